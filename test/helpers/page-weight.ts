// What each page costs a visitor before it can show anything: bytes of HTML, CSS and JS, raw and
// gzipped, and the requests that block the first render. Used by the budget tests and `npm run bench`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parseHTML } from 'linkedom';
import type { OutputFile } from '../../src/output.ts';
import { ADMIN_FOLDER } from '../../src/admin/page.ts';

/** Path below `dist/` (forward slashes) → contents. */
type OutputMap = ReadonlyMap<string, OutputFile>;

/** The budgets of issue 7, gzipped: a page with its CSS and JS in the first round trip. */
export const BUDGETS = { total: 14 * 1024, js: 2 * 1024, css: 5 * 1024 };

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface RouteWeight {
  /** Output path, e.g. `concerts/upcoming.html`. */
  page: string;
  html: Bytes;
  css: Bytes;
  js: Bytes;
  total: Bytes;
  /** Addresses the browser must fetch before it renders: blocking stylesheets and scripts. */
  blocking: string[];
  /** The page itself plus its blocking requests. */
  requestsBeforeRender: number;
}

/** Every HTML page of a build's output map, in path order; `basePath` is the site's sub-folder, if any. */
export function measureRoutes(files: OutputMap, basePath = ''): RouteWeight[] {
  // The editor at /admin/ is the maintainers' tool, not a page of the site; the README states its weight.
  const pages = [...files.keys()].filter((file) => file.endsWith('.html') && !file.startsWith(`${ADMIN_FOLDER}/`)).sort();
  return pages.map((page) => {
    const html = toBytes(files, page);
    const { document } = parseHTML(html.toString('utf8'));
    const stylesheets = [...document.querySelectorAll('link[rel~="stylesheet"][href]')]
      .filter((link) => !/^\s*print\s*$/i.test(link.getAttribute('media') ?? ''))
      .map((link) => link.getAttribute('href') ?? '');
    const scripts = [...document.querySelectorAll('script[src]')].map((script) => ({
      src: script.getAttribute('src') ?? '',
      blocking: !script.hasAttribute('defer') && !script.hasAttribute('async') && script.getAttribute('type') !== 'module',
    }));
    const css = sumBytes(stylesheets.map((href) => toBytes(files, toOutputPath(href, basePath))));
    const js = sumBytes(scripts.map((script) => toBytes(files, toOutputPath(script.src, basePath))));
    const htmlBytes = { raw: html.byteLength, gzip: gzipSize(html) };
    const blocking = [...stylesheets, ...scripts.filter((script) => script.blocking).map((script) => script.src)];
    return {
      page,
      html: htmlBytes,
      css,
      js,
      total: { raw: htmlBytes.raw + css.raw + js.raw, gzip: htmlBytes.gzip + css.gzip + js.gzip },
      blocking,
      requestsBeforeRender: 1 + blocking.length,
    };
  });
}

function toOutputPath(href: string, basePath: string): string {
  const pathname = new URL(href, 'https://site.invalid/').pathname;
  return decodeURI(pathname.slice(basePath.length)).replace(/^\/+/, '');
}

function toBytes(files: OutputMap, file: string): Buffer {
  const contents = files.get(file);
  if (contents === undefined) throw new Error(`${file} is linked from a page but is not in the build`);
  if (typeof contents === 'string') return Buffer.from(contents);
  if ('copyFrom' in contents) return readFileSync(contents.copyFrom);
  return Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);
}

function sumBytes(list: Buffer[]): Bytes {
  return { raw: list.reduce((sum, bytes) => sum + bytes.byteLength, 0), gzip: list.reduce((sum, bytes) => sum + gzipSize(bytes), 0) };
}

/** As a server sends it: gzip at level 9, as the build's own .gz copies. */
function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).byteLength;
}

// What a visitor and a browser need from any server of the site (contract: "Hosting"), checked the
// same way against nginx and apache2 (test/hosting/). Each check reads the deployed web root for
// what to expect, so it follows the site as it grows.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseHTML } from 'linkedom';
import * as assert from 'uvu/assert';
import { IMMUTABLE, REVALIDATE } from '../../src/deploy/headers.ts';
import { request, type RawResponse } from './http.ts';

/** Every file below the web root, with forward slashes. */
export async function listFiles(webRoot: string): Promise<string[]> {
  const entries = await readdir(webRoot, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(webRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The address a page file is linked at: `index.html` → `/`, `concerts/index.html` → `/concerts/`, `contact.html` → `/contact`. */
export function toPageRoute(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.slice(0, -'.html'.length)}`;
}

/** The headers that dist/_headers gives every path (its `/*` block, `/selts/*` in a sub-folder), by lower-case name. */
export async function readHeadersForAll(webRoot: string): Promise<Map<string, string>> {
  const text = await readFile(path.join(webRoot, '_headers'), 'utf8');
  const headers = new Map<string, string>();
  // The first block is the one for every path (src/deploy/headers.ts).
  let blocks = 0;
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      blocks++;
      assert.ok(blocks > 1 || /^(\/[^/*]+)?\/\*$/.test(line), `the first block of _headers is for every path, not ${line}`);
    } else if (blocks === 1) {
      const at = line.indexOf(':');
      headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
    }
  }
  assert.ok(headers.has('content-security-policy'), '_headers gives every path a Content-Security-Policy');
  assert.not.ok(headers.has('cache-control'), 'caching is given per path');
  return headers;
}

/**
 * GET `target` below the site's address `url` (`http://127.0.0.1:8080/selts` for a site in a
 * sub-folder), without asking for compression, so that the body is the file's own bytes.
 */
export function get(url: string, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return request(url, `${new URL(url).pathname.replace(/\/$/, '')}${target}`, headers);
}

/** Every internal address a page points to: links, stylesheets, scripts, images and their srcsets. */
export function findInternalLinks(html: string, siteOrigin: string): string[] {
  const { document } = parseHTML(html);
  const found: string[] = [];
  for (const element of document.querySelectorAll('a[href], link[href]')) found.push(element.getAttribute('href') ?? '');
  for (const element of document.querySelectorAll('script[src], img[src]')) found.push(element.getAttribute('src') ?? '');
  for (const element of document.querySelectorAll('img[srcset], source[srcset]')) {
    for (const candidate of (element.getAttribute('srcset') ?? '').split(',')) found.push(candidate.trim().split(/\s+/)[0] ?? '');
  }
  const internal = new Set<string>();
  for (const link of found) {
    if (link.startsWith('/') && !link.startsWith('//')) internal.add(link.split('#')[0] ?? link);
    else if (link.startsWith(`${siteOrigin}/`)) internal.add(new URL(link).pathname);
  }
  return [...internal].filter((link) => link !== '');
}

/** The origin of the shipped siteUrl: canonical and social links are absolute. */
export async function readSiteOrigin(projectRoot: string): Promise<string> {
  const site = await readFile(path.join(projectRoot, 'content', 'site.md'), 'utf8');
  const siteUrl = /^siteUrl:\s*"?([^"\n]+)"?/m.exec(site)?.[1];
  assert.ok(siteUrl, 'content/site.md has a siteUrl');
  return new URL(siteUrl).origin;
}

export async function checkEveryLinkAnswers(url: string, webRoot: string, siteOrigin: string): Promise<void> {
  const pages = (await listFiles(webRoot)).filter((file) => file.endsWith('.html') && file !== '404.html');
  assert.ok(pages.length >= 6, `the site's pages: ${pages.join(', ')}`);
  const links = new Map<string, string>();
  for (const page of pages) {
    const route = toPageRoute(page);
    const response = await get(url, route);
    assert.is(response.status, 200, `${route} (${page})`);
    for (const link of findInternalLinks(response.body.toString('utf8'), siteOrigin)) links.set(link, route);
  }
  // The 404 page is what any unknown address shows; its links must work as well.
  for (const link of findInternalLinks((await get(url, '/no-such-page')).body.toString('utf8'), siteOrigin)) links.set(link, '404.html');
  assert.ok(links.size > pages.length, 'pages link to pages, stylesheets, scripts and images');
  for (const [link, from] of links) {
    // Links are addresses on the host, the site's sub-folder included.
    const response = await request(url, link);
    assert.is(response.status, 200, `${link}, linked from ${from}, answers ${response.status} (Location: ${response.headers.location})`);
  }
}

export async function checkCalendars(url: string, webRoot: string): Promise<void> {
  const calendars = (await listFiles(webRoot)).filter((file) => file.endsWith('.ics'));
  assert.ok(calendars.length >= 2, 'the season calendar and one per concert');
  for (const file of calendars) {
    const response = await get(url, `/${file}`);
    assert.is(response.status, 200, file);
    assert.match(String(response.headers['content-type']), /^text\/calendar(;|$)/, `${file} Content-Type`);
  }
}

export async function checkNotFound(url: string, webRoot: string): Promise<void> {
  const page = await readFile(path.join(webRoot, '404.html'));
  for (const target of ['/no-such-page', '/concerts/no-such-concert', '/assets/site.0000000000.css', '/kontakt.html']) {
    const response = await get(url, target);
    assert.is(response.status, 404, target);
    assert.ok(response.body.equals(page), `${target} answers with dist/404.html`);
    assert.is(parseHTML(response.body.toString('utf8')).document.documentElement.getAttribute('lang'), 'et');
    // An unknown address under assets/ must not be kept by browsers for a year.
    assert.is(response.headers['cache-control'], REVALIDATE, `${target} Cache-Control`);
  }
}

export async function checkCaching(url: string, webRoot: string): Promise<void> {
  const files = await listFiles(webRoot);
  const assets = files.filter((file) => file.startsWith('assets/') && !/\.(gz|br)$/.test(file));
  assert.ok(assets.some((file) => file.endsWith('.css')) && assets.some((file) => file.endsWith('.js')), 'the hashed stylesheet and script');
  for (const file of assets) {
    const response = await get(url, `/${file}`);
    assert.is(response.status, 200, file);
    assert.is(response.headers['cache-control'], IMMUTABLE, `${file} Cache-Control`);
  }
  for (const target of ['/', '/contact', '/concerts.ics', '/favicon.svg']) {
    assert.is((await get(url, target)).headers['cache-control'], REVALIDATE, `${target} Cache-Control`);
  }
}

export async function checkSecurityHeaders(url: string, webRoot: string): Promise<void> {
  const expected = await readHeadersForAll(webRoot);
  const pages = (await listFiles(webRoot)).filter((file) => file.endsWith('.html') && file !== '404.html');
  for (const target of [...pages.map(toPageRoute), '/no-such-page']) {
    const response = await get(url, target);
    assert.match(String(response.headers['content-type']), /^text\/html/, target);
    for (const [name, value] of expected) assert.is(response.headers[name], value, `${target}: ${name}`);
  }
}

export async function checkPrecompressed(url: string, webRoot: string): Promise<void> {
  const files = await listFiles(webRoot);
  const copies = files.filter((file) => file.endsWith('.gz'));
  assert.ok(copies.length >= 10, 'a --precompress build has .gz copies');
  const targets = copies.map((copy) => ({ copy, target: `/${copy.slice(0, -'.gz'.length)}` }));
  // Pages are asked for as they are linked, without .html.
  for (const copy of copies.filter((file) => file.endsWith('.html.gz') && file !== '404.html.gz')) {
    targets.push({ copy, target: toPageRoute(copy.slice(0, -'.gz'.length)) });
  }
  for (const { copy, target } of targets) {
    const plain = await get(url, target);
    const response = await get(url, target, { 'Accept-Encoding': 'gzip' });
    assert.is(response.status, 200, target);
    assert.is(response.headers['content-encoding'], 'gzip', `${target} Content-Encoding`);
    assert.is(response.headers['content-type'], plain.headers['content-type'], `${target} keeps its Content-Type`);
    assert.ok(response.body.equals(await readFile(path.join(webRoot, copy))), `${target} is sent as ${copy}`);
    assert.ok(gunzipSync(response.body).equals(await readFile(path.join(webRoot, copy.slice(0, -'.gz'.length)))), `${target} unzips to the file`);
    assert.not.ok(plain.headers['content-encoding'], `${target} is plain to a client that does not accept gzip`);
  }
}

export async function checkNothingListed(url: string, webRoot: string): Promise<void> {
  const page = await readFile(path.join(webRoot, '404.html'));
  for (const target of ['/assets/', '/assets', '/images/', '/images/supporters/']) {
    const response = await get(url, target);
    assert.is(response.status, 404, `${target} answers ${response.status}`);
    assert.ok(response.body.equals(page), `${target} answers with the 404 page, not a listing`);
  }
  // The files the build writes for hosts are not served.
  for (const target of ['/_headers', '/.htaccess']) {
    const response = await get(url, target);
    assert.ok(response.status === 404 || response.status === 403, `${target} answers ${response.status}`);
    assert.not.match(response.body.toString('utf8'), 'Made by npm run build', `${target} sends the host configuration`);
  }
}

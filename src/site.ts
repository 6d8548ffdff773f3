// The pipeline: load → validate → group by date → render → (the caller) write.
import path from 'node:path';
import { bundleClient, bundleStyles } from './bundle.ts';
import { toHeadersFile } from './deploy/headers.ts';
import { ContentError, SiteError } from './errors.ts';
import { loadContent, toContentPaths, type ContentPaths } from './content/load.ts';
import { validateContent } from './content/validate.ts';
import { toTallinnDay } from './lib/dates.ts';
import { groupConcerts } from './concerts/group.ts';
import { splitByDate } from './concerts/split.ts';
import { toSiteUrls } from './lib/urls.ts';
import { planRoutes } from './render/routes.ts';
import { planSiteFiles } from './seo/site-files.ts';
import { renderPage } from './render/render-page.tsx';
import type { OutputFile } from './write.ts';

export interface BuildOptions {
  /** The project folder, holding content/, static/ and src/. */
  root: string;
  /** The instant that decides upcoming and past; `SITE_NOW` or the real clock. */
  now: Date;
}

export interface BuildResult {
  files: Map<string, OutputFile>;
  /** One-line notices about files skipped on purpose. */
  notices: string[];
  pages: number;
  /** Gzip-free size of the client script in bytes, reported by the build. */
  clientBytes: number;
}

/** Builds the whole site in memory; throws ContentError listing every content problem at once. */
export async function buildSite({ root, now }: BuildOptions): Promise<BuildResult> {
  const paths = toContentPaths(root);
  const [loaded, client, styles] = await Promise.all([loadContent(paths), bundleClient(), bundleStyles()]);
  const validated = validateContent(loaded);
  if (!validated.ok) throw new ContentError(validated.problems);

  const { day, year } = toTallinnDay(now);
  const content = validated.content;
  const urls = toSiteUrls(content.site.siteUrl);
  const split = splitByDate(groupConcerts(content.concerts), day);
  const assets = { css: styles.output, js: client.output };
  const files = new Map<string, OutputFile>();
  addStaticFiles(files, paths, loaded.staticFiles);
  files.set(styles.output, styles.contents);
  files.set(client.output, client.contents);

  const pages = planRoutes({ content, split, urls });
  const generated = new Map<string, OutputFile>(pages.map((page) => [page.output, renderPage(page, { site: content.site, assets, urls, year })]));
  for (const [file, text] of planSiteFiles({ content, split, urls, now, pages })) generated.set(file, text);
  for (const [file, contents] of generated) {
    if (files.has(file)) throw new SiteError(`static/${file} has the same address as a file the build makes; rename or remove it`);
    files.set(file, contents);
  }
  files.set('_headers', toHeadersFile(files.keys(), urls.basePath));
  return {
    files,
    notices: [...loaded.notices, ...validated.warnings],
    pages: pages.length,
    clientBytes: Buffer.byteLength(client.contents),
  };
}

function addStaticFiles(files: Map<string, OutputFile>, paths: ContentPaths, staticFiles: Iterable<string>): void {
  for (const file of staticFiles) {
    if (file.startsWith('assets/')) {
      throw new SiteError(`static/${file}: the folder static/assets/ is kept for the build's own files; move it elsewhere`);
    }
    files.set(file, { copyFrom: path.join(paths.static, ...file.split('/')) });
  }
}

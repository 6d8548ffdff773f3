// The pipeline: load → validate → group by date → render → (the caller) write.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleClient, bundleStyles, type Bundle } from './bundle.ts';
import { bundleAdmin, type AdminBundle } from './admin/bundle.ts';
import type { CmsBackend } from './admin/config.ts';
import { planAdminFiles } from './admin/page.ts';
import { toHeadersFile } from './deploy/headers.ts';
import { toHtaccess } from './deploy/htaccess.ts';
import { prepareImages } from './images/prepare-images.ts';
import { ContentError, SiteError } from './errors.ts';
import { loadContent, toContentPaths, type ContentPaths, type SourceCache } from './content/load.ts';
import { validateContent, type CheckMemo } from './content/validate.ts';
import { toTallinnDay } from './lib/dates.ts';
import { groupConcerts, type ConcertGroup } from './concerts/group.ts';
import { splitByDate } from './concerts/split.ts';
import { chooseFeaturedConcert, toFeaturedConcerts } from './concerts/featured.ts';
import { toSiteUrls } from './lib/urls.ts';
import { planRoutes, type PagePlan } from './render/routes.ts';
import { planSiteFiles } from './seo/site-files.ts';
import { renderPage, type RenderContext } from './render/render-page.tsx';
import { renderUnlessSame } from './render/render-memo.ts';
import { createInputMemo, type InputMemo } from './lib/memo.ts';
import type { OutputFile } from './write.ts';

export interface BuildOptions {
  /** The project folder, holding content/, static/ and src/. */
  root: string;
  /** The instant that decides upcoming and past; `SITE_NOW` or the real clock. */
  now: Date;
  /** Kept by the dev server between rebuilds, so that only what changed is read, parsed and rendered again. */
  cache?: BuildCache;
  /**
   * Receives each file as soon as it is made, instead of the result's map keeping it: `npm run build`
   * writes pages to disk as they are rendered, so that a large site is never held in memory whole.
   */
  emit?: (file: string, contents: OutputFile) => void;
  /** The repository the editor at /admin/ commits to on the real site (see docs/cms.md). */
  cms?: CmsBackend;
}

/**
 * What one build hands to the next. The dev server owns it and drops entries when files change:
 * a changed content file from `sources`, the bundles when src/client or src/styles change. Checked
 * files and rendered pages are found by the identity of what they were made from, so they go
 * stale on their own.
 */
export interface BuildCache {
  sources: SourceCache;
  checked: CheckMemo;
  bundles: { client?: Bundle; styles?: Bundle; admin?: AdminBundle };
  /** Groups, page plans, rendered pages and calendars, each remade only when what it is made from changed. */
  derived: InputMemo;
}

export function createBuildCache(): BuildCache {
  return { sources: new Map(), checked: new WeakMap(), bundles: {}, derived: createInputMemo() };
}

export interface BuildResult {
  /** Every file of the site; empty when they went to `emit` instead. */
  files: Map<string, OutputFile>;
  /** How many files the site has. */
  fileCount: number;
  /** One-line notices about files skipped on purpose. */
  notices: string[];
  pages: number;
  /** Gzip-free size of the client script in bytes, reported by the build. */
  clientBytes: number;
  /** Its size gzipped, what its 2 KB budget is counted in. */
  clientGzipBytes: number;
  /** `/selts` when the site lives in a sub-folder of its host (see siteUrl), '' at the root. */
  basePath: string;
}

/** Builds the whole site in memory; throws ContentError listing every content problem at once. */
export async function buildSite({ root, now, cache, emit, cms }: BuildOptions): Promise<BuildResult> {
  const paths = toContentPaths(root);
  const [loaded, client, styles, admin] = await Promise.all([
    loadContent(paths, cache?.sources),
    cache?.bundles.client ?? bundleClient(),
    cache?.bundles.styles ?? bundleStyles(),
    cache?.bundles.admin ?? bundleAdmin(),
  ]);
  if (cache) cache.bundles = { client, styles, admin };
  const validated = validateContent(loaded, cache?.checked);
  if (!validated.ok) throw new ContentError(validated.problems);

  const { day, year } = toTallinnDay(now);
  const content = validated.content;
  const urls = toSiteUrls(content.site.siteUrl);
  const memo = cache?.derived;
  const groups = keepSameGroups(groupConcerts(content.concerts), memo);
  const split = splitByDate(groups, day);
  const featured = toFeaturedConcerts(content.home, groups);
  const choice = chooseFeaturedConcert(featured, day);
  const assets = { css: styles.output, js: client.output };
  const files = new Map<string, OutputFile>();
  const output = createOutput(loaded.staticFiles, emit ?? ((file, contents) => files.set(file, contents)));
  addStaticFiles(output, paths, loaded.staticFiles);
  output.add(styles.output, styles.contents);
  output.add(client.output, client.contents);

  const prepared = await prepareImages(content, paths.static, path.join(root, '.cache', 'images'));
  for (const [file, contents] of prepared.files) output.add(file, contents);
  const pages = planRoutes({ content, split, urls, memo, featured, choice });
  const context: RenderContext = { site: content.site, assets, urls, year, images: prepared.images };
  const render = memo ? renderUnlessSame(memo, context) : (page: PagePlan) => renderPage(page, context);
  for (const page of pages) output.add(page.output, render(page));
  for (const [file, text] of planSiteFiles({ content, split, urls, now, pages, memo })) output.add(file, text);
  for (const [file, text] of planAdminFiles({ bundle: admin, basePath: urls.basePath, siteName: content.site.name, backend: cms })) output.add(file, text);
  memo?.sweep();
  output.add('_headers', toHeadersFile(output.paths, urls.basePath));
  output.add('.htaccess', toHtaccess(urls.basePath));
  return {
    files,
    fileCount: output.paths.size,
    notices: [...loaded.notices, ...validated.warnings],
    pages: pages.length,
    clientBytes: Buffer.byteLength(client.contents),
    clientGzipBytes: gzipSync(client.contents).length,
    basePath: urls.basePath,
  };
}

/** Hands each file on, once: a made file may not take the address of a file of static/. */
function createOutput(staticFiles: ReadonlySet<string>, emit: (file: string, contents: OutputFile) => void) {
  const paths = new Set<string>();
  return {
    paths,
    add(file: string, contents: OutputFile, fromStatic = false): void {
      if (!fromStatic && staticFiles.has(file)) {
        throw new SiteError(`static/${file} has the same address as a file the build makes; rename or remove it`);
      }
      if (paths.has(file)) throw new SiteError(`Internal error: the build makes two files at ${file}`);
      paths.add(file);
      emit(file, contents);
    },
  };
}

/** A group made of the very same entries as last time is the same object, so that what is made from it is found again. */
function keepSameGroups(groups: ConcertGroup[], memo: InputMemo | undefined): ConcertGroup[] {
  if (!memo) return groups;
  return groups.map((group) => memo.remember(`group:${group.id}`, [group.keyDate, group.main, ...group.concerts], () => group));
}

function addStaticFiles(output: ReturnType<typeof createOutput>, paths: ContentPaths, staticFiles: Iterable<string>): void {
  for (const file of staticFiles) {
    if (file.startsWith('assets/')) {
      throw new SiteError(`static/${file}: the folder static/assets/ is kept for the build's own files; move it elsewhere`);
    }
    output.add(file, { copyFrom: path.join(paths.static, ...file.split('/')) }, true);
  }
}

// The pipeline: load → check → group → render → write, one module a stage (see README.md).
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleAdmin, type AdminBundle } from './admin/bundle.ts';
import type { CmsBackend } from './admin/config.ts';
import { planAdminFiles } from './admin/page.ts';
import { bundleClient, bundleStyles, type Bundle } from './bundle.ts';
import { toHeadersFile } from './deploy/headers.ts';
import { toHtaccess } from './deploy/htaccess.ts';
import { prepareImages } from './images/prepare-images.ts';
import { ContentError, SiteError } from './errors.ts';
import { loadContent, toContentPaths, type SourceCache } from './content/load.ts';
import { validateContent, type CheckMemo } from './content/validate.ts';
import { toTallinnDay } from './lib/dates.ts';
import { groupConcerts, type ConcertGroup } from './concerts/group.ts';
import { splitByDate } from './concerts/split.ts';
import { chooseFeaturedConcert, toFeaturedConcerts } from './concerts/featured.ts';
import { toSiteUrls } from './lib/urls.ts';
import { planRoutes } from './render/routes.ts';
import { planSiteFiles } from './render/site-files.ts';
import type { RenderContext } from './render/render-page.tsx';
import { renderUnlessSame } from './render/render-memo.ts';
import { createInputMemo, NO_MEMO, type InputMemo } from './lib/memo.ts';
import { isTextPieces, type MadeFile, type OutputFile } from './write.ts';

export interface BuildOptions {
  /** The project folder, holding content/, static/ and src/. */
  root: string;
  /** The instant that decides upcoming and past; `SITE_NOW` or the real clock. */
  now: Date;
  /** Kept by the dev server between rebuilds, so that only what changed is read, parsed and rendered again. */
  cache?: BuildCache;
  /**
   * Receives each file as soon as it is made (`npm run build` writes it to disk), so that a large
   * site is never held in memory whole. Without it, the files are kept in the result's map, texts
   * made in pieces joined.
   */
  write?: (file: string, contents: MadeFile) => void | Promise<void>;
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

/** The pipeline's stages, in order. */
export const STAGES = ['load', 'check', 'group', 'render', 'write'] as const;
export type Stage = (typeof STAGES)[number];

export interface BuildResult {
  /** Every file of the site; empty when they went to `write` instead. */
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
  /** Milliseconds each stage took. Rendering and writing take turns, file by file: each is its own share. */
  stageMs: Record<Stage, number>;
}

/** Builds the whole site; throws ContentError listing every content problem at once. */
export async function buildSite({ root, now, cache, write, cms }: BuildOptions): Promise<BuildResult> {
  const clock = startStageClock();
  const paths = toContentPaths(root);
  const memo = cache?.derived ?? NO_MEMO;

  // load: the content files, the list of static/, and the client script, stylesheet and editor bundled.
  const [loaded, client, styles, admin] = await Promise.all([
    loadContent(paths, cache?.sources),
    cache?.bundles.client ?? bundleClient(),
    cache?.bundles.styles ?? bundleStyles(),
    cache?.bundles.admin ?? bundleAdmin(),
  ]);
  if (cache) cache.bundles = { client, styles, admin };
  clock.end('load');

  // check: every file and field, every problem at once.
  const validated = validateContent(loaded, cache?.checked);
  if (!validated.ok) throw new ContentError(validated.problems);
  const content = validated.content;
  clock.end('check');

  // group: placeholders with their concert, upcoming and past by Tallinn's day.
  const { day, year } = toTallinnDay(now);
  const groups = groupConcerts(content.concerts).map((group) => keepSame(group, memo));
  const split = splitByDate(groups, day);
  const featured = toFeaturedConcerts(content.home, groups);
  const choice = chooseFeaturedConcert(featured, day);
  clock.end('group');

  // render and write, file by file.
  const files = new Map<string, OutputFile>();
  const keep = (file: string, contents: MadeFile) => void files.set(file, isTextPieces(contents) ? contents.join('') : contents);
  const output = createOutput(loaded.staticFiles, write ?? keep, clock);
  for (const file of loaded.staticFiles) {
    if (file.startsWith('assets/')) {
      throw new SiteError(`static/${file}: the folder static/assets/ is kept for the build's own files; move it elsewhere`);
    }
    await output.add(file, { copyFrom: path.join(paths.static, ...file.split('/')) }, true);
  }
  await output.add(styles.output, styles.contents);
  await output.add(client.output, client.contents);
  const prepared = await prepareImages(content, paths.static, path.join(root, '.cache', 'images'));
  for (const [file, contents] of prepared.files) await output.add(file, contents);

  const urls = toSiteUrls(content.site.siteUrl);
  const context: RenderContext = { site: content.site, assets: { css: styles.output, js: client.output }, urls, year, images: prepared.images };
  const render = renderUnlessSame(memo, context);
  const listedRoutes: string[] = [];
  let pages = 0;
  for (const page of planRoutes({ content, split, urls, memo, featured, choice })) {
    await output.add(page.output, render(page));
    if (page.listed) listedRoutes.push(page.route);
    pages++;
  }
  for (const [file, text] of planSiteFiles({ content, split, urls, now, listedRoutes, memo })) await output.add(file, text);
  for (const [file, text] of planAdminFiles({ bundle: admin, basePath: urls.basePath, siteName: content.site.name, siteUrl: content.site.siteUrl, concertDays: content.concerts.map((concert) => concert.start.day), backend: cms })) await output.add(file, text);
  memo.sweep();
  await output.add('_headers', toHeadersFile(output.paths, urls.basePath));
  await output.add('.htaccess', toHtaccess(urls.basePath));
  clock.end('render');

  return {
    files,
    fileCount: output.paths.size,
    notices: [...loaded.notices, ...validated.warnings],
    pages,
    clientBytes: Buffer.byteLength(client.contents),
    clientGzipBytes: gzipSync(client.contents).length,
    basePath: urls.basePath,
    stageMs: clock.stageMs,
  };
}

/** Hands each file on, once: a made file may not take the address of a file of static/. Time spent handing on is the write stage's. */
function createOutput(staticFiles: ReadonlySet<string>, write: NonNullable<BuildOptions['write']>, clock: StageClock) {
  const paths = new Set<string>();
  return {
    paths,
    async add(file: string, contents: MadeFile, fromStatic = false): Promise<void> {
      if (!fromStatic && staticFiles.has(file)) {
        throw new SiteError(`static/${file} has the same address as a file the build makes; rename or remove it`);
      }
      if (paths.has(file)) throw new SiteError(`Internal error: the build makes two files at ${file}`);
      paths.add(file);
      clock.end('render');
      await write(file, contents);
      clock.end('write');
    },
  };
}

/** A group made of the very same entries as last time is the same object, so that what is made from it is found again. */
function keepSame(group: ConcertGroup, memo: InputMemo): ConcertGroup {
  return memo.remember(`group:${group.id}`, () => [group.keyDate, group.main, ...group.concerts], () => group);
}

interface StageClock {
  /** Adds the time since the last call to `stage`. */
  end(stage: Stage): void;
  readonly stageMs: Record<Stage, number>;
}

function startStageClock(): StageClock {
  const stageMs = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
  let last = performance.now();
  return {
    stageMs,
    end(stage) {
      const now = performance.now();
      stageMs[stage] += now - last;
      last = now;
    },
  };
}

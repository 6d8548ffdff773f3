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
import { makeGroupFiles, toGroupFileNames, type GroupContext, type GroupShare } from './render/group-files.ts';
import type { SecondCore } from './second-core/start.ts';
import { validateConcert, type ConcertResult } from './content/concert.ts';
import type { SourceFile } from './content/types.ts';
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
  /** A second thread that checks half of the concert files and makes half of the groups' files (npm run build). */
  secondCore?: SecondCore;
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
export async function buildSite({ root, now, cache, write, cms, secondCore }: BuildOptions): Promise<BuildResult> {
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
  const validated = validateContent(loaded, cache?.checked, secondCore && (await checkOnBothCores(loaded.concerts, secondCore)));
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
  const contextKey = memo === NO_MEMO ? '' : JSON.stringify(context);
  const groupContext: GroupContext = { content, urls, now, render: context };
  const upcomingIds = new Set(split.upcoming.map((group) => group.id));
  const inPageOrder = [...split.upcoming, ...split.past];
  // Each group's page and calendar, and its share of the lists and of the calendar of all concerts;
  // the second core, if any, makes the later half.
  const handedOff = secondCore ? inPageOrder.slice(Math.ceil(inPageOrder.length / 2)) : [];
  for (const group of handedOff) for (const file of toGroupFileNames(group)) output.claim(file);
  const theirShares = secondCore?.makeGroups({
    groups: handedOff.map((group) => ({ group, upcoming: upcomingIds.has(group.id) })),
    content: { site: content.site, venues: content.venues },
    siteUrl: urls.siteUrl,
    now,
    render: { site: context.site, assets: context.assets, year, images: context.images },
  });
  // Should this thread fail first, the build ends with its error, not the second thread's.
  theirShares?.catch(() => undefined);
  const shares = new Map<string, GroupShare>();
  for (const group of inPageOrder.slice(0, inPageOrder.length - handedOff.length)) {
    const upcoming = upcomingIds.has(group.id);
    const inputs = () => [group, upcoming, content.site, content.venues, contextKey, now.getTime()];
    const made = memo.remember(`group-files:${group.id}`, inputs, () => makeGroupFiles(group, upcoming, groupContext));
    for (const [file, contents] of made.files) await output.add(file, contents);
    shares.set(group.id, made.share);
  }
  for (const [id, share] of (await theirShares) ?? []) shares.set(id, share);

  // The pages made of all groups (the lists) and the rest, in the order the sitemap lists them.
  const render = renderUnlessSame(memo, context);
  const listedRoutes: string[] = [];
  let pages = inPageOrder.length;
  for (const page of planRoutes({ content, split, urls, featured, choice })) {
    if (page.listed) listedRoutes.push(page.route);
    if (!('body' in page)) continue; // a group's page, made above
    await output.add(page.output, render(page, shares));
    pages++;
  }
  const events = [...split.upcoming, ...[...split.past].reverse()].map((group) => shares.get(group.id)?.events ?? '');
  for (const [file, text] of planSiteFiles({ content, urls, now, listedRoutes, events })) await output.add(file, text);
  for (const [file, text] of planAdminFiles({ bundle: admin, basePath: urls.basePath, siteName: content.site.name, backend: cms })) await output.add(file, text);
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
  const claim = (file: string, fromStatic = false): void => {
    if (!fromStatic && staticFiles.has(file)) {
      throw new SiteError(`static/${file} has the same address as a file the build makes; rename or remove it`);
    }
    if (paths.has(file)) throw new SiteError(`Internal error: the build makes two files at ${file}`);
    paths.add(file);
  };
  return {
    paths,
    /** Takes the address of a file the second core writes. */
    claim,
    async add(file: string, contents: MadeFile, fromStatic = false): Promise<void> {
      claim(file, fromStatic);
      clock.end('render');
      await write(file, contents);
      clock.end('write');
    },
  };
}

/** The later half of the concert files is checked on the second core while this thread checks the first. */
async function checkOnBothCores(files: SourceFile[], secondCore: SecondCore): Promise<ConcertResult[]> {
  const half = Math.floor(files.length / 2);
  const theirs = secondCore.checkConcerts(files.slice(half));
  theirs.catch(() => undefined);
  const ours = files.slice(0, half).map(validateConcert);
  return [...ours, ...(await theirs)];
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

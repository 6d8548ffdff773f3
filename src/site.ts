// The pipeline: load → check → group → static → images → render → editor, each file handed to
// write as soon as it is made. buildSite below reads top to bottom in that order (see README.md).
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { bundleAdmin } from './admin/bundle.ts';
import type { CmsBackend } from './admin/config.ts';
import { planAdminFiles, PUBLISHED_STAMP } from './admin/page.ts';
import { toPublishedStamp } from './admin/published.ts';
import { bundleClient, bundleStyles } from './bundle.ts';
import { makeSearchIndex } from './search/index.ts';
import { makeShareCards } from './cards/make-cards.ts';
import { toGroupEvents, type CalendarContext } from './calendar/ics.ts';
import { toHeadersFile } from './deploy/headers.ts';
import { toHtaccess } from './deploy/htaccess.ts';
import { prepareImages } from './images/prepare-images.ts';
import { ContentError, SiteError } from './errors.ts';
import { loadContent } from './content/load.ts';
import type { LoadedContent } from './content/types.ts';
import { checkFiles, validateContent, type DraftMode, type Validated } from './content/validate.ts';
import { toTallinnDay } from './lib/dates.ts';
import { groupConcerts, toGroupsByStem } from './concerts/group.ts';
import { splitByDate } from './concerts/split.ts';
import { checkFeatured, chooseFeaturedConcert, toFeaturedConcerts } from './concerts/featured.ts';
import { toSiteUrls } from './lib/urls.ts';
import { planSiteFiles } from './render/site-files.ts';
import { renderPage, type RenderContext } from './render/render-page.tsx';
import { planConcertPage, planRoutes } from './render/routes.ts';
import { isTextPieces, joinPieces, type MadeFile, type OutputFile } from './output.ts';

export interface BuildOptions {
  /** The project folder, holding content/, static/ and src/. */
  root: string;
  /** The instant that decides upcoming and past; `SITE_NOW` or the real clock. */
  now: Date;
  steps?: BuildSteps;
  /** Receives each file as soon as it is made, so that a large site is never held in memory whole; without it, `files` keeps them. */
  write?: (file: string, contents: MadeFile) => void | Promise<void>;
  /** The repository the editor at /admin/ commits to on the real site (see docs/cms.md). */
  cms?: CmsBackend;
  drafts?: DraftMode;
}

/** The one seam for the dev server's reuse of unchanged work (src/dev/remembering-steps.ts); each pays: bench/README.md. */
export const PLAIN_STEPS = {
  bundleAdmin,
  checkFiles,
  planConcertPage,
  toGroupEvents,
  renderPage,
};
export type BuildSteps = typeof PLAIN_STEPS;

/** In the order they run; `write` is the time spent handing files to the writer. */
export const STAGES = ['load', 'check', 'group', 'static', 'images', 'render', 'editor', 'cards', 'write'] as const;
export type Stage = (typeof STAGES)[number];

export type BuildResult = Awaited<ReturnType<typeof buildSite>>;

/** Builds the whole site, one stage after another; throws ContentError listing every content problem at once. */
export async function buildSite({ root, now, steps = PLAIN_STEPS, write, cms, drafts }: BuildOptions) {
  const clock = startStageClock();
  const staticDir = path.join(root, 'static');
  // Started first, awaited in the editor stage; a build stopped before then must not leave it unhandled.
  const adminBundle = steps.bundleAdmin();
  adminBundle.catch(() => undefined);

  const bundles = Promise.all([bundleClient('main'), bundleStyles(), bundleClient('search')]);
  bundles.catch(() => undefined);

  clock.start('load');
  const loaded = await loadContent(root);

  clock.start('check');
  const checked = validateContent(loaded, drafts, steps.checkFiles(loaded));

  clock.start('group');
  const grouped = groupContent(loaded, checked, now);

  const files = new Map<string, OutputFile>();
  const keep = (file: string, contents: MadeFile) => void files.set(file, isTextPieces(contents) ? joinPieces(contents) : contents);
  const output = createOutput(loaded.staticFiles, write ?? keep, clock);
  const { content } = grouped;
  const urls = toSiteUrls(content.site.siteUrl);
  // Named at once, so that the pages can point at them; drawn (or taken from .cache/cards/) last.
  const cards = await makeShareCards({ groups: grouped.split.upcoming, siteName: content.site.name, cacheDir: path.join(root, '.cache', 'cards') });
  let pages = 0;
  clock.start('static');
  const [client, styles, searchScript] = await bundles;
  await copyStatic(loaded.staticFiles, staticDir, output);
  await output.add(styles.output, styles.contents);
  await output.add(client.output, client.contents);

  clock.start('images');
  const prepared = await prepareImages(content, staticDir, path.join(root, '.cache', 'images'));
  for (const [file, contents] of prepared.files) await output.add(file, contents);

  clock.start('render');
  await output.add(searchScript.output, searchScript.contents);
  const searchIndex = makeSearchIndex(grouped.groups, urls);
  await output.add(searchIndex.output, searchIndex.text);
  const search = { script: searchScript.output, index: searchIndex.output };
  const context: RenderContext = { site: content.site, assets: { css: styles.output, js: client.output }, urls, year: toTallinnDay(now).year, images: prepared.images };
  const listedRoutes: string[] = [];
  for (const page of planRoutes({ ...grouped, urls, search, cards: cards.byGroup }, steps.planConcertPage)) {
    const made = steps.renderPage(page, context);
    if (page.alsoAt) {
      // Rendered once, written at both paths (the upcoming list is 4 MB of text at 10,000 concerts).
      const text = isTextPieces(made) ? joinPieces(made) : made;
      await output.add(page.alsoAt, text);
      await output.add(page.output, text);
      pages++;
    } else await output.add(page.output, made);
    if (page.listed) listedRoutes.push(page.route);
    // A turn of the event loop now and then lets V8 finish its garbage collection, whose last steps
    // wait for one: without, a 10,000-concert build's peak memory grew by 90 MB (bench/README.md).
    if (++pages % PAGES_BETWEEN_TURNS === 0) await nextTurn();
  }
  const calendarContext: CalendarContext = { content, urls, now };
  const events = new Map(grouped.groups.map((group) => [group.id, steps.toGroupEvents(group, calendarContext)]));
  for (const [file, text] of planSiteFiles({ ...calendarContext, split: grouped.split, listedRoutes, events })) await output.add(file, text);

  clock.start('editor');
  const admin = await adminBundle;
  for (const [file, text] of planAdminFiles({ bundle: admin, basePath: urls.basePath, siteName: content.site.name, siteUrl: content.site.siteUrl, concertDays: content.concerts.map((concert) => concert.start.day), backend: cms })) await output.add(file, text);
  // The editor's "is it live?": what this build was made from (src/admin/published-stamp.ts).
  await output.add(PUBLISHED_STAMP, toPublishedStamp(loaded, grouped.groups));
  clock.start('cards');
  await cards.draw((file, contents) => output.add(file, contents));

  // What the hosts read about every file above: made last, as it lists them all.
  clock.start('render');
  await output.add('_headers', toHeadersFile(output.paths, urls.basePath));
  await output.add('.htaccess', toHtaccess(urls.basePath));
  clock.stop();

  return {
    // Every file of the site; empty when they went to `write` instead.
    files,
    fileCount: output.paths.size,
    notices: [...loaded.notices, ...(checked.ok ? checked.warnings : []), ...(admin.notice ? [admin.notice] : [])],
    pages,
    // The client script's size, and gzipped (its 2 KB budget).
    clientBytes: Buffer.byteLength(client.contents),
    clientGzipBytes: gzipSync(client.contents).length,
    basePath: urls.basePath,
    stageMs: clock.stageMs,
  };
}

const PAGES_BETWEEN_TURNS = 32;

/** Whether two featured items name one group is known only here, so every problem is thrown here, at once. */
function groupContent(loaded: LoadedContent, checked: Validated, now: Date) {
  const valid = checked.ok ? checked.content : checked.valid;
  const groups = groupConcerts(valid.concerts);
  const byStem = toGroupsByStem(groups);
  const problems = checked.ok ? [] : [...checked.problems];
  if (valid.home) checkFeatured(loaded.home?.path ?? 'content/home.md', valid.home, loaded.concerts, byStem, problems);
  if (!checked.ok || problems.length > 0) throw new ContentError(problems);
  const content = checked.content;
  const { day } = toTallinnDay(now);
  const featured = toFeaturedConcerts(content.home, byStem);
  return { content, groups, split: splitByDate(groups, day), featured, choice: chooseFeaturedConcert(featured, day) };
}

/** static/ is published as it is, but its assets/ folder is the build's own. */
async function copyStatic(staticFiles: ReadonlySet<string>, staticDir: string, output: Output): Promise<void> {
  for (const file of staticFiles) {
    if (file.startsWith('assets/')) {
      throw new SiteError(`static/${file}: kaust static/assets/ on ehituse enda failide jaoks; tõsta fail mujale.`);
    }
    await output.add(file, { copyFrom: path.join(staticDir, ...file.split('/')) }, true);
  }
}

type Output = ReturnType<typeof createOutput>;

/** Hands each file on, once: a made file may not take the address of a file of static/. */
function createOutput(staticFiles: ReadonlySet<string>, write: NonNullable<BuildOptions['write']>, clock: StageClock) {
  const paths = new Set<string>();
  return {
    paths,
    async add(file: string, contents: MadeFile, fromStatic = false): Promise<void> {
      if (!fromStatic && staticFiles.has(file)) {
        throw new SiteError(`static/${file}: sama aadressiga faili teeb ehitus ise; nimeta fail ümber või eemalda see.`);
      }
      if (paths.has(file)) throw new SiteError(`Internal error: the build makes two files at ${file}`);
      paths.add(file);
      await clock.writing(() => write(file, contents));
    },
  };
}

type StageClock = ReturnType<typeof startStageClock>;

/** A stage started again adds to its time; time spent in `writing` is the write stage's. */
function startStageClock() {
  const stageMs = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
  let current: Stage | undefined;
  let last = performance.now();
  const charge = (stage: Stage | undefined) => {
    const now = performance.now();
    if (stage) stageMs[stage] += now - last;
    last = now;
  };
  return {
    stageMs,
    start(stage: Stage) {
      charge(current);
      current = stage;
    },
    async writing(handOn: () => void | Promise<void>) {
      charge(current);
      await handOn();
      charge('write');
    },
    stop() {
      charge(current);
      current = undefined;
    },
  };
}

// The shipped site built into a temporary dist/ and served by `npm run preview`'s own server, as a
// visitor's browser would get it from a static host.
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { suite, type Test } from 'uvu';
import { createPreviewServer, listen } from '../../src/serve/preview.ts';
import { buildSite, type BuildSteps } from '../../src/site.ts';
import { writeSite } from './write-site.ts';
import { launchChromium, toViewport, type ContextOptions, type Width } from './browser.ts';
import { closeServer } from './http.ts';
import { buildShipped } from './site-build.ts';
import { PROJECT_ROOT } from './temp-project.ts';
import { isTestWorker } from './test-process.ts';
import { ADMIN_FOLDER } from '../../src/admin/page.ts';

/** The contract's example instant: July's and September's concerts are upcoming, spring's are past. */
export const BUILT_AT = '2025-06-01T12:00:00+03:00';

/** An address no page has; the host answers it with 404.html. */
export const MISSING_ROUTE = '/seda-lehte-ei-ole';

export interface ServedSite {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** Every page's address, the 404 page as MISSING_ROUTE. */
  routes: string[];
  close(): Promise<void>;
}

/**
 * The site built at `now` and served; `root` is a project to build other than this one (a copy with
 * other content); `steps` the build's steps, if not `npm run build`'s (the dev server's, which
 * remember what a content change left as it was, for a test that builds one copy many times).
 */
export async function serveBuiltSite(now = BUILT_AT, root = PROJECT_ROOT, steps?: BuildSteps): Promise<ServedSite> {
  return (await buildAndServe(now, root, steps)).site;
}

let shipped: Promise<ServedSite> | undefined;

/**
 * The shipped site at BUILT_AT, which every siteSuite reads and none changes: in a test process,
 * built and served once for all its files (a build takes seconds), its close() left to the
 * process's end.
 */
function serveShippedSite(): Promise<ServedSite> {
  if (!isTestWorker()) return serveBuiltSite();
  shipped ??= buildAndServe(BUILT_AT, PROJECT_ROOT).then(({ site, folder }) => {
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    return { ...site, close: () => Promise.resolve() };
  });
  return shipped;
}

async function buildAndServe(now: string, root: string, steps?: BuildSteps): Promise<{ site: ServedSite; folder: string }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'kammer-browser-'));
  const dist = path.join(folder, 'dist');
  // The shipped site at an instant is one build per test process, whether served or read (site-build.ts).
  const result = root === PROJECT_ROOT && !steps ? await buildShipped(new Date(now)) : await buildSite({ root, now: new Date(now), steps });
  await writeSite(result.files, dist);
  const server = createPreviewServer(dist);
  const url = await listen(server, 0, '127.0.0.1');
  const routes = [...result.files.keys()].filter((file) => file.endsWith('.html') && !file.startsWith(`${ADMIN_FOLDER}/`)).map(toRoute).sort();
  const site = {
    url,
    routes,
    async close() {
      await closeServer(server);
      await rm(folder, { recursive: true, force: true });
    },
  };
  return { site, folder };
}

function toRoute(file: string): string {
  if (file === '404.html') return MISSING_ROUTE;
  if (file === 'index.html' || file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.slice(0, -'.html'.length)}`;
}

/**
 * The same visitor goes on to another route of the site in the tab they have open (their clock, time
 * zone and settings kept): a tab of its own would cost a renderer process, some 0.4 s a page.
 */
export async function goOn({ site }: { site: ServedSite }, page: Page, route: string): Promise<Page> {
  await page.goto(`${site.url}${route}`);
  return page;
}

/** A file-system-safe name for a route's screenshot: `/concerts/archive` → `concerts-archive`. */
export function toRouteName(route: string): string {
  return route.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
}

export interface SiteInBrowser {
  site: ServedSite;
  browser: Browser;
  /** A fresh page at a width, at a route of the site (default: the home page). */
  open(width: Width, route?: string): Promise<Page>;
  /** A page in a browser context of its own (touch, time zone, clock, no JavaScript) at a route of the site. */
  openInContext(route: string, options: ContextOptions): Promise<Page>;
  /** A blank page at a width, its clock fixed at `at` if given. */
  openBlank(width: Width, at?: string): Promise<Page>;
}

/**
 * The tabs of a suite's tests, and those its finished tests left for the next: a new tab costs
 * Chromium a window and a renderer, some half a second of CPU, three times loading a page in one.
 * A test has its tabs to itself, each in a browser context of its own (touch, time zone, no
 * JavaScript); once it ends, each tab drops its listeners and waits for a test that asks for the
 * same settings, which loads its own page in it (the site keeps nothing in storage or cookies).
 */
class Tabs {
  private readonly free = new Map<string, Page[]>();
  private readonly lent = new Map<Page, string>();

  constructor(private readonly browser: Browser) {}

  /** A tab at the viewport asked for, its clock fixed at `at` if given (one that never was, if not). */
  async lend({ at, viewport, ...settings }: ContextOptions): Promise<Page> {
    const key = JSON.stringify({ ...settings, clock: at !== undefined });
    let page = this.free.get(key)?.pop();
    if (!page) {
      const context = await this.browser.newContext(settings);
      context.setDefaultTimeout(10_000);
      page = await context.newPage();
    }
    if (viewport) await page.setViewportSize(viewport);
    if (at) await page.context().clock.setFixedTime(new Date(at));
    this.lent.set(page, key);
    return page;
  }

  /** The tabs lent since the last call, kept for the next tests; one closed by its test is gone. */
  takeBack(): void {
    for (const [page, key] of this.lent) {
      if (page.isClosed()) continue;
      page.removeAllListeners();
      this.free.set(key, [...(this.free.get(key) ?? []), page]);
    }
    this.lent.clear();
  }
}

/** A suite with the site built at BUILT_AT, served, and a Chromium, all closed after its last test. */
export function siteSuite(name: string): Test<SiteInBrowser> {
  const test = suite<SiteInBrowser>(name);
  let tabs: Tabs;
  test.before(async (context) => {
    context.site = await serveShippedSite();
    context.browser = await launchChromium();
    tabs = new Tabs(context.browser);
    const go = async (page: Page, route: string) => {
      await page.goto(`${context.site.url}${route}`);
      return page;
    };
    context.open = async (width, route = '/') => go(await tabs.lend({ viewport: toViewport(width) }), route);
    context.openInContext = async (route, options) => go(await tabs.lend(options), route);
    context.openBlank = async (width, at) => {
      const page = await tabs.lend({ viewport: toViewport(width), at });
      await page.goto('about:blank');
      return page;
    };
  });
  test.after.each(() => tabs.takeBack());
  test.after(async (context) => {
    await context.browser?.close();
    await context.site?.close();
  });
  return test;
}

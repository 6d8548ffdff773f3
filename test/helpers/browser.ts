// Debian's Chromium for the browser tests: found the way the contract says, launched the same way
// by every test file, and watched for what a visitor would see go wrong.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Request } from 'playwright-core';
import { requirePart } from '../../scripts/test/parts.mjs';

import { PROJECT_ROOT } from './temp-project.ts';
import { isTestWorker } from './test-process.ts';

/** Kept from the last run with SCREENSHOTS=1 for a look, ignored by git. */
const SCREENSHOTS = path.join(PROJECT_ROOT, 'test', 'browser', 'screenshots');

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The widths the site is checked at: a phone, a tablet (drawer 320px), a laptop (top bar). */
export const WIDTHS = [375, 768, 1280] as const;
export type Width = (typeof WIDTHS)[number];

/** A viewport of a typical device of that width. */
export function toViewport(width: Width): { width: number; height: number } {
  return { width, height: width === 375 ? 812 : width === 768 ? 1024 : 800 };
}

/** The Chromium `npm test` found (scripts/test/parts.mjs); where there is none it skips this file. */
export async function launchChromium(): Promise<Browser> {
  if (!isTestWorker()) return launch();
  // In a test process (scripts/test/worker.mjs) every file gets the one Chromium: starting it costs
  // a second or more (several on a busy machine) per file, and each page has a context of its own
  // anyway. A file's close() closes the contexts it made instead (the editor's tests keep one of
  // their own for the process: test/helpers/cms.ts); Playwright ends Chromium with the process.
  const running = await (shared ??= launch());
  if (!running.isConnected()) {
    shared = undefined;
    return launchChromium();
  }
  const made = new Set<BrowserContext>();
  return new Proxy(running, {
    get(target, key) {
      if (key === 'close') return () => Promise.all([...made].map((context) => context.close())).then(() => undefined);
      if (key === 'newContext') {
        return async (options?: BrowserContextOptions) => {
          const context = await target.newContext(options);
          made.add(context);
          return context;
        };
      }
      if (key === 'newPage') {
        return async (options?: BrowserContextOptions) => {
          const page = await target.newPage(options);
          made.add(page.context());
          return page;
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

let shared: Promise<Browser> | undefined;

function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: requirePart('chromium').path, args: LAUNCH_ARGS });
}

/**
 * Collects console errors, uncaught exceptions, failed requests and error responses of a page.
 * `expectedStatus` lets a page's own document answer with, say, 404 without counting as a problem.
 */
export function watchProblems(page: Page, expectedStatus: Record<string, number> = {}): string[] {
  const problems: string[] = [];
  const isExpected = (url: string, status: number) => expectedStatus[new URL(url).pathname] === status;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs every error status, even one the test asked for.
    const status = Number(/status of (\d+)/.exec(message.text())?.[1]);
    if (!isExpected(message.location().url, status)) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    // Cancelled by the browser itself (the favicon of a page left for the next one): nothing a visitor misses.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !isExpected(response.url(), response.status())) problems.push(`status ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * A blank page at a width, its clock fixed at `at` if given. Steps fail after 10 s rather than
 * Playwright's 30: each takes well under a second, and a broken page fails every one of them.
 */
export async function newPage(browser: Browser, width: Width, at?: string): Promise<Page> {
  const page = await browser.newPage({ viewport: toViewport(width) });
  page.setDefaultTimeout(10_000);
  if (at) await page.clock.setFixedTime(new Date(at));
  return page;
}

/** A browser context's options, and the instant its clock is fixed at. */
export type ContextOptions = BrowserContextOptions & { at?: string };

/**
 * A page in a browser context of its own (a touch screen, a time zone, no JavaScript), its clock
 * fixed at `at` if given, at `url`; closing the page closes its context.
 */
export async function openInContext(browser: Browser, url: string, { at, ...options }: ContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(10_000);
  if (at) await context.clock.setFixedTime(new Date(at));
  const page = await context.newPage();
  // The browser may be closing too (a suite's after hook): a context already gone is no failure,
  // and an unhandled rejection here would end the whole test process after its tests passed.
  page.on('close', () => void context.close().catch(() => undefined));
  await page.goto(url);
  return page;
}

/**
 * Whether the picture shows: waits for it to load (scrolled to, should it be lazy) and decode, where
 * reading `complete` at once can catch it still on its way.
 */
export async function showsPicture(img: Locator): Promise<boolean> {
  await img.scrollIntoViewIfNeeded();
  return img.evaluate((element: HTMLImageElement) => element.decode().then(() => element.naturalWidth > 0, () => false));
}

/** The text of what has the keyboard focus, as a screen reader would announce it (roughly). */
export function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    return !focused || focused === document.body ? '(nothing: the page itself)' : (focused.textContent ?? '').trim();
  });
}

/**
 * Saves what the page shows as test/browser/screenshots/<name>.png, `fullPage` for the whole length,
 * when SCREENSHOTS=1 asks for it: they are for a person to look at, and encoding the seventy of them
 * cost a quarter of the time of the files that take them, on every run that nobody looks at.
 */
export async function saveScreenshot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}

/**
 * Follows a page's requests from now on; the function it returns waits until the page has loaded
 * and no request of it is open over two painted frames (what layout asks for, a lazy image coming
 * into view, has been asked for by then). Playwright's 'networkidle' is the same wait plus half a
 * second of quiet on every page: the site starts no request on a timer.
 */
export function watchRequests(page: Page): () => Promise<void> {
  const open = new Set<Request>();
  let wake = () => {};
  const end = (request: Request) => {
    open.delete(request);
    if (open.size === 0) wake();
  };
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const quiet = () => (open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve)));
  return async () => {
    await page.waitForLoadState('load');
    do {
      await quiet();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    } while (open.size > 0);
  };
}

/** Presses the keys in turn, then tells what has the focus: `assert.is(await press(page, 'Tab', 'Tab'), 'Kontakt')`. */
export async function press(page: Page, ...keys: string[]): Promise<string> {
  for (const key of keys) await page.keyboard.press(key);
  return focusedText(page);
}

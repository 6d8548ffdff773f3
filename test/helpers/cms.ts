// Driving the editor at /admin/ (Decap CMS) as a maintainer does: open it on the dev server's local
// backend, go to an entry, publish. Labels are the ones config.yml gives each field.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Dialog, Page } from 'playwright-core';
import sharp from 'sharp';
import * as assert from 'uvu/assert';
import { launchChromium, saveScreenshot, toViewport } from './browser.ts';
import { isTestWorker } from './test-process.ts';
import { PROJECT_ROOT } from './temp-project.ts';

/**
 * The editor's two megabytes of script answer slowly on a busy machine (a load of 40 on two cores
 * has been seen while six people test at once): every wait gets a minute instead of ten seconds.
 */
const LOAD_TIMEOUT = 60_000;

/**
 * What the toolbar's save button reads once a form is there: for a published entry "Avalda" or
 * "Avaldatud", for a draft "Salvesta" or "Mustand salvestatud" (src/admin/client/draft-labels.ts).
 */
const SAVE_STATES = /^(Avalda(tud)?|Salvesta|Mustand salvestatud)$/;

/**
 * The editor's browser context: in a test process (scripts/test/worker.mjs) one for all the editor's
 * test files, whose dev servers each listen where the one before did (test/helpers/editor-suite.ts),
 * so that a file's first editor is the last file's page loaded again. A reload keeps the renderer
 * and what V8 compiled of the editor's two megabytes of script: half a second of CPU, against two
 * for the first load in a new page (measured in bench/README.md). Elsewhere one per file's Browser.
 */
let processContext: Promise<BrowserContext> | undefined;
const fileContexts = new WeakMap<Browser, Promise<BrowserContext>>();

function openEditorContext(browser: Browser): Promise<BrowserContext> {
  const kept = isTestWorker() ? processContext : fileContexts.get(browser);
  if (kept) return kept;
  const opened = (isTestWorker() ? launchChromium() : Promise.resolve(browser)).then((from) => from.newContext({ viewport: toViewport(1280) }));
  if (isTestWorker()) processContext = opened;
  else fileContexts.set(browser, opened);
  // Closed with its Browser, or by `releaseEditor` after Playwright's clock: the next editor gets another.
  void opened.then((context) =>
    context.on('close', () => {
      if (processContext === opened) processContext = undefined;
      if (fileContexts.get(browser) === opened) fileContexts.delete(browser);
    }),
  );
  return opened;
}

/**
 * The editor's login page, loaded afresh with nothing of an earlier test's editor left: Decap keeps
 * its sign-in in localStorage and an unsaved form in IndexedDB, which it would offer to restore. It is
 * the page an earlier file's last test gave back (`releaseEditor`) where there is one on this
 * server's address, else a new one. `watch` sees the page before it loads.
 */
export async function openLoginPage(browser: Browser, serverUrl: string, watch?: (page: Page) => void): Promise<Page> {
  const kept = takeReleasedEditor();
  const isHere = kept && new URL(kept.page.url()).origin === new URL(serverUrl).origin;
  if (kept && !isHere) await kept.page.close();
  const page = isHere ? kept.page : await (await openEditorContext(browser)).newPage();
  page.setDefaultTimeout(LOAD_TIMEOUT);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Storage.clearDataForOrigin', { origin: new URL(serverUrl).origin, storageTypes: 'local_storage,indexeddb' });
  await devtools.detach();
  watch?.(page);
  await loadAfresh(page, `${serverUrl}/admin/`);
  await page.getByRole('button', { name: 'Logi sisse' }).waitFor({ timeout: 30_000 });
  return page;
}

/**
 * The editor, signed in to the local backend (one click: it asks for no password), at `route`: the
 * one an earlier test of the file gave back with `releaseEditor` if there is one, moved there within
 * the editor, else loaded afresh. A load costs two to four seconds of CPU (Decap starts, checks its
 * config, lists the concerts); a move within the editor, a tenth of that.
 */
export async function openEditor(browser: Browser, serverUrl: string, route = ''): Promise<Page> {
  if (released?.browser === browser && !released.page.isClosed()) {
    const page = released.page;
    released = undefined;
    if (route) await goToEntry(page, serverUrl, route);
    return page;
  }
  const page = await openLoginPage(browser, serverUrl);
  await page.getByRole('button', { name: 'Logi sisse' }).click();
  await page.getByRole('link', { name: 'Kontserdid' }).first().waitFor({ timeout: 30_000 });
  // Signed in, on a collection's list, with no entry's form yet: a change of the address's hash
  // opens the entry in a form made afresh, without loading the editor's script a second time.
  if (route) {
    await page.goto(`${serverUrl}/admin/#/collections/${route}`);
    await page.getByText(SAVE_STATES).first().waitFor({ timeout: 30_000 });
  }
  return page;
}

/** The editor a test is done with, on the concert list, and the file (its Browser) it was opened in. */
let released: { page: Page; browser: Browser } | undefined;

/**
 * Gives the editor back for the file's next test, or the next file's first, instead of closing it:
 * it is left on the concert list, its form and anything unsaved in it dropped (Decap asks first, and
 * is told yes), its notices closed. A test that fails before it gets here leaves its editor to
 * itself, and the next one loads its own.
 */
export async function releaseEditor(browser: Browser, page: Page): Promise<void> {
  if (clocked.has(page.context())) {
    // Its fake timers would be every later page's of the context.
    await page.context().close();
    return;
  }
  // Decap's notices stay a while: the next test would find this one's message. They leave (half a
  // second of sliding away, then folding) while the editor goes back to the list.
  await startClosingNotices(page);
  await goToList(page, 'concerts');
  await page.getByRole('link', { name: 'Kontserdid' }).first().waitFor();
  await page.locator('.Toastify__toast').first().waitFor({ state: 'detached' });
  const earlier = released?.page;
  released = { page, browser };
  if (earlier !== page) await earlier?.close();
}

/** The port of the editor a test gave back, for the next file's dev server; 0 when there is none. */
export function toReleasedEditorPort(): number {
  return released && !released.page.isClosed() ? Number(new URL(released.page.url()).port) : 0;
}

function takeReleasedEditor(): { page: Page; browser: Browser } | undefined {
  const taken = released;
  released = undefined;
  return taken && !taken.page.isClosed() ? taken : undefined;
}

/** Editors' contexts with Playwright's clock installed. */
const clocked = new WeakSet<BrowserContext>();

/**
 * Playwright's fake timers in the editor: they are the whole browser context's, for every later
 * page and load in it, so `releaseEditor` closes that context instead of keeping its page.
 */
export async function installClock(page: Page): Promise<void> {
  clocked.add(page.context());
  await page.clock.install();
}

/** Closes Decap's notices (react-toastify's), which stay on the screen for a while otherwise. */
async function closeNotices(page: Page): Promise<void> {
  await startClosingNotices(page);
  await page.locator('.Toastify__toast').first().waitFor({ state: 'detached' });
}

/** Each notice's close button clicked at once, not waiting for one that is still sliding in to stand still. */
async function startClosingNotices(page: Page): Promise<void> {
  const buttons = await page.locator('.Toastify__toast .Toastify__close-button').all();
  await Promise.all(buttons.map((button) => button.dispatchEvent('click').catch(() => undefined)));
}

/**
 * A new document at `url` in the page's tab: a reload where the page is already on the site, which
 * keeps its renderer (by way of about:blank, Chromium starts another, and compiles the script again).
 */
async function loadAfresh(page: Page, url: string): Promise<void> {
  if (new URL(page.url()).origin !== new URL(url).origin) {
    await page.goto(url);
    return;
  }
  await page.evaluate((address) => history.replaceState(history.state, '', address), url);
  await page.reload();
}

/** The collection's list, from wherever the editor is; a form with unsaved changes is left. */
async function goToList(page: Page, collection: string): Promise<void> {
  const leave = (dialog: Dialog) => void dialog.accept();
  page.on('dialog', leave);
  try {
    await page.goto(`${page.url().replace(/#.*$/, '')}#/collections/${collection}`);
    await page.getByText(SAVE_STATES).waitFor({ state: 'detached' });
  } finally {
    page.off('dialog', leave);
  }
}

/**
 * `concerts/new`, `pages/entries/home`, `concerts/entries/2025-2026/2025-09-21-meie`, from an
 * editor `openEditor` opened, as a maintainer moves through it: by way of the entry's collection
 * list, so that the form is made afresh (from one entry straight to another, Decap keeps the form
 * and shows the last entry for a moment, and a test would read and type into it), without loading
 * the editor's script again. A form left with unsaved changes is left (Decap asks first).
 */
export async function goToEntry(page: Page, serverUrl: string, route: string): Promise<void> {
  await goToList(page, route.split('/')[0] ?? '');
  await page.goto(`${serverUrl}/admin/#/collections/${route}`);
  await page.getByText(SAVE_STATES).first().waitFor({ timeout: 30_000 });
}

/**
 * The entry at `route` in the editor loaded afresh (the sign-in is kept). Where a test reads every
 * word on the screen: Decap's toolbar asks for the entry's "Vaata saidil" address as it appears,
 * and for a page of the Lehed collection opened from within the editor it may ask before the entry
 * is there, and shows "Eelvaadet ei saanud laadida: Cannot read properties of undefined" for a while.
 */
export async function loadEntry(page: Page, serverUrl: string, route: string): Promise<void> {
  await loadAfresh(page, `${serverUrl}/admin/#/collections/${route}`);
  await page.getByText(SAVE_STATES).first().waitFor({ timeout: 30_000 });
}

/** Avalda, Avalda kohe, and the editor's "Avaldatud" in place of the button: the file is written by then. */
export async function publish(page: Page): Promise<void> {
  await save(page, { button: 'Avalda', item: 'Avalda kohe', done: 'Avaldatud' });
}

/** With "Mustand" switched on: Salvesta, Salvesta mustandina, and "Mustand salvestatud" in place of the button. */
export async function saveDraft(page: Page): Promise<void> {
  await save(page, { button: 'Salvesta', item: 'Salvesta mustandina', done: 'Mustand salvestatud' });
}

async function save(page: Page, words: { button: string; item: string; done: string }): Promise<void> {
  const isNew = /#\/collections\/[^/]+\/new\b/.test(page.url());
  await page.getByRole('button', { name: words.button, exact: true }).click();
  await page.getByText(words.item).click();
  // The editor says why it did not save (a field it finds wrong) in a toast: kept for a look. Before
  // saving it loads and decodes every picture the entry names (a dozen supporters' logos, from the
  // dev server): on a loaded machine (two test files, their browsers and dev servers on two cores)
  // that once took over 20 s, so the wait is the one the reload after a save has.
  await page
    .getByText(words.done, { exact: true })
    .first()
    .waitFor({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      await saveScreenshot(page, 'cms-not-published');
      throw error;
    });
  // A new entry is read back and opened at its file's address after the words appear (Decap's
  // persistEntry): until then a form opened next would be overwritten by this one's.
  if (isNew) await page.waitForURL(/#\/collections\/[^/]+\/entries\//, { timeout: 60_000 });
}

/** The first text box of a field by its name in the content (`place`), whatever its label. */
export function fieldInput(page: Page, name: string) {
  return page.locator(`input[id^="${name}-field-"]`).first();
}

/** The value of a field once the entry has loaded into the form (the form shows empty boxes first). */
export async function readLoadedField(page: Page, name: string): Promise<string> {
  const selector = `input[id^="${name}-field-"]`;
  await page.waitForFunction((css) => (document.querySelector<HTMLInputElement>(css)?.value ?? '') !== '', selector);
  return fieldInput(page, name).inputValue();
}

/**
 * Waits until at least `count` image fields show a picture of their own, not Decap's empty
 * placeholder: an SVG with nothing in it, which loads like any picture (300 pixels wide), so what
 * each field's object URL holds is read, once per URL, beside the page's polling. With `holding`,
 * one of them must be that file's text.
 */
export async function waitForPictures(page: Page, count: number, holding?: string): Promise<void> {
  await page.waitForFunction(
    ({ least, placeholder, wanted }) => {
      const held = ((window as { heldPictures?: Map<string, string> }).heldPictures ??= new Map());
      const images = [...document.querySelectorAll<HTMLImageElement>('img[role="presentation"][src^="blob:"]')];
      const shown = images.filter((img) => img.complete && img.naturalWidth > 0).map((img) => held.get(img.src) ?? fetchInto(held, img.src));
      const pictures = shown.filter((text) => text !== '' && text !== placeholder);
      return pictures.length >= least && (wanted === undefined || pictures.includes(wanted));

      function fetchInto(into: Map<string, string>, src: string): string {
        into.set(src, '');
        void fetch(src).then((response) => response.text()).then((text) => into.set(src, text));
        return '';
      }
    },
    { least: count, placeholder: DECAP_PLACEHOLDER, wanted: holding },
    { timeout: LOAD_TIMEOUT },
  );
}

/** What decap-cms-core's getAsset answers while a picture is still being fetched (src/actions/media.ts). */
const DECAP_PLACEHOLDER = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';

/** The pictures of the editors' guide (content/README.md). */
const GUIDE_SCREENS = path.join(PROJECT_ROOT, 'docs', 'editor-screens');

/**
 * With UPDATE_SCREENSHOTS=1, what the editor shows now becomes the guide's picture `name`, 1280
 * pixels wide, as a small palette PNG. The tests that call it have checked what the screen must show.
 */
export async function keepGuideScreen(page: Page, name: string): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  // Not in the guide: a notice of an earlier step, or Decap's own "Eelvaadet ei saanud laadida" on
  // a page of Lehed opened from within the editor (loadEntry says more).
  await closeNotices(page);
  const shot = await page.screenshot();
  assert.is((await sharp(shot).metadata()).width, 1280);
  await mkdir(GUIDE_SCREENS, { recursive: true });
  await sharp(shot).png({ palette: true, colours: 64, compressionLevel: 9 }).toFile(path.join(GUIDE_SCREENS, `${name}.png`));
}

/**
 * Opens an image field's media library (the last field with `button` on it, or the first with
 * `at: 'first'`), uploads `file` and inserts it into the field.
 */
export async function chooseUpload(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }, at: 'first' | 'last' = 'last'): Promise<void> {
  const buttons = page.getByRole('button', { name: button });
  await (at === 'first' ? buttons.first() : buttons.last()).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Vali see' }).click();
}

// Driving the editor at /admin/ (Decap CMS) as a maintainer does: open it on the dev server's local
// backend, go to an entry, publish. Labels are the ones config.yml gives each field.
import type { Browser, Page } from 'playwright-core';
import { newPage, saveScreenshot } from './browser.ts';

/**
 * The editor's two megabytes of script answer slowly on a busy machine (a load of 40 on two cores
 * has been seen while six people test at once): every wait gets a minute instead of ten seconds.
 */
const LOAD_TIMEOUT = 60_000;

/** The editor, signed in to the local backend (one click: it asks for no password), at `route`. */
export async function openEditor(browser: Browser, serverUrl: string, route = ''): Promise<Page> {
  const page = await newPage(browser, 1280);
  page.setDefaultTimeout(LOAD_TIMEOUT);
  await page.goto(`${serverUrl}/admin/`);
  await page.getByRole('button', { name: 'Logi sisse' }).click();
  await page.getByRole('link', { name: 'Kontserdid' }).first().waitFor({ timeout: 30_000 });
  // Signed in, on a collection's list, with no entry's form yet: a change of the address's hash
  // opens the entry in a form made afresh, without loading the editor's script a second time.
  if (route) {
    await page.goto(`${serverUrl}/admin/#/collections/${route}`);
    await page.getByText(/^Avalda(tud)?$/).first().waitFor({ timeout: 30_000 });
  }
  return page;
}

/**
 * `concerts/new`, `pages/entries/home`, `concerts/entries/2025-2026/2025-09-21-meie`. The page is
 * loaded afresh (the sign-in is kept): moving within the editor shows the last entry's form for a
 * moment, and a test would read and type into it.
 */
export async function goToEntry(page: Page, serverUrl: string, route: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${serverUrl}/admin/#/collections/${route}`);
  await page.getByText(/^Avalda(tud)?$/).first().waitFor({ timeout: 30_000 });
}

/** Avalda, Avalda kohe, and the editor's "Avaldatud" in place of the button: the file is written by then. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Avalda', exact: true }).click();
  await page.getByText('Avalda kohe').click();
  // The editor says why it did not save (a field it finds wrong) in a toast: kept for a look.
  await page
    .getByText('Avaldatud', { exact: true })
    .waitFor({ timeout: 20_000 })
    .catch(async (error: unknown) => {
      await saveScreenshot(page, 'cms-not-published');
      throw error;
    });
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

// The concert search of the list pages: by keyboard, with and without diacritics, results announced,
// nothing loaded before the visitor starts to search, nothing asked of another host.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { focusedText, saveScreenshot, toViewport, watchRequests } from '../helpers/browser.ts';
import { siteSuite } from '../helpers/served-site.ts';

/** Tabs through the page from its top until the search field has the focus, as a keyboard user would. */
async function tabToSearch(page: Page): Promise<void> {
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'search')) return;
  }
  assert.unreachable('the search field is never reached with Tab');
}

const resultNames = (page: Page) => page.locator('[data-search-results] a').allInnerTexts();

const search = siteSuite('the concert search');

search('should load nothing for search until the visitor starts to search, then only from the site', async ({ open, site }) => {
  const page = await open(375, '/concerts/upcoming');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await watchRequests(page)();
  assert.equal(requests.filter((url) => /search/.test(url)), [], 'no search script or index before the field is used');
  await tabToSearch(page);
  await page.keyboard.type('tuur');
  await page.locator('[data-search-results] a').first().waitFor();
  assert.ok(requests.some((url) => /\/assets\/search\.[0-9a-f]+\.json$/.test(url)), 'the index is fetched once the field is used');
  assert.equal(requests.filter((url) => !url.startsWith(site.url)), [], 'no request leaves the site');
});

search('should load the search script and its index once, whatever the order of focus and typing (issue 33)', async ({ open }) => {
  for (const start of ['focus', 'type'] as const) {
    const page = await open(375, '/concerts/upcoming');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const settled = watchRequests(page);
    const field = page.locator('input[type="search"]');
    if (start === 'focus') {
      await field.focus();
      await page.keyboard.type('tuur');
    } else {
      // Text arrives in the field before any focus event: a dictation tool or an autofill does so.
      await field.evaluate((input: HTMLInputElement) => {
        input.value = 'tuur';
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.focus();
      });
    }
    await page.locator('[data-search-results] a').first().waitFor();
    await page.keyboard.type(' ');
    await settled();
    assert.is(requests.filter((url) => /\/search\.[0-9a-f]+\.js$/.test(url)).length, 1, `one script request (${start} first)`);
    assert.is(requests.filter((url) => /\/search\.[0-9a-f]+\.json$/.test(url)).length, 1, `one index request (${start} first)`);
  }
});

search('should find concerts of every season typed without diacritics, and announce how many', async ({ open }) => {
  const page = await open(1280, '/concerts/upcoming');
  await tabToSearch(page);
  await page.keyboard.type('dvorak');
  await page.locator('[data-search-results] a').first().waitFor();
  assert.equal(await resultNames(page), ['Kammermuusika õhtu'], 'a past concert, found from the upcoming list');
  assert.is(await page.locator('[data-search-status]').getAttribute('role'), 'status', 'a live region');
  assert.is(await page.getByRole('status').innerText(), 'Leiti 1 kontsert.');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('tuur');
  await page.getByText('Leiti 2 kontserti.').waitFor();
  assert.equal((await resultNames(page)).sort(), ['MEIE!', 'Sügisene serenaad']);
  await saveScreenshot(page, 'search-tuur');
});

search('should find the same concerts with diacritics typed, on the archive too', async ({ open }) => {
  const page = await open(375, '/concerts/archive');
  await tabToSearch(page);
  await page.keyboard.type('Tüür');
  await page.getByText('Leiti 2 kontserti.').waitFor();
  assert.equal((await resultNames(page)).sort(), ['MEIE!', 'Sügisene serenaad']);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('xyzzy');
  await page.getByText('Ühtegi kontserti ei leitud.').waitFor();
  assert.equal(await resultNames(page), []);
});

search('should take the keyboard from the field to a result and open its page', async ({ open, site }) => {
  const page = await open(768, '/concerts/upcoming');
  await tabToSearch(page);
  await page.keyboard.type('dvorak');
  await page.locator('[data-search-results] a').first().waitFor();
  await page.keyboard.press('ArrowDown');
  assert.is(await focusedText(page), 'Kammermuusika õhtu');
  await Promise.all([page.waitForURL(`${site.url}/concerts/2025-04-26-haapsalu`), page.keyboard.press('Enter')]);
  assert.ok(await page.getByRole('heading', { name: 'Kammermuusika õhtu' }).isVisible());
});

search('should leave the lists as they are without JavaScript, with no search field shown', async ({ openInContext }) => {
  const page = await openInContext('/concerts/upcoming', { viewport: toViewport(375), javaScriptEnabled: false });
  assert.not.ok(await page.locator('input[type="search"]').isVisible());
  assert.ok((await page.locator('[data-key-date]:visible').count()) > 0);
});

search.run();

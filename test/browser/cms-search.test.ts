// Issue 32, "search that finds": the concert list's search and the featured-concert picker find
// concerts by whole words of heading, performers, programme and place, in any order, with or
// without diacritics, and the picker offers nothing when nothing matches.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { saveScreenshot } from '../helpers/browser.ts';
import { openEditor, releaseEditor } from '../helpers/cms.ts';
import { createEditorSuite } from '../helpers/editor-suite.ts';

const search = createEditorSuite('finding concerts in the editor');

search('should find Tüür by "tuur" and "Tüür", and only Kadri Tamm\'s concerts by "kadri tamm"', async ({ browser, server }) => {
  const page = await openEditor(browser, server.url);
  assert.equal(await searchList(page, 'tuur'), ['13.09.2025 16:00 · Sügisene serenaad · Tallinna raekoja saal', '21.09.2025 16:00 · MEIE! · Narva-Jõesuu kuursaal']);
  assert.equal(await searchList(page, 'Tüür'), await searchList(page, 'tuur'));
  assert.equal(await searchList(page, 'tamm KADRI'), ['15.03.2025 19:00 · Bachi pärand Barokist tänapäeva · Tallinna Mustpeade maja', '21.09.2025 16:00 · MEIE! · Narva-Jõesuu kuursaal']);
  await saveScreenshot(page, 'cms-search');
  assert.equal((await searchList(page, 'Bach')).length, 3);
  await releaseEditor(browser, page);
});

search('should show heading, date and place for each choice of the featured concert, and none when nothing matches', async ({ browser, server }) => {
  const page = await openEditor(browser, server.url, 'pages/entries/home');
  const picker = page.locator('input[id^="concert-field-"]').first();
  const control = picker.locator('xpath=ancestor::*[contains(@class, "-control")][1]');
  const chosen = () => control.innerText();
  // The chosen concert is named once the concerts have loaded.
  await control.getByText('21.09.2025 16:00 · MEIE! · Narva-Jõesuu kuursaal').waitFor();
  const before = await chosen();
  await picker.fill('valguse');
  const option = page.getByRole('option');
  // Every concert is offered until the search for what was typed answers.
  await option.filter({ hasText: 'Valguse ootuses' }).waitFor();
  await option.nth(1).waitFor({ state: 'detached' });
  assert.equal(await option.allInnerTexts(), ['20.12.2025 18:00 · Valguse ootuses · Tallinna Jaani kirik']);
  await saveScreenshot(page, 'cms-featured-picker');
  await picker.fill('zzzz');
  await page.getByText(/^Ükski kontsert ei vasta/).waitFor();
  assert.is(await option.count(), 0);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  assert.is(await chosen(), before, 'Enter picks nothing');
  await releaseEditor(browser, page);
});

search.run();

/** The list's search ("Otsi kõikjalt" and Enter): the rows found, in order. */
async function searchList(page: Page, query: string): Promise<string[]> {
  const box = page.getByPlaceholder(/^Otsi/);
  await box.fill(query);
  await box.press('Enter');
  await page.waitForURL((url) => decodeURIComponent(url.hash).endsWith(`/search/${query}`));
  await page.getByRole('heading', { name: new RegExp(`Otsingu „${query}”`) }).waitFor();
  const rows = page.locator('a[href*="/collections/concerts/entries/"]');
  await rows.first().waitFor();
  return (await rows.allInnerTexts()).map((text) => text.trim());
}

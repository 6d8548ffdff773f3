// A site built on 1 June 2025 and visited later: the client script moves each concert group to the
// right list by the visitor's clock, in Tallinn's calendar, and the footer shows the visit's year.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { saveScreenshot, toViewport } from '../helpers/browser.ts';
import { goOn, siteSuite, type SiteInBrowser } from '../helpers/served-site.ts';

const JULY = '2025-07-06';
const SEPTEMBER = '2025-09-13';
/** MEIE! and the Christmas concert, the featured concerts of 2025/2026. */
const AUTUMN = [SEPTEMBER, '2025-09-21', '2025-12-20'];
const SPRING = ['2025-04-26', '2025-03-15'];

/** A visitor's phone with its own clock and time zone. */
function visit({ openInContext }: SiteInBrowser, route: string, options: { at: string; timezoneId?: string; javaScriptEnabled?: boolean }): Promise<Page> {
  return openInContext(route, { viewport: toViewport(375), ...options });
}

/** The key dates of the groups a visitor sees, top to bottom. */
function shownGroups(page: Page): Promise<string[]> {
  return page.locator('[data-key-date]:visible').evaluateAll((groups) => groups.map((group) => (group as HTMLElement).dataset.keyDate ?? ''));
}

const emptyState = (page: Page) => page.locator('[data-empty-state]');

const split = siteSuite('the concert lists split by the visit\'s date');

split('should list July\'s concerts as past, not upcoming, on a visit on 1 August', async (context) => {
  const upcoming = await visit(context, '/concerts/upcoming', { at: '2025-08-01T10:00:00+03:00' });
  assert.equal(await shownGroups(upcoming), AUTUMN);
  assert.not.ok(await emptyState(upcoming).isVisible());
  const archive = await goOn(context, upcoming, '/concerts/archive');
  assert.equal(await shownGroups(archive), [JULY, ...SPRING], 'newest first');
  assert.ok(await archive.getByRole('heading', { name: 'Suveõhtu mere ääres' }).isVisible());
  assert.not.ok(await emptyState(archive).isVisible());
});

split('should show the upcoming list\'s empty state on a visit after every concert', async (context) => {
  const upcoming = await visit(context, '/concerts/upcoming', { at: '2025-12-21T09:00:00+02:00' });
  assert.equal(await shownGroups(upcoming), []);
  assert.match(await emptyState(upcoming).innerText(), 'Tulekul kontserte praegu kavas ei ole');
  const archive = await goOn(context, upcoming, '/concerts/archive');
  assert.equal(await shownGroups(archive), [...[...AUTUMN].reverse(), JULY, ...SPRING]);
});

split('should keep a concert upcoming all through its own day in Tallinn', async (context) => {
  const page = await visit(context, '/concerts/upcoming', { at: '2025-09-13T23:30:00+03:00' });
  assert.equal(await shownGroups(page), AUTUMN);
});

split('should take the date in Tallinn, not the visitor\'s: New York on the evening of a concert day sees it as past', async (context) => {
  const at = '2025-07-06T20:00:00-04:00'; // already 7 July, 03:00, in Tallinn
  const upcoming = await visit(context, '/concerts/upcoming', { at, timezoneId: 'America/New_York' });
  assert.is(await upcoming.evaluate(() => new Date().getDate()), 6, 'still 6 July on the visitor\'s own clock');
  assert.equal(await shownGroups(upcoming), AUTUMN);
  const archive = await goOn(context, upcoming, '/concerts/archive');
  assert.equal(await shownGroups(archive), [JULY, ...SPRING]);
});

split('should point a concert page\'s back link and current menu item to the list the concert is on at the visit', async (context) => {
  const page = await visit(context, '/concerts/2025-07-06-narva-joesuu', { at: '2025-08-01T10:00:00+03:00' });
  await page.getByRole('button', { name: 'Menüü', exact: true }).click();
  assert.is(await page.locator('#drawer [aria-current="page"]').innerText(), 'Toimunud', 'the drawer marks the list the concert is on');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Kõik toimunud kontserdid' }).click();
  await page.waitForURL('**/concerts/archive');
});

split('should keep the build\'s split without JavaScript', async (context) => {
  const options = { at: '2025-08-01T10:00:00+03:00', javaScriptEnabled: false };
  const upcoming = await visit(context, '/concerts/upcoming', options);
  assert.equal(await shownGroups(upcoming), [JULY, ...AUTUMN]);
  // The bar is as high as with JavaScript (issue 33): its no-script menu opens over the page.
  const barHeight = (page: Page) => page.locator('.app-bar').evaluate((bar) => bar.getBoundingClientRect().height);
  const withScript = await visit(context, '/concerts/upcoming', { at: options.at });
  assert.is(await barHeight(upcoming), await barHeight(withScript), 'the bar\'s height without JavaScript');
  assert.not.ok(await upcoming.getByRole('link', { name: 'Tulekul' }).first().isVisible(), 'the menu starts closed');
  await upcoming.locator('summary', { hasText: 'Menüü' }).click();
  assert.ok(await upcoming.getByRole('link', { name: 'Tulekul' }).first().isVisible(), 'the no-script menu');
  assert.is(await barHeight(upcoming), await barHeight(withScript), 'the open menu covers the page rather than growing the bar');
  await saveScreenshot(upcoming, 'no-javascript-upcoming-375');
  const archive = await goOn(context, upcoming, '/concerts/archive');
  assert.equal(await shownGroups(archive), SPRING);
  assert.is(await archive.locator(`[data-key-date="${JULY}"][hidden]`).count(), 1, 'carried, hidden, for the script');
});

split('should show the year of the visit in the footer, in Tallinn', async (context) => {
  const inTallinn = await visit(context, '/contact', { at: '2031-03-01T12:00:00+02:00' });
  // New Year's Eve in New York is already New Year's Day in Tallinn.
  const inNewYork = await visit(context, '/', { at: '2030-12-31T20:00:00-05:00', timezoneId: 'America/New_York' });
  assert.is(await inTallinn.locator('footer').innerText(), '© 2031 Tallinna Kammermuusika Selts');
  assert.is(await inNewYork.locator('footer').innerText(), '© 2031 Tallinna Kammermuusika Selts');
});

split.run();

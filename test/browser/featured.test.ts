// The home page follows the calendar: a site built on 1 June 2025 shows MEIE! until its last date,
// then the Christmas concert, and after both the Christmas concert as having taken place, by the
// visitor's clock in Tallinn's calendar. Without JavaScript the build's choice stands.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { saveScreenshot, toViewport, WIDTHS, type Width } from '../helpers/browser.ts';
import { goOn, siteSuite, type SiteInBrowser } from '../helpers/served-site.ts';

/** A visitor of the home page with their own clock, time zone and width. */
function visitHome({ openInContext }: SiteInBrowser, options: { at: string; timezoneId?: string; javaScriptEnabled?: boolean; width?: Width }): Promise<Page> {
  const { width = 375, ...rest } = options;
  return openInContext('/', { viewport: toViewport(width), ...rest });
}

/** What the visitor sees of the featured block: its title, whether it says it took place, the ticket and Tulekul links. */
async function featuredState(page: Page) {
  const shown = page.locator('[data-featured]:visible');
  assert.is(await shown.count(), 1, 'exactly one featured concert is shown');
  return {
    title: (await shown.locator('h1').innerText()).trim(),
    keyDate: await shown.getAttribute('data-key-date'),
    past: await shown.getByText('Kontsert on toimunud.').isVisible(),
    ticket: await shown.getByRole('link', { name: /Osta pilet/ }).isVisible(),
    upcomingLink: await shown.getByRole('link', { name: 'Vaata eesootavaid kontserte' }).isVisible(),
  };
}

const MEIE = { title: 'MEIE!', keyDate: '2025-09-21', past: false, ticket: true, upcomingLink: false };
const CHRISTMAS = { title: 'Valguse ootuses', keyDate: '2025-12-20', past: false, ticket: true, upcomingLink: false };
const CHRISTMAS_PAST = { ...CHRISTMAS, past: true, ticket: false, upcomingLink: true };

const home = siteSuite('the home page\'s featured concert by the visit\'s date');

home('should show MEIE! before its first date, with the ticket link', async (context) => {
  const page = await visitHome(context, { at: '2025-09-01T12:00:00+03:00' });
  assert.equal(await featuredState(page), MEIE);
  const shown = page.locator('[data-featured]:visible');
  assert.equal(await shown.locator('.featured__dates time').allInnerTexts(), [
    '19. september 2025 kell 19:00',
    '20. september 2025 kell 18:00',
    '21. september 2025 kell 16:00',
  ]);
  assert.is(await shown.locator('ol.programme > li').count(), 5);
});

home('should keep MEIE! all through its last day in Tallinn', async (context) => {
  const page = await visitHome(context, { at: '2025-09-21T23:30:00+03:00' });
  assert.equal(await featuredState(page), MEIE);
});

home('should show the Christmas concert between the two, the next featured concert in home.md\'s order', async (context) => {
  const page = await visitHome(context, { at: '2025-10-01T12:00:00+03:00' });
  assert.equal(await featuredState(page), CHRISTMAS);
});

home('should take Tallinn\'s day: New York late on MEIE!\'s last day already sees the Christmas concert', async (context) => {
  const at = '2025-09-21T21:30:00-04:00'; // 22 September, 04:30, in Tallinn
  const page = await visitHome(context, { at, timezoneId: 'America/New_York' });
  assert.is(await page.evaluate(() => new Date().getDate()), 21, 'still 21 September on the visitor\'s own clock');
  assert.equal(await featuredState(page), CHRISTMAS);
});

home('should show the latest featured concert as having taken place after all of them, no ticket link, a link to Tulekul', async (context) => {
  const page = await visitHome(context, { at: '2026-01-10T12:00:00+02:00' });
  assert.equal(await featuredState(page), CHRISTMAS_PAST);
  await page.locator('[data-featured]:visible').getByRole('link', { name: 'Vaata eesootavaid kontserte' }).click();
  await page.waitForURL('**/concerts/upcoming');
});

home('should keep the build\'s choice without JavaScript', async (context) => {
  const page = await visitHome(context, { at: '2026-01-10T12:00:00+02:00', javaScriptEnabled: false });
  assert.equal(await featuredState(page), MEIE);
});

home('should look right at every width, upcoming and past', async (context) => {
  // One visit for each date, resized to each width: the layout is the stylesheet's, and the client
  // script chose the featured concert by the clock alone. The later visit is the same tab with the
  // clock moved on and the page loaded again.
  const page = await visitHome(context, { at: '2025-09-01T12:00:00+03:00' });
  for (const width of WIDTHS) {
    await page.setViewportSize(toViewport(width));
    await saveScreenshot(page, `home-featured-${width}`, true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    assert.not.ok(overflow, `${width} px: the page scrolls sideways`);
  }
  await page.context().clock.setFixedTime(new Date('2026-01-10T12:00:00+02:00'));
  await goOn(context, page, '/');
  assert.equal(await featuredState(page), CHRISTMAS_PAST, 'the later visit sees the concert as past');
  for (const width of WIDTHS) {
    await page.setViewportSize(toViewport(width));
    await saveScreenshot(page, `home-featured-past-${width}`);
  }
});

home.run();

/** `[heading, shown]` of every season on a list page, top to bottom. */
function seasons(page: Page): Promise<[string, boolean][]> {
  return page.locator('[data-season]').evaluateAll((sections) =>
    sections.map((section) => {
      const heading = section.querySelector('h2') as HTMLElement;
      return [heading.textContent ?? '', heading.checkVisibility() && !heading.hidden && !(section as HTMLElement).hidden] as [string, boolean];
    }),
  );
}

const seasonSuite = siteSuite('season headings before and after the client\'s split');

seasonSuite('should show the build\'s seasons without JavaScript, every group of 1 June 2025 under its season', async (context) => {
  const options = { viewport: toViewport(768), at: '2025-08-01T10:00:00+03:00', javaScriptEnabled: false };
  const upcoming = await context.openInContext('/concerts/upcoming', options);
  assert.equal(await seasons(upcoming), [['Hooaeg 2024/2025', true], ['Hooaeg 2025/2026', true]]);
  const archive = await goOn(context, upcoming, '/concerts/archive');
  assert.equal(await seasons(archive), [['Hooaeg 2025/2026', false], ['Hooaeg 2024/2025', true]], 'the archive\'s newest season holds only groups still upcoming on 1 June');
});

seasonSuite('should hide a season whose groups the visitor\'s clock moved away, and show one it brought', async (context) => {
  const options = { viewport: toViewport(768), at: '2025-08-01T10:00:00+03:00' };
  const upcoming = await context.openInContext('/concerts/upcoming', options);
  assert.equal(await seasons(upcoming), [['Hooaeg 2024/2025', false], ['Hooaeg 2025/2026', true]], 'July\'s concert is past: its season leaves the upcoming page');
  await saveScreenshot(upcoming, 'seasons-upcoming-768');
  const archive = await goOn(context, upcoming, '/concerts/archive');
  assert.equal(await seasons(archive), [['Hooaeg 2025/2026', false], ['Hooaeg 2024/2025', true]]);
});

seasonSuite('should show both seasons on the archive and none on the empty upcoming page after every concert', async (context) => {
  const options = { viewport: toViewport(768), at: '2026-01-10T12:00:00+02:00' };
  const upcoming = await context.openInContext('/concerts/upcoming', options);
  assert.equal(await seasons(upcoming), [['Hooaeg 2024/2025', false], ['Hooaeg 2025/2026', false]]);
  assert.ok(await upcoming.locator('[data-empty-state]').isVisible());
  const archive = await goOn(context, upcoming, '/concerts/archive');
  assert.equal(await seasons(archive), [['Hooaeg 2025/2026', true], ['Hooaeg 2024/2025', true]]);
  await saveScreenshot(archive, 'seasons-archive-768', true);
});

seasonSuite.run();

// Every page of the built site at a phone, a tablet and a laptop width: it loads cleanly, nothing
// sticks out sideways on a phone, nothing moves as it loads (issue 33), axe-core finds no serious
// or critical violation at a phone's and a laptop's width, and a screenshot of it is kept for a look
// (test/browser/screenshots/). One load of each page for all of them.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { findViolations } from '../helpers/axe.ts';
import { saveScreenshot, watchProblems, watchRequests, WIDTHS, type Width } from '../helpers/browser.ts';
import { readShifts, withShiftsRecorded } from '../helpers/layout-shifts.ts';
import { BUILT_AT, MISSING_ROUTE, siteSuite, toRouteName, type ServedSite } from '../helpers/served-site.ts';

const routes = siteSuite('every route in a browser');

routes('should build the pages the contract lists, and a page for each concert group', ({ site }) => {
  for (const route of ['/', '/concerts/', '/concerts/upcoming', '/concerts/archive', '/contact', MISSING_ROUTE]) {
    assert.ok(site.routes.includes(route), `${route} missing from ${site.routes.join(', ')}`);
  }
  assert.ok(site.routes.filter((route) => /^\/concerts\/\d{4}-/.test(route)).length >= 4, site.routes.join(', '));
});

for (const width of WIDTHS) {
  const sideways = width === 375 ? ', nothing wider than the screen' : '';
  const withAxe = width !== 768;
  const axe = withAxe ? ', no serious or critical axe violation' : '';
  routes(`should load every route at ${width}px with no console error or failed request${sideways}, nothing moving${axe}, and save its screenshot`, async ({ site, browser }) => {
    // Visited on the day it was built, so that both lists show concerts in the screenshots; in a
    // context of its own, which starts with nothing cached, as a first visit does.
    await withShiftsRecorded(browser, width, BUILT_AT, (page) => checkEveryRoute(page, site, width, withAxe));
  });
}

/** Each route loaded once in `page`, and checked for all the file says; axe's findings at the end, together. */
async function checkEveryRoute(page: Page, site: ServedSite, width: Width, withAxe: boolean): Promise<void> {
  const problems = watchProblems(page, { [MISSING_ROUTE]: 404 });
  const settled = watchRequests(page);
  const violations: string[] = [];
  for (const route of site.routes) {
    const response = await page.goto(`${site.url}${route}`);
    assert.is(response?.status(), route === MISSING_ROUTE ? 404 : 200, route);
    // The client script marks the page as its first act; a page without it has lost its menu.
    await page.locator('html.js').waitFor({ state: 'attached', timeout: 5_000 });
    // Every request done and two frames painted since: whatever would move has moved.
    await settled();
    const { total, recorded } = await readShifts(page);
    assert.is(total, 0, `${route} moved as it loaded at ${width} px: ${JSON.stringify(recorded)}`);
    // The home page holds an h1 in every featured concert; the one the visitor is shown is the only one visible.
    assert.is(await page.locator('h1:visible').count(), 1, `${route}: one h1`);
    // Dates read alike at every width: "kell 19:00" is never split, and a place's map link sits under it.
    const layout = await page.evaluate(() => ({
      splitClocks: [...document.querySelectorAll('.concert-time__clock')].filter((clock) => clock.getClientRects().length > 1).map((clock) => clock.textContent),
      inlineMapLinks: [...document.querySelectorAll('.venue-map-link')]
        .filter((link) => {
          const place = link.closest('li')?.querySelector('.concert-dates__place');
          return place && link.getBoundingClientRect().top < place.getBoundingClientRect().bottom - 1;
        })
        .map((link) => link.textContent),
    }));
    assert.equal(layout, { splitClocks: [], inlineMapLinks: [] }, `${route} at ${width}px`);
    if (width === 375) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.is(overflow, 0, `${route} is ${overflow}px wider than the screen`);
    }
    await saveScreenshot(page, `${toRouteName(route)}-${width}`, true);
    assert.equal(problems, [], `${route} at ${width}px`);
    if (withAxe) for (const violation of await findViolations(page)) violations.push(`${route}: ${violation}`);
  }
  assert.equal(violations, [], `axe at ${width}px`);
}

routes('should show the 404 page in Estonian with a way back home', async ({ site, open }) => {
  const page = await open(375, MISSING_ROUTE);
  assert.is(await page.locator('h1').innerText(), 'Lehte ei leitud');
  await page.getByRole('link', { name: 'Tagasi esilehele' }).click();
  await page.waitForURL(`${site.url}/`);
});

routes.run();

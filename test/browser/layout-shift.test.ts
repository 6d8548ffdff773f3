// Issue 33: nothing moves under the visitor's eyes. On every route, at a phone's and a laptop's
// width, a year after the build (when every group has changed list and the home page shows its
// "has taken place" state), and when a page arrives in pieces, the layout-shift total the browser
// measures is 0. On the build's day every route is measured as routes.test.ts loads it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as assert from 'uvu/assert';
import { watchRequests, type Width } from '../helpers/browser.ts';
import { readShifts, withShiftsRecorded } from '../helpers/layout-shifts.ts';
import { siteSuite } from '../helpers/served-site.ts';

const ROUTES = ['/', '/concerts/upcoming', '/concerts/archive', '/contact', '/concerts/2025-09-21-meie'];
const A_YEAR_LATER = '2026-06-01T12:00:00+03:00';

const shifts = siteSuite('layout shift');

for (const width of [375, 1280] as Width[]) {
  shifts(`should move nothing on any route at ${width} px, visited ${A_YEAR_LATER.slice(0, 10)}`, async ({ browser, site }) => {
    await withShiftsRecorded(browser, width, A_YEAR_LATER, async (page) => {
      const settled = watchRequests(page);
      for (const route of ROUTES) {
        await page.goto(`${site.url}${route}`);
        await settled();
        const { total, recorded } = await readShifts(page);
        assert.is(total, 0, `${route} at ${width} px on ${A_YEAR_LATER.slice(0, 10)}: ${JSON.stringify(recorded)}`);
      }
    });
  });
}

/**
 * Serves the site through a proxy that sends `route`'s page in two pieces, the second (from the
 * page's inline step on) only once `release` is called: a page arriving over a slow network, which
 * the browser paints as far as it has it.
 */
async function serveInTwoPieces(siteUrl: string, route: string): Promise<{ url: string; release: () => void; close: () => Promise<void> }> {
  const html = await (await fetch(`${siteUrl}${route}`)).text();
  const cut = html.indexOf('<script>(function(){');
  assert.ok(cut > 0, `${route} has the inline step`);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const proxy = http.createServer((req, res) => {
    if (req.url === route) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, cut));
      void released.then(() => res.end(html.slice(cut)));
      return;
    }
    http.get(`${siteUrl}${req.url ?? '/'}`, (upstream) => {
      res.writeHead(upstream.statusCode ?? 502, upstream.headers);
      upstream.pipe(res);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  // The tab stays for the next page: its idle connections to this proxy go with it.
  const close = () =>
    new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      proxy.closeAllConnections();
    });
  return { url, release, close };
}

shifts('should move nothing when a page arrives in pieces and the browser paints the first before the step', async ({ browser, site }) => {
  // One tab for the three: each page comes through a proxy of its own, at an address the tab has
  // nothing cached for.
  await withShiftsRecorded(browser, 375, A_YEAR_LATER, async (page) => {
    const settled = watchRequests(page);
    for (const route of ['/', '/concerts/archive', '/concerts/2025-07-06-narva-joesuu']) {
      const served = await serveInTwoPieces(site.url, route);
      try {
        await page.goto(`${served.url}${route}`, { waitUntil: 'commit' });
        // The first piece painted (the bar and the heading at least) before the rest is sent.
        await page.waitForFunction(() => (window as unknown as { painted?: boolean }).painted === true);
        served.release();
        await settled();
        const { total, recorded } = await readShifts(page);
        assert.is(total, 0, `${route}, painted in two pieces: ${JSON.stringify(recorded)}`);
        assert.ok(await page.locator('[data-day-pending]').count() === 0, `${route}: shown once decided`);
      } finally {
        served.release();
        await served.close();
      }
    }
  });
});

shifts.run();

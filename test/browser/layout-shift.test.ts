// Issue 33: nothing moves under the visitor's eyes. On every route, at a phone's and a laptop's
// width, on the build's day and a year later (when every group has changed list and the home page
// shows its "has taken place" state), the layout-shift total the browser measures is 0.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as assert from 'uvu/assert';
import { toViewport, watchRequests, type Width } from '../helpers/browser.ts';
import { BUILT_AT, siteSuite } from '../helpers/served-site.ts';

const ROUTES = ['/', '/concerts/upcoming', '/concerts/archive', '/contact', '/concerts/2025-09-21-meie'];
const A_YEAR_LATER = '2026-06-01T12:00:00+03:00';

/** Installed before any of the page's own code: every shift from the first paint on, not one caused by input. */
function recordShifts(): void {
  const shifts: { value: number; sources: string[] }[] = [];
  (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((source) => {
        const node = source.node as Element | undefined;
        return node?.nodeType === 1 ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
      });
      shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // Read through an observer: Playwright's clock stands in for `performance` itself.
  new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) (window as unknown as { painted: boolean }).painted = true;
  }).observe({ type: 'paint', buffered: true });
}

const shifts = siteSuite('layout shift');

for (const at of [BUILT_AT, A_YEAR_LATER]) {
  for (const width of [375, 1280] as Width[]) {
    shifts(`should move nothing on any route at ${width} px, visited ${at.slice(0, 10)}`, async ({ browser, site }) => {
      const context = await browser.newContext({ viewport: toViewport(width) });
      try {
        await context.clock.setFixedTime(new Date(at));
        await context.addInitScript(recordShifts);
        const page = await context.newPage();
        page.setDefaultTimeout(10_000);
        const settled = watchRequests(page);
        for (const route of ROUTES) {
          await page.goto(`${site.url}${route}`);
          await settled();
          const recorded = await page.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);
          const total = recorded.reduce((sum, shift) => sum + shift.value, 0);
          assert.is(total, 0, `${route} at ${width} px on ${at.slice(0, 10)}: ${JSON.stringify(recorded)}`);
        }
      } finally {
        await context.close();
      }
    });
  }
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
  return { url, release, close: () => new Promise((resolve) => proxy.close(() => resolve())) };
}

shifts('should move nothing when a page arrives in pieces and the browser paints the first before the step', async ({ browser, site }) => {
  for (const route of ['/', '/concerts/archive', '/concerts/2025-07-06-narva-joesuu']) {
    const served = await serveInTwoPieces(site.url, route);
    const context = await browser.newContext({ viewport: toViewport(375) });
    try {
      await context.clock.setFixedTime(new Date(A_YEAR_LATER));
      await context.addInitScript(recordShifts);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const settled = watchRequests(page);
      await page.goto(`${served.url}${route}`, { waitUntil: 'commit' });
      // The first piece painted (the bar and the heading at least) before the rest is sent.
      await page.waitForFunction(() => (window as unknown as { painted?: boolean }).painted === true);
      served.release();
      await settled();
      const recorded = await page.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);
      const total = recorded.reduce((sum, shift) => sum + shift.value, 0);
      assert.is(total, 0, `${route}, painted in two pieces: ${JSON.stringify(recorded)}`);
      assert.ok(await page.locator('[data-day-pending]').count() === 0, `${route}: shown once decided`);
    } finally {
      served.release();
      await context.close();
      await served.close();
    }
  }
});

shifts.run();

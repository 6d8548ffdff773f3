// Issue 33: nothing moves under the visitor's eyes. On every route, at a phone's and a laptop's
// width, on the build's day and a year later (when every group has changed list and the home page
// shows its "has taken place" state), the layout-shift total the browser measures is 0.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { toViewport, type Width } from '../helpers/browser.ts';
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
}

/** The page loaded and settled: every request done and two frames painted since. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
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
        for (const route of ROUTES) {
          await page.goto(`${site.url}${route}`);
          await settle(page);
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

shifts.run();

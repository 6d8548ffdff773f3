// The layout shifts the browser measures in a page (issue 33: nothing moves under the visitor's eyes).
import type { Browser, Page } from 'playwright-core';
import { toViewport, type Width } from './browser.ts';

export interface Shift {
  value: number;
  /** The elements that moved, as `tag.class`. */
  sources: string[];
}

/**
 * An init script (context.addInitScript): installed before any of the page's own code, it records
 * every shift from the first paint on, not one caused by input, and notes the first paint.
 */
export function recordShifts(): void {
  const shifts: Shift[] = [];
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

/** The shifts recorded in the page so far, and their total. */
export async function readShifts(page: Page): Promise<{ total: number; recorded: Shift[] }> {
  const recorded = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  return { total: recorded.reduce((sum, shift) => sum + shift.value, 0), recorded };
}

/**
 * `use` given a tab in a browser context of its own (nothing cached, as on a first visit), its
 * clock at `at`, recording shifts from each page's start; the context closed after it.
 */
export async function withShiftsRecorded(browser: Browser, width: Width, at: string, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: toViewport(width) });
  try {
    await context.clock.setFixedTime(new Date(at));
    await context.addInitScript(recordShifts);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await use(page);
  } finally {
    await context.close();
  }
}

// axe-core on every route, on a phone and on a laptop, with the drawer and the dropdown open too:
// no serious or critical violation.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { newPage } from '../helpers/browser.ts';
import { BUILT_AT, siteSuite } from '../helpers/served-site.ts';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

const AXE_SOURCE = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical violations axe finds on the page as it is now, one line each. axe is
 * evaluated through the DevTools protocol, which the pages' Content-Security-Policy does not govern.
 */
async function findViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const accessibility = siteSuite('accessibility (axe-core)');

for (const width of [375, 1280] as const) {
  accessibility(`should find no serious or critical violation on any route at ${width}px`, async ({ site, browser }) => {
    const page = await newPage(browser, width, BUILT_AT);
    const found: string[] = [];
    try {
      for (const route of site.routes) {
        await page.goto(`${site.url}${route}`);
        for (const violation of await findViolations(page)) found.push(`${route}: ${violation}`);
      }
    } finally {
      await page.close();
    }
    assert.equal(found, []);
  });
}

accessibility('should find no serious or critical violation with the drawer open', async ({ open }) => {
  const page = await open(375);
  try {
    await page.getByRole('button', { name: 'Menüü', exact: true }).click();
    assert.equal(await findViolations(page), []);
  } finally {
    await page.close();
  }
});

accessibility('should find no serious or critical violation with the Kontserdid dropdown open', async ({ open }) => {
  const page = await open(1280);
  try {
    await page.getByRole('button', { name: 'Kontserdid' }).click();
    assert.equal(await findViolations(page), []);
  } finally {
    await page.close();
  }
});

accessibility.run();

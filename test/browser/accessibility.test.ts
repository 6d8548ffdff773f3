// axe-core on every route, on a phone and on a laptop, with the drawer and the dropdown open too:
// no serious or critical violation.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
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
  accessibility(`should find no serious or critical violation on any route at ${width}px`, async ({ site, openBlank }) => {
    const page = await openBlank(width, BUILT_AT);
    const found: string[] = [];
    for (const route of site.routes) {
      await page.goto(`${site.url}${route}`);
      for (const violation of await findViolations(page)) found.push(`${route}: ${violation}`);
    }
    assert.equal(found, []);
  });
}

accessibility('should find no serious or critical violation with the drawer open', async ({ open }) => {
  const page = await open(375);
  const button = page.getByRole('button', { name: 'Menüü', exact: true });
  await button.click();
  assert.is(await button.getAttribute('aria-expanded'), 'true', 'the drawer is open while axe looks');
  assert.equal(await findViolations(page), []);
});

accessibility('should find no serious or critical violation with the Kontserdid dropdown open', async ({ open }) => {
  const page = await open(1280);
  const toggle = page.getByRole('button', { name: 'Kontserdid' });
  await toggle.click();
  assert.ok(await page.getByRole('link', { name: 'Tulekul' }).isVisible(), 'the dropdown is open while axe looks');
  assert.equal(await findViolations(page), []);
});

accessibility.run();

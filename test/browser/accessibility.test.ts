// axe-core with the drawer and the dropdown open: no serious or critical violation. Every route as
// it loads, at a phone's and a laptop's width: routes.test.ts.
import * as assert from 'uvu/assert';
import { findViolations } from '../helpers/axe.ts';
import { siteSuite } from '../helpers/served-site.ts';

const accessibility = siteSuite('accessibility (axe-core)');

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

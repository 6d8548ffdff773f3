// The top bar from 1200px as a visitor uses it: its order and links, and the Kontserdid dropdown by
// mouse, touch and keyboard alone. The drawer below 1200px: drawer.test.ts.
import type { Locator } from 'playwright-core';
import * as assert from 'uvu/assert';
import { focusedText, press, saveScreenshot } from '../helpers/browser.ts';
import { NAV_ITEMS, readLinks } from '../helpers/navigation.ts';
import { goOn, siteSuite } from '../helpers/served-site.ts';

/** The colour of the current page's item (--accent). */
const ACCENT = 'rgb(122, 35, 51)';

const topBar = siteSuite('the top bar from 1200px');

topBar('should show the items in the owner\'s order, Kontserdid as a dropdown, and no menu button', async ({ open }) => {
  const page = await open(1280);
  const names = await page
    .locator('.top-nav > ul > li > :is(a, button)')
    .evaluateAll((items) => items.map((item) => item.firstChild?.textContent?.trim()));
  assert.equal(names, ['Esileht', 'Kontserdid', 'Orkester', 'Bachi festival', 'Narva-Jõesuu festival', 'Kontakt']);
  assert.equal(await readLinks(page, '.top-nav'), NAV_ITEMS);
  assert.not.ok(await page.getByRole('button', { name: 'Menüü', exact: true }).isVisible());
  assert.not.ok(await page.getByRole('link', { name: 'Tulekul' }).isVisible(), 'dropdown closed at first');
});

topBar('should open the dropdown by mouse, follow an item, and close on a click outside', async ({ open }) => {
  const page = await open(1280);
  const toggle = page.getByRole('button', { name: 'Kontserdid' });
  await toggle.click();
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  await saveScreenshot(page, 'dropdown-open-1280');
  await page.getByRole('heading', { level: 1 }).click();
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  assert.not.ok(await page.getByRole('link', { name: 'Toimunud' }).isVisible());
  await toggle.click();
  await page.getByRole('link', { name: 'Toimunud' }).click();
  await page.waitForURL('**/concerts/archive');
  assert.is(await page.locator('h1').innerText(), 'Toimunud kontserdid');
});

topBar('should work the dropdown by keyboard: Enter, Space and ArrowDown open it, arrows and Tab move, Escape closes', async ({ open }) => {
  const page = await open(1280);
  const toggle = page.getByRole('button', { name: 'Kontserdid' });
  // The skip link, the site's name, Esileht, then Kontserdid.
  assert.is(await press(page, 'Tab', 'Tab', 'Tab', 'Tab'), 'Kontserdid');
  for (const key of ['Enter', 'Space']) {
    await page.keyboard.press(key);
    assert.is(await toggle.getAttribute('aria-expanded'), 'true', `${key} opens`);
    await page.keyboard.press(key);
    assert.is(await toggle.getAttribute('aria-expanded'), 'false', `${key} closes again`);
  }
  assert.is(await press(page, 'ArrowDown'), 'Tulekul');
  assert.is(await press(page, 'ArrowDown'), 'Toimunud');
  assert.is(await press(page, 'ArrowDown'), 'Tulekul', 'arrows wrap round');
  assert.is(await press(page, 'ArrowUp'), 'Toimunud');
  assert.is(await press(page, 'Home'), 'Tulekul');
  assert.is(await press(page, 'End'), 'Toimunud');
  await page.keyboard.press('Escape');
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  assert.is(await focusedText(page), 'Kontserdid', 'Escape returns to the button');
  assert.is(await press(page, 'Enter', 'Tab'), 'Tulekul');
  assert.is(await press(page, 'Tab'), 'Toimunud');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/concerts/archive');
});

topBar('should open and close the dropdown by touch', async ({ openInContext }) => {
  // A large tablet held sideways: the top bar, and no mouse to hover with.
  const page = await openInContext('/', { viewport: { width: 1366, height: 1024 }, hasTouch: true });
  const toggle = page.getByRole('button', { name: 'Kontserdid' });
  await toggle.tap();
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  assert.ok(await page.getByRole('link', { name: 'Tulekul' }).isVisible());
  await page.getByRole('heading', { level: 1 }).tap();
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.tap();
  await page.getByRole('link', { name: 'Tulekul' }).tap();
  await page.waitForURL('**/concerts/upcoming');
});

topBar('should close the dropdown when focus leaves it by Tab', async ({ open }) => {
  const page = await open(1280);
  const toggle = page.getByRole('button', { name: 'Kontserdid' });
  await toggle.focus();
  assert.match(await press(page, 'Enter', 'Tab', 'Tab', 'Tab'), 'Orkester');
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  assert.not.ok(await page.getByRole('link', { name: 'Tulekul' }).isVisible());
});

topBar('should show on a closed dropdown that the page on view is one of its own', async ({ open }) => {
  const page = await open(1280, '/concerts/archive');
  const colourOf = (item: Locator) => item.evaluate((element) => getComputedStyle(element).color);
  assert.is(await colourOf(page.getByRole('button', { name: 'Kontserdid' })), ACCENT);
  assert.is.not(await colourOf(page.getByRole('link', { name: 'Esileht' })), ACCENT);
});

topBar('should keep every item of the top bar in its place from page to page', async (context) => {
  const places: string[] = [];
  const page = await context.open(1280);
  for (const route of ['/', '/concerts/archive', '/contact']) {
    await goOn(context, page, route);
    const boxes = await page.locator('.top-nav > ul > li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().x)));
    places.push(boxes.join(' '));
  }
  assert.equal(places, [places[0], places[0], places[0]]);
});

topBar.run();

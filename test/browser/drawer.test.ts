// The "Menüü" drawer below 1200px, as a visitor on a phone or a tablet uses it: by touch or mouse,
// and by keyboard alone.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { focusedText, openInContext, press, saveScreenshot, toViewport } from '../helpers/browser.ts';
import { NAV_ITEMS, readLinks } from '../helpers/navigation.ts';
import { siteSuite } from '../helpers/served-site.ts';

const DRAWER_WIDTHS: Record<number, number> = { 375: 240, 768: 320 };

const drawer = siteSuite('the drawer below 1200px');

const parts = (page: Page) => ({
  button: page.getByRole('button', { name: 'Menüü', exact: true }),
  // By its id: the name alone would also find the top bar's "Peamenüü" at 1200px.
  panel: page.locator('nav#drawer'),
});

/** Whether main and footer are inert, in that order. */
const pageBehindInert = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLElement>('main, footer')].map((part) => part.inert));

/** Two frames: long enough for a scroll the wheel would cause to show. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Whether the focused element's outline lies within the left and right edges of its scrolling container. */
function isFocusRingInside(page: Page, container: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const focused = document.activeElement as HTMLElement;
    const box = document.querySelector(selector) as HTMLElement;
    const style = getComputedStyle(focused);
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const ring = focused.getBoundingClientRect();
    const edges = box.getBoundingClientRect();
    return ring.left - reach >= edges.left && ring.right + reach <= edges.left + box.clientWidth;
  }, container);
}

for (const width of [375, 768] as const) {
  drawer(`should open at ${width}px ${DRAWER_WIDTHS[width]}px wide, holding every item in order, with focus on the first`, async ({ open }) => {
    const page = await open(width);
    try {
      const { button, panel } = parts(page);
      assert.is(await button.getAttribute('aria-expanded'), 'false');
      assert.not.ok(await panel.isVisible());
      await button.click();
      assert.is(await button.getAttribute('aria-expanded'), 'true');
      assert.is((await panel.boundingBox())?.width, DRAWER_WIDTHS[width]);
      assert.equal(await readLinks(page, '#drawer'), NAV_ITEMS);
      assert.is(await focusedText(page), 'Esileht');
      assert.equal(await pageBehindInert(page), [true, true], 'the page behind is out of reach of screen readers too');
      await saveScreenshot(page, `drawer-open-${width}`);
      await page.keyboard.press('Escape');
      assert.equal(await pageBehindInert(page), [false, false], 'the page is back once the drawer closes');
    } finally {
      await page.close();
    }
  });
}

drawer('should close when an item is clicked, and go there', async ({ open }) => {
  const page = await open(375);
  try {
    const { button, panel } = parts(page);
    await button.click();
    // Held back once, so that the page can be seen as it is at the click (and after Back).
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }));
    await panel.getByRole('link', { name: 'Kontakt' }).click();
    assert.not.ok(await panel.isVisible());
    assert.is(await button.getAttribute('aria-expanded'), 'false');
    assert.is(await page.evaluate(() => getComputedStyle(document.body).overflow), 'visible', 'the page scrolls again');
    await button.click();
    await panel.getByRole('link', { name: 'Kontakt' }).click();
    await page.waitForURL('**/contact');
    assert.is(await page.locator('h1').innerText(), 'Kontakt');
  } finally {
    await page.close();
  }
});

drawer('should close when an external item opens in a new tab, focus back on the button of this page', async ({ open }) => {
  const page = await open(375);
  try {
    const { button, panel } = parts(page);
    await button.click();
    const popup = page.waitForEvent('popup');
    await panel.getByRole('link', { name: /Orkester/ }).click();
    await (await popup).close();
    assert.not.ok(await panel.isVisible());
    assert.is(await button.getAttribute('aria-expanded'), 'false');
    assert.is(await focusedText(page), 'Menüü', 'a keyboard user coming back finds their place');
    assert.is(await page.evaluate(() => getComputedStyle(document.body).overflow), 'visible', 'the page scrolls again');
  } finally {
    await page.close();
  }
});

drawer('should open and close by touch on a phone', async ({ site, browser }) => {
  const page = await openInContext(browser, `${site.url}/`, { viewport: toViewport(375), hasTouch: true, isMobile: true });
  try {
    const { button, panel } = parts(page);
    await button.tap();
    assert.ok(await panel.isVisible());
    await page.touchscreen.tap(340, 500);
    assert.not.ok(await panel.isVisible(), 'a tap beside it closes it');
    await button.tap();
    await panel.getByRole('link', { name: 'Tulekul' }).tap();
    await page.waitForURL('**/concerts/upcoming');
  } finally {
    await page.close();
  }
});

drawer('should close on Escape and on a click outside, focus back on the button', async ({ open }) => {
  const page = await open(768);
  try {
    const { button, panel } = parts(page);
    await button.click();
    await page.keyboard.press('Escape');
    assert.not.ok(await panel.isVisible());
    assert.is(await button.getAttribute('aria-expanded'), 'false');
    assert.is(await focusedText(page), 'Menüü');
    await button.click();
    await page.mouse.click(700, 500);
    assert.not.ok(await panel.isVisible());
    assert.is(await button.getAttribute('aria-expanded'), 'false');
    assert.is(await focusedText(page), 'Menüü');
  } finally {
    await page.close();
  }
});

drawer('should work by keyboard alone: open, keep Tab inside, close with Escape', async ({ open }) => {
  const page = await open(375);
  try {
    const { button, panel } = parts(page);
    // The skip link, then the menu button.
    assert.is(await press(page, 'Tab', 'Tab'), 'Menüü');
    await page.keyboard.press('Enter');
    assert.ok(await panel.isVisible());
    assert.is(await focusedText(page), 'Esileht');
    assert.is(await press(page, 'Shift+Tab'), 'Kontakt', 'Shift+Tab from the first item wraps to the last');
    assert.is(await press(page, 'Tab'), 'Esileht', 'Tab from the last item wraps to the first');
    assert.ok(await isFocusRingInside(page, '#drawer'), 'the focus ring shows whole, not cut off by the drawer');
    assert.is(await press(page, 'Escape'), 'Menüü');
    await page.keyboard.press('Space');
    assert.is(await button.getAttribute('aria-expanded'), 'true', 'Space opens it too');
    assert.is(await press(page, 'Tab', 'Tab'), 'Toimunud');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/concerts/archive');
  } finally {
    await page.close();
  }
});

drawer('should keep the page behind from scrolling while open', async ({ open }) => {
  const page = await open(375);
  try {
    const { button } = parts(page);
    await button.click();
    await page.mouse.move(300, 600);
    await page.mouse.wheel(0, 800);
    await nextFrames(page);
    assert.is(await page.evaluate(() => window.scrollY), 0);
    await page.keyboard.press('Escape');
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => window.scrollY > 0);
  } finally {
    await page.close();
  }
});

drawer('should close and give way to the top bar when the window grows to 1200px', async ({ open }) => {
  const page = await open(768);
  try {
    const { button, panel } = parts(page);
    await button.click();
    await page.setViewportSize(toViewport(1280));
    await page.waitForFunction(() => !document.body.classList.contains('drawer-open'));
    assert.not.ok(await panel.isVisible());
    assert.ok(await page.getByRole('navigation', { name: 'Peamenüü' }).isVisible());
  } finally {
    await page.close();
  }
});

drawer.run();

// navLinks holds none to four links: at 1200px the top bar holds all four on one line, beside the
// society's name, and with none the navigation is Esileht, Kontserdid and Kontakt alone.
import { readFile, writeFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchChromium, saveScreenshot } from '../helpers/browser.ts';
import { serveBuiltSite, type ServedSite } from '../helpers/served-site.ts';
import { createTempProject, type TempProject } from '../helpers/temp-project.ts';

interface Context {
  browser: Browser;
  /** One tab for both tests: each site is at an address of its own, which the tab has nothing cached for. */
  page: Page;
  project: TempProject;
  four: ServedSite;
  none: ServedSite;
}

const nav = suite<Context>('the top bar with none to four external links', {} as Context);

const FOURTH = '  - label: "Eesti Kontsert"\n    url: "https://www.concert.ee/"\n';

nav.before(async (context) => {
  context.browser = await launchChromium();
  context.project = await createTempProject();
  const file = context.project.at('content/site.md');
  const shipped = await readFile(file, 'utf8');
  await writeFile(file, shipped.replace(/\n---\s*$/, `\n${FOURTH}---\n`));
  context.four = await serveBuiltSite(undefined, context.project.root);
  await writeFile(file, shipped.replace(/navLinks:\n(  .*\n)+/, ''));
  context.none = await serveBuiltSite(undefined, context.project.root);
  context.page = await context.browser.newPage();
});

nav.after(async ({ browser, project, four, none }) => {
  await browser?.close();
  await four?.close();
  await none?.close();
  await project?.remove();
});

nav('should hold four links on one line at 1200px, the society\'s name beside them', async ({ page, four }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto(`${four.url}/`);
  const items = page.locator('.top-nav .nav-list--menu > li');
  assert.equal(
    (await items.allInnerTexts()).map((text) => text.replace(/\s*\(avaneb uues aknas\)$/, '').trim()),
    ['Esileht', 'Kontserdid', 'Orkester', 'Bachi festival', 'Narva-Jõesuu festival', 'Eesti Kontsert', 'Kontakt'],
  );
  const boxes = await items.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { top: Math.round(box.top), height: Math.round(box.height), right: box.right };
    }),
  );
  assert.is(new Set(boxes.map((box) => box.top)).size, 1, 'every item on one line');
  assert.ok(boxes.every((box) => box.height <= 48), `no item wraps inside: ${boxes.map((box) => box.height).join(', ')}`);
  assert.ok(Math.max(...boxes.map((box) => box.right)) <= 1200, 'nothing beyond the window');
  const brand = await page.locator('.brand').boundingBox();
  const first = await items.first().boundingBox();
  assert.ok(brand && first && brand.x + brand.width <= first.x, 'the name does not run under the links');
  assert.is(await page.evaluate(() => document.documentElement.scrollWidth), 1200, 'no sideways scrolling');
  await saveScreenshot(page, 'nav-four-links-1200');
});

nav('should show Esileht, Kontserdid and Kontakt alone with no links', async ({ page, none }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${none.url}/contact`);
  assert.equal(await page.locator('.top-nav .nav-list--menu > li').allInnerTexts(), ['Esileht', 'Kontserdid', 'Kontakt']);
});

nav.run();

// The Toetajad section for any number of supporters: the logos fill even rows at every width, with
// no lone logo on a row of its own where the rows could be even, and nothing wider than the page.
import { readFile, writeFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchChromium, newPage, saveScreenshot, toViewport, WIDTHS } from '../helpers/browser.ts';
import { createRememberingSteps } from '../../src/dev/remembering-steps.ts';
import { serveBuiltSite, type ServedSite } from '../helpers/served-site.ts';
import { createTempProject, type TempProject } from '../helpers/temp-project.ts';

const COUNTS = [0, 1, 5, 11, 12, 24];

interface Context {
  browser: Browser;
  /** One tab for every test: each site is at an address of its own, which the tab has nothing cached for. */
  page: Page;
  project: TempProject;
  sites: Map<number, ServedSite>;
}

const grid = suite<Context>('the supporters\' logos at 0 to 24 supporters', {} as Context);

/** supporters.md with `count` supporters, the shipped logos taken in turn. */
async function writeSupporters(project: TempProject, count: number, logos: string[]): Promise<void> {
  const items = Array.from({ length: count }, (_, index) => [
    `  - name: "Toetaja ${index + 1}"`,
    `    logo: "${logos[index % logos.length]}"`,
    `    url: "https://toetaja${index + 1}.example.ee/"`,
  ].join('\n'));
  await writeFile(project.at('content/supporters.md'), `---\nsupporters:${count === 0 ? ' []' : `\n${items.join('\n')}`}\n---\n`);
}

grid.before(async (context) => {
  context.browser = await launchChromium();
  context.project = await createTempProject();
  context.sites = new Map();
  const shipped = await readFile(context.project.at('content/supporters.md'), 'utf8');
  const logos = [...shipped.matchAll(/logo: "([^"]+)"/g)].map((match) => match[1] ?? '');
  // Six builds that differ in supporters.md alone: the dev server's steps make the pages that show
  // supporters again and keep the rest (cards, bundles, other pages), a fifth of six whole builds.
  // A page kept that should have been made again would show the wrong number of logos below.
  const remembering = createRememberingSteps();
  for (const count of COUNTS) {
    await writeSupporters(context.project, count, logos);
    context.sites.set(count, await serveBuiltSite(undefined, context.project.root, remembering.steps));
    remembering.sweep();
  }
  context.page = await newPage(context.browser, 1280);
});

grid.after(async ({ browser, project, sites }) => {
  await browser?.close();
  await Promise.all([...(sites?.values() ?? [])].map((site) => site.close()));
  await project?.remove();
});

grid('should have no Toetajad section without supporters', async ({ page, sites }) => {
  await page.setViewportSize(toViewport(1280));
  await page.goto(`${sites.get(0)?.url}/`);
  assert.is(await page.getByRole('heading', { name: 'Toetajad' }).count(), 0);
});

for (const count of COUNTS.filter((count) => count > 0)) {
  grid(`should set ${count} logos in even rows within the page at 375, 768, 1024 and 1280 px`, async ({ page, sites }) => {
    // One page, resized: the grid is laid out by the stylesheet alone, so a resize lays it out as a
    // load at that width would, without loading the page four times.
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(`${sites.get(count)?.url}/`);
    // 1024 px too: there the old row of five left eleven logos as 5, 5 and 1.
    for (const width of [...WIDTHS, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const layout = await page.locator('.supporters__list').evaluate((list) => {
        const box = list.getBoundingClientRect();
        const tops = [...list.children].map((item) => {
          const itemBox = item.getBoundingClientRect();
          return { top: Math.round(itemBox.top), inside: itemBox.left >= box.left - 0.5 && itemBox.right <= box.right + 0.5 };
        });
        const rows = new Map<number, number>();
        for (const { top } of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
        return { rows: [...rows.values()], inside: tops.every((item) => item.inside), pageOverflow: document.documentElement.scrollWidth > window.innerWidth };
      });
      const where = `${count} logos at ${width} px: rows ${layout.rows.join(', ')}`;
      assert.is(layout.rows.reduce((sum, row) => sum + row, 0), count, where);
      assert.ok(Math.max(...layout.rows) - Math.min(...layout.rows) <= 1, `${where}: rows differ by more than one logo`);
      assert.ok(layout.inside, `${where}: a logo sticks out of the list`);
      assert.not.ok(layout.pageOverflow, `${where}: the page scrolls sideways`);
      await page.locator('.supporters').scrollIntoViewIfNeeded();
      await saveScreenshot(page, `supporters-${count}-${width}`);
    }
  });
}

grid.run();

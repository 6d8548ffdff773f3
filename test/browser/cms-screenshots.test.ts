// The pictures of the editors' guide (content/README.md), taken from the running editor. Every run
// opens the screens they show and checks what each must show; UPDATE_SCREENSHOTS=1 also writes them
// into docs/editor-screens/, 1280 pixels wide, as small palette PNGs.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import * as assert from 'uvu/assert';
import { fieldInput, goToEntry, openEditor, readLoadedField, waitForPictures } from '../helpers/cms.ts';
import { createEditorSuite } from '../helpers/editor-suite.ts';

const FOLDER = 'docs/editor-screens';
const WRITE = process.env.UPDATE_SCREENSHOTS === '1';

const screens = createEditorSuite('the pictures of the editors\' guide');

screens('should show the concert list, a concert beside its preview, a refused date and the featured concerts', async ({ browser, server }) => {
  const page = await openEditor(browser, server.url);
  await page.goto(`${server.url}/admin/#/collections/concerts`);
  await page.locator('a[href*="/collections/concerts/entries/"]').first().waitFor();
  await keep(page, 'kontserdid');

  await goToEntry(page, server.url, 'concerts/entries/2025-2026/2025-09-13-tallinn');
  const view = page.frameLocator('#preview-pane');
  await view.locator('.concert-page h1').waitFor();
  await keep(page, 'kontsert');

  await readLoadedField(page, 'date');
  await fieldInput(page, 'date').fill('31.02.2026');
  await view.locator('[data-preview-problems] li').waitFor();
  await keep(page, 'viga');

  await goToEntry(page, server.url, 'pages/entries/home');
  await view.locator('[data-featured]').first().waitFor({ timeout: 60_000 });
  await waitForPictures(page, 2);
  await keep(page, 'esileht');
  await page.close();
});

screens.run();

async function keep(page: Page, name: string): Promise<void> {
  const shot = await page.screenshot();
  const { width } = await sharp(shot).metadata();
  assert.is(width, 1280);
  if (!WRITE) return;
  await mkdir(FOLDER, { recursive: true });
  await sharp(shot).png({ palette: true, colours: 64, compressionLevel: 9 }).toFile(`${FOLDER}/${name}.png`);
}

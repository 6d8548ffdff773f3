// The editor at /admin/ in Chromium, on the dev server with its local backend, writing into a copy
// of the project: what a maintainer who never opens a terminal does, and what the build makes of it.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { concertSchema } from '../../src/content/schema.ts';
import { readFrontMatter } from '../../src/content/frontmatter.ts';
import { newPage, saveScreenshot, showsPicture } from '../helpers/browser.ts';
import { fieldInput, openEditor, openLoginPage, publish, readLoadedField, releaseEditor } from '../helpers/cms.ts';
import { createEditorSuite } from '../helpers/editor-suite.ts';

/** A year after the real clock's: upcoming whenever the tests run. */
const YEAR = new Date().getFullYear() + 1;
const NEW_CONCERT = `content/concerts/${YEAR}-10-15-tartu-jaani-kirik.md`;

const cms = createEditorSuite('the editor at /admin/ on the dev server');

cms('should open with every request answered by this machine and nothing refused by its policy', async ({ browser, server }) => {
  const elsewhere: string[] = [];
  const errors: string[] = [];
  const page = await openLoginPage(browser, server.url, (loading) => {
    loading.on('request', (request) => {
      if (!request.url().startsWith(`${server.url}/`)) elsewhere.push(request.url());
    });
    loading.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    loading.on('pageerror', (error) => errors.push(error.message));
  });
  await page.getByRole('button', { name: 'Logi sisse' }).click();
  await page.getByRole('link', { name: 'Kontserdid' }).first().waitFor();
  // A row of the concert list: its date, heading and place.
  await page.getByText('21.09.2025 16:00 · MEIE! · Narva-Jõesuu kuursaal').first().waitFor();
  assert.equal(elsewhere, []);
  assert.equal(errors, []);
  assert.is(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
  await releaseEditor(browser, page);
});

cms('should create a concert through the form that the build accepts and the upcoming page shows after its reload', async ({ browser, server, project, reports }) => {
  const upcoming = await newPage(browser, 1280);
  await upcoming.goto(`${server.url}/concerts/upcoming`);
  const page = await openEditor(browser, server.url, 'concerts/new');
  await page.getByLabel('Kuupäev').fill(`15.10.${YEAR}`);
  await page.getByLabel('Kellaaeg').fill('19:00');
  await page.getByLabel('Koht', { exact: true }).fill('Tartu Jaani kirik');
  await addListItem(page, 'pealkiri');
  await page.getByLabel('Pealkiri', { exact: true }).fill('Sügisõhtu Jaani kirikus');
  await addListItem(page, 'esinejad');
  await page.getByLabel('Esinejad', { exact: true }).nth(0).fill('Tallinna Kammerorkester');
  await addListItem(page, 'esinejad');
  await page.getByLabel('Esinejad', { exact: true }).nth(1).fill('> kontsertmeister Liisa Õunapuu');
  for (const [index, [composer, piece]] of [['J. S. Bach', 'Brandenburgi kontsert nr 3'], ['Arvo Pärt', 'Fratres']].entries()) {
    await addListItem(page, 'kava');
    await page.getByLabel('Helilooja').nth(index).fill(composer as string);
    await page.getByLabel('Teos').nth(index).fill(piece as string);
  }
  const reloaded = upcoming.waitForEvent('load', { timeout: 60_000 });
  // Awaited after the save; should the save fail first, its error is the test's, not this one's.
  reloaded.catch(() => undefined);
  await publish(page);
  await reloaded;

  const read = readFrontMatter(NEW_CONCERT, await readFile(project.at(NEW_CONCERT), 'utf8'));
  assert.ok(read.ok, 'the file is front-matter the build reads');
  assert.is(read.ok && read.body.trim(), '');
  assert.equal(read.ok && read.data, {
    date: `15.10.${YEAR}`,
    time: '19:00',
    place: 'Tartu Jaani kirik',
    concertHeading: ['Sügisõhtu Jaani kirikus'],
    lines: ['Tallinna Kammerorkester', '> kontsertmeister Liisa Õunapuu'],
    scheduleLines: [
      { composer: 'J. S. Bach', piece: 'Brandenburgi kontsert nr 3' },
      { composer: 'Arvo Pärt', piece: 'Fratres' },
    ],
  });
  assert.ok(read.ok && concertSchema.safeParse(read.data).success);
  assert.not.ok(reports.some((report) => report.kind === 'failed'), 'the dev server built every save');
  const group = upcoming.locator('[data-key-date]', { hasText: 'Sügisõhtu Jaani kirikus' });
  assert.is(await group.getAttribute('data-key-date'), `${YEAR}-10-15`);
  assert.match(await group.innerText(), 'Fratres');
  assert.match(await group.innerText(), /^kontsertmeister Liisa Õunapuu$/m);
  await Promise.all([releaseEditor(browser, page), upcoming.close()]);
});

cms('should add a supporter with a logo uploaded into static/images/supporters/, shown on the home page after its reload', async ({ browser, server, project }) => {
  const home = await newPage(browser, 1280);
  await home.goto(`${server.url}/`);
  const page = await openEditor(browser, server.url, 'pages/entries/supporters');
  await addListItem(page, 'toetajad');
  await page.getByLabel('Nimi', { exact: true }).last().fill('Kammermuusika Sõprade Ühing');
  await page.getByLabel('Aadress', { exact: true }).last().fill('https://www.example.ee/');
  await page.getByRole('button', { name: 'Vali pilt' }).last().click();
  await page.locator('input[type=file]').setInputFiles({ name: 'Sõprade logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO) });
  await page.getByRole('button', { name: 'Vali see' }).click();
  const reloaded = home.waitForEvent('load', { timeout: 60_000 });
  // Awaited after the save; should the save fail first, its error is the test's, not this one's.
  reloaded.catch(() => undefined);
  await publish(page);
  await reloaded;

  assert.is(await readFile(project.at('static/images/supporters/soprade-logo.svg'), 'utf8'), LOGO);
  const read = readFrontMatter('content/supporters.md', await readFile(project.at('content/supporters.md'), 'utf8'));
  const supporters = read.ok ? (read.data.supporters as Record<string, string>[]) : [];
  assert.equal(supporters.at(-1), { name: 'Kammermuusika Sõprade Ühing', url: 'https://www.example.ee/', logo: 'images/supporters/soprade-logo.svg' });
  const logo = home.getByRole('img', { name: 'Kammermuusika Sõprade Ühing' });
  await logo.waitFor();
  assert.ok(await showsPicture(logo), 'the uploaded logo loads');
  await Promise.all([releaseEditor(browser, page), home.close()]);
});

cms('should refuse to save a date that does not exist, in the build\'s own sentence under the field\'s label, keeping the form, the file and the console as they were', async ({ browser, server, project, reports }) => {
  const route = `concerts/entries/${NEW_CONCERT.slice('content/concerts/'.length, -'.md'.length)}`;
  const before = await readFile(project.at(NEW_CONCERT), 'utf8');
  // Builds of the tests before (a logo saved a moment before its file) are not this test's business.
  const reportsBefore = reports.length;
  const page = await openEditor(browser, server.url, route);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  // The form checks the shape dd.MM.yyyy; that 31 February is no date only the build knows, and the editor asks it first.
  assert.is(await readLoadedField(page, 'date'), `15.10.${YEAR}`);
  await fieldInput(page, 'date').fill(`31.02.${YEAR}`);
  await page.getByRole('button', { name: /^(Publish|Avalda)$/ }).click();
  await page.getByText(/^(Publish now|Avalda kohe)$/).click();
  const lastOfFebruary = new Date(Date.UTC(YEAR, 2, 0)).getUTCDate();
  const sentence = `Kuupäev: "31.02.${YEAR}" ei ole päris kuupäev; kirjuta olemasolev kuupäev kujul pp.kk.aaaa, näiteks "${lastOfFebruary}.02.${YEAR}".`;
  // The toast: the build's sentence under the field's label, no path, key, "Error:" or English.
  const toast = page.locator('.Toastify__toast', { hasText: 'Kirjet ei saanud salvestada' });
  await toast.waitFor();
  assert.is((await toast.innerText()).trim(), `Kirjet ei saanud salvestada: ${sentence}`);
  // The preview beside the form says the same.
  await page.frameLocator('#preview-pane').locator('[data-preview-problems] li').getByText(sentence, { exact: true }).waitFor();
  await saveScreenshot(page, 'cms-refused-date');
  assert.is(await page.getByText(/^(Published|Avaldatud)$/).count(), 0, 'no word that all is well');
  // Decap logs a failed save and leaves its promise unhandled: for a refusal of ours, the toast is all.
  assert.equal(errors, []);
  // Decap's own refusal of a field left empty, before ours is asked: its toast, and a quiet console too.
  const place = await fieldInput(page, 'place').inputValue();
  await fieldInput(page, 'place').fill('');
  await page.getByRole('button', { name: /^(Publish|Avalda)$/ }).click();
  await page.getByText(/^(Publish now|Avalda kohe)$/).click();
  await page.locator('.Toastify__toast', { hasText: 'kohustuslik väli on täitmata' }).waitFor();
  assert.equal(errors, []);
  await fieldInput(page, 'place').fill(place);
  assert.is(await fieldInput(page, 'date').inputValue(), `31.02.${YEAR}`);
  assert.is(await readFile(project.at(NEW_CONCERT), 'utf8'), before);
  assert.not.ok(reports.slice(reportsBefore).some((report) => report.kind === 'failed'), 'nothing reached the build');
  await fieldInput(page, 'date').fill(`15.10.${YEAR}`);
  await releaseEditor(browser, page);
});

cms.run();

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60"><rect width="120" height="60" fill="#246"/></svg>\n';

/** The list's "Lisa: …" button, by the list's label as Decap writes it. */
async function addListItem(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: `Lisa: ${label}` }).click();
}

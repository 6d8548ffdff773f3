// The preview beside the editor's form, in Chromium on the dev server with its local backend: the
// site's own components and stylesheet, following the form, with the build's problems above them.
// With UPDATE_SCREENSHOTS=1 these tests (and cms-estonian's list) take the editors' guide's pictures.
import { readFile, rename } from 'node:fs/promises';
import type { FrameLocator, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { showsPicture } from '../helpers/browser.ts';
import { fieldInput, goToEntry, keepGuideScreen, openEditor, readLoadedField, releaseEditor, waitForPictures } from '../helpers/cms.ts';
import { createEditorSuite } from '../helpers/editor-suite.ts';

const CONCERT = 'content/concerts/2025-2026/2025-09-13-tallinn.md';
const CONCERT_ROUTE = 'concerts/entries/2025-2026/2025-09-13-tallinn';
/**
 * The preview renders on every keystroke, well within the second an editor waits before wondering
 * (350–1,130 ms measured on this machine shared by six load-heavy jobs, load average 33); the
 * margin keeps a busy CI core from failing it.
 */
const FOLLOWS_WITHIN = 3_000;
/** home.md's preview loads every concert file through the editor's backend first. */
const CONCERTS_LOADED = 60_000;

const preview = createEditorSuite('the preview beside the editor\'s form');

function frame(page: Page): FrameLocator {
  return page.frameLocator('#preview-pane');
}

preview('should show a concert as its list and its page show it, with the site\'s stylesheet, following each keystroke', async ({ browser, server }) => {
  const page = await openEditor(browser, server.url, CONCERT_ROUTE);
  const view = frame(page);
  const card = view.locator('.concert-list-page [data-key-date]');
  await card.waitFor();
  assert.is(await card.getAttribute('data-key-date'), '2025-09-13');
  assert.match(await card.locator('time').first().innerText(), '13. september 2025 kell 16:00');
  assert.is(await view.locator('.concert-page h1.concert-heading').innerText(), 'Sügisene serenaad');
  assert.is(await view.locator('.concert-page .performers__indented').innerText(), 'dirigent Kristjan Saar');
  // The site's stylesheet is in the frame: the indented performer is indented.
  const indent = await view.locator('.concert-page .performers__indented').evaluate((li) => parseFloat(getComputedStyle(li).paddingLeft) + parseFloat(getComputedStyle(li).marginLeft));
  assert.ok(indent > 0, `the indented performer is indented (${indent}px)`);
  await keepGuideScreen(page, 'kontsert');

  await fieldInput(page, 'date').fill('04.10.2025');
  await view.locator('.concert-page time', { hasText: '4. oktoober 2025 kell 16:00' }).waitFor({ timeout: FOLLOWS_WITHIN });
  await fieldInput(page, 'place').fill('Kadrioru loss');
  await view.locator('.concert-page', { hasText: 'Kadrioru loss' }).waitFor({ timeout: FOLLOWS_WITHIN });
  await releaseEditor(browser, page);
});

preview('should name a date that does not exist in the build\'s own words, and refuse to save it, keeping what was typed', async ({ browser, server, project }) => {
  const before = await readFile(project.at(CONCERT), 'utf8');
  const page = await openEditor(browser, server.url, CONCERT_ROUTE);
  const view = frame(page);
  await readLoadedField(page, 'date');
  await fieldInput(page, 'date').fill('31.02.2026');
  // The build's sentence under the field's label, with the nearest real date as the example.
  const message = 'Kuupäev: "31.02.2026" ei ole päris kuupäev; kirjuta olemasolev kuupäev kujul pp.kk.aaaa, näiteks "28.02.2026".';
  const problems = view.locator('[data-preview-problems]');
  await problems.getByText(message).waitFor({ timeout: FOLLOWS_WITHIN });
  await keepGuideScreen(page, 'viga');
  assert.is(await problems.getAttribute('role'), 'status');
  assert.is(await view.locator('.concert-page').count(), 0, 'no page is shown for an entry the build would refuse');
  await page.getByRole('button', { name: /^(Publish|Avalda)$/ }).click();
  await page.getByText(/^(Publish now|Avalda kohe)$/).click();
  // Where the editor is looking: the notice at the top of the editor, in the build's words.
  await page.getByText(message).first().waitFor();
  assert.is(await page.getByText(/^(Published|Avaldatud)$/).count(), 0);
  assert.is(await fieldInput(page, 'date').inputValue(), '31.02.2026', 'what was typed stays in the form');
  assert.is(await readFile(project.at(CONCERT), 'utf8'), before);
  await releaseEditor(browser, page);
});

preview('should show every featured item of home.md with its concert\'s own heading and dates', async ({ browser, server }) => {
  const page = await openEditor(browser, server.url, 'pages/entries/home');
  const view = frame(page);
  const items = view.locator('[data-featured]');
  await items.nth(1).waitFor({ timeout: CONCERTS_LOADED });
  assert.is(await items.count(), 2);
  assert.match(await items.nth(0).locator('h1').innerText(), 'MEIE!');
  assert.match(await items.nth(1).locator('h1').innerText(), 'Valguse ootuses');
  assert.ok((await items.nth(0).locator('.featured__dates li').count()) >= 3, 'every date of the group');
  assert.ok((await items.nth(0).locator('ol li').count()) > 0, 'the programme as a list');
  assert.ok(await showsPicture(items.nth(0).locator('img')), 'the poster loads');
  // The form's image fields show the posters too, not Decap's empty placeholder.
  await waitForPictures(page, 2);
  await keepGuideScreen(page, 'esileht');
  await fieldInput(page, 'alt').fill('Uus kirjeldus');
  await view.getByRole('img', { name: 'Uus kirjeldus' }).waitFor({ timeout: FOLLOWS_WITHIN });
  await releaseEditor(browser, page);
});

preview('should show the supporters\' logos, and site.md\'s menu and contact page', async ({ browser, server }) => {
  const page = await openEditor(browser, server.url, 'pages/entries/supporters');
  const view = frame(page);
  const logos = view.locator('.supporters__logo');
  await logos.first().waitFor();
  assert.ok((await logos.count()) > 1);
  assert.ok(await showsPicture(logos.first()), 'the logo loads');

  const site = page;
  await goToEntry(site, server.url, 'pages/entries/site');
  const siteView = frame(site);
  await siteView.getByText('Registrikood').waitFor();
  assert.match(await siteView.locator('a[href^="tel:"]').first().getAttribute('href') ?? '', /^tel:\+372/);
  assert.ok((await siteView.locator('address').count()) > 0);
  const menu = siteView.getByRole('navigation', { name: 'Menüü eelvaade' });
  const labels = await externalLabels(site);
  assert.ok(labels.length > 0);
  for (const label of ['Esileht', 'Tulekul', 'Toimunud', ...labels, 'Kontakt']) assert.ok(await menu.getByRole('link', { name: label }).count(), `the menu holds ${label}`);
  await fieldInput(site, 'contactPerson').fill('Mari Maasikas');
  await siteView.getByText('Mari Maasikas').waitFor({ timeout: FOLLOWS_WITHIN });
  await releaseEditor(browser, page);
});

preview('should name a featured concert whose file is gone in the build\'s words, and refuse to save home.md while it is', async ({ browser, server, project }) => {
  await rename(project.at('content/concerts/2025-2026/2025-12-20-valguse-ootuses.md'), project.at('content/concerts/2025-2026/2025-12-20-valgus.md'));
  try {
    const before = await readFile(project.at('content/home.md'), 'utf8');
    const page = await openEditor(browser, server.url, 'pages/entries/home');
    // The example is the nearest name there is: the concert's other date, one of the files the build would accept.
    const message = 'Esiletõstetud kontserdid nr 2 → Kontsert: "2025-12-20-valguse-ootuses" ei ole ühegi kontserdi faili nimi; kirjuta olemasoleva kontserdi faili nimi, näiteks "2025-12-19-valguse-ootuses-tartu".';
    await frame(page).locator('[data-preview-problems]').getByText(message).waitFor({ timeout: CONCERTS_LOADED });
    await fieldInput(page, 'alt').fill('Uus kirjeldus');
    await page.getByRole('button', { name: /^(Publish|Avalda)$/ }).click();
    await page.getByText(/^(Publish now|Avalda kohe)$/).click();
    // Where the editor is looking: the notice at the top of the editor, in the build's words.
    await page.getByText(message).first().waitFor();
    assert.is(await page.getByText(/^(Published|Avaldatud)$/).count(), 0);
    assert.is(await fieldInput(page, 'alt').inputValue(), 'Uus kirjeldus', 'what was typed stays in the form');
    assert.is(await readFile(project.at('content/home.md'), 'utf8'), before);
    await releaseEditor(browser, page);
  } finally {
    await rename(project.at('content/concerts/2025-2026/2025-12-20-valgus.md'), project.at('content/concerts/2025-2026/2025-12-20-valguse-ootuses.md'));
  }
});

preview.run();

/** The navLinks of site.md as the form holds them. */
async function externalLabels(page: Page): Promise<string[]> {
  const labels = page.locator('input[id^="label-field-"]');
  return labels.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

// Issue 32, "the screens say what is true": the save button says draft or published, the list's rows
// say Mustand, Jääb ära and Edasi lükatud, and "Vaata saidil" opens the entry's own page.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { Dialog } from 'playwright-core';
import * as assert from 'uvu/assert';
import { readFrontMatter } from '../../src/content/frontmatter.ts';
import { saveScreenshot } from '../helpers/browser.ts';
import { fieldInput, goToEntry, installClock, keepGuideScreen, openEditor, publish, releaseEditor, saveDraft } from '../helpers/cms.ts';
import { createEditorSuite } from '../helpers/editor-suite.ts';

const SERENADE = 'content/concerts/2025-2026/2025-09-13-tallinn.md';
const SUMMER = 'content/concerts/2024-2025/2025-07-06-narva-joesuu.md';
const HAAPSALU = 'content/concerts/2024-2025/2025-04-26-haapsalu.md';

const screens = createEditorSuite('what the editor\'s screens say');

screens('should open the concert\'s own page on the dev server from "Vaata saidil"', async ({ browser, server }) => {
  const page = await openEditor(browser, server.url, 'concerts/entries/2025-2026/2025-09-13-tallinn');
  const link = page.getByRole('link', { name: 'Vaata saidil' });
  assert.is(await link.getAttribute('href'), `${server.url}/concerts/2025-09-13-tallinn`);
  const response = await fetch(`${server.url}/concerts/2025-09-13-tallinn`);
  assert.is(response.status, 200);
  assert.match(await response.text(), 'Sügisene serenaad');
  await releaseEditor(browser, page);
});

screens('should open the series\' page from "Vaata saidil" of a date of a series, which has no page of its own', async ({ browser, server }) => {
  const page = await openEditor(browser, server.url, 'concerts/entries/2025-2026/2025-09-19-meie-tallinn');
  const [opened] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Vaata saidil' }).click()]);
  await opened.waitForLoadState();
  assert.is(opened.url(), `${server.url}/concerts/2025-09-21-meie`);
  assert.match(await opened.locator('h1').first().innerText(), 'MEIE!');
  await opened.close();
  await releaseEditor(browser, page);
});

screens('should say "Mustand salvestatud", never "Avaldatud", once a draft is saved, and mark the draft in the list', async ({ browser, server, project }) => {
  const page = await openEditor(browser, server.url, 'concerts/entries/2025-2026/2025-09-13-tallinn');
  await page.getByRole('switch').click();
  await page.getByRole('button', { name: 'Salvesta', exact: true }).click();
  assert.is(await page.getByText('Avalda kohe').count(), 0, 'the menu offers no publishing');
  await page.keyboard.press('Escape');
  await saveDraft(page);
  assert.is(await page.getByText('Avaldatud', { exact: true }).count(), 0);
  await saveScreenshot(page, 'cms-draft-saved');
  const saved = readFrontMatter(SERENADE, await readFile(project.at(SERENADE), 'utf8'));
  assert.ok(saved.ok && saved.data.draft === true);

  await page.getByRole('link', { name: /Kogu: Kontserdid/ }).click();
  await page.getByRole('link', { name: /13\.09\.2025 16:00 · Sügisene serenaad · Tallinna raekoja saal · Mustand/ }).waitFor();
  await releaseEditor(browser, page);
});

screens('should mark a cancelled and a postponed concert in the list, in Estonian', async ({ browser, server, project }) => {
  for (const [file, status] of [[SUMMER, 'cancelled'], [HAAPSALU, 'postponed']] as const) {
    await writeFile(project.at(file), (await readFile(project.at(file), 'utf8')).replace(/^---\n/, `---\nstatus: ${status}\n`));
  }
  const page = await openEditor(browser, server.url);
  await page.reload();
  await page.getByRole('link', { name: /06\.07\.2025 19:00 · Suveõhtu mere ääres · Narva-Jõesuu kuursaal · Jääb ära/ }).waitFor();
  await page.getByRole('link', { name: /26\.04\.2025 .* · Edasi lükatud$/ }).waitFor();
  await saveScreenshot(page, 'cms-list-marks');
  await releaseEditor(browser, page);
});

screens('should not delete a concert the home page features, saying in Estonian what to change first, and delete another after asking', async ({ browser, server, project }) => {
  const featured = 'content/concerts/2025-2026/2025-09-21-meie.md';
  const page = await openEditor(browser, server.url, 'concerts/entries/2025-2026/2025-09-21-meie');
  const questions: string[] = [];
  const answer = (dialog: Dialog) => void (questions.push(dialog.message()), dialog.accept());
  page.on('dialog', answer);
  await page.getByRole('button', { name: 'Kustuta kirje' }).click();
  await page.getByText(/^Kontserti ei saa kustutada: seda kontserti näitab esileht \(Esileht → Esiletõstetud kontserdid, 1\.\)\. Vali seal enne teine kontsert/).waitFor();
  assert.equal(questions, [], 'not asked whether to delete');
  await saveScreenshot(page, 'cms-delete-refused');
  assert.ok(existsSync(project.at(featured)));

  const lonely = 'content/concerts/2024-2025/2025-03-14-tartu.md';
  await goToEntry(page, server.url, 'concerts/entries/2024-2025/2025-03-14-tartu');
  await page.getByRole('button', { name: 'Kustuta kirje' }).click();
  await page.waitForURL(/#\/collections\/concerts$/);
  assert.is(questions.length, 1, 'asked once');
  assert.not.ok(existsSync(project.at(lonely)));
  page.off('dialog', answer);
  await releaseEditor(browser, page);
});

screens('should not delete a picture a page names from the media library, saying where it is used', async ({ browser, server, project }) => {
  const page = await openEditor(browser, server.url);
  const questions: string[] = [];
  const answer = (dialog: Dialog) => void (questions.push(dialog.message()), dialog.dismiss());
  page.on('dialog', answer);
  await page.getByRole('button', { name: 'Pildid' }).or(page.getByRole('link', { name: 'Pildid' })).first().click();
  await page.getByText('meie.svg', { exact: true }).click();
  await page.getByRole('button', { name: 'Kustuta valitud' }).click();
  await page.getByText(/^Pilti ei saa kustutada: pilti images\/meie\.svg kasutab Esileht → Esiletõstetud kontserdid, 1\. → Plakat/).waitFor();
  assert.equal(questions, []);
  assert.ok(existsSync(project.at('static/images/meie.svg')));
  page.off('dialog', answer);
  await page.keyboard.press('Escape');
  await releaseEditor(browser, page);
});

screens('should say "Avaldamisel…", then "Veebis" with a link to the page, once the dev server serves the change', async ({ browser, server }) => {
  const page = await openEditor(browser, server.url, 'concerts/entries/2025-2026/2025-12-19-valguse-ootuses-tartu');
  const time = fieldInput(page, 'time');
  await time.fill('19:30');
  await publish(page);
  const status = page.getByRole('status').filter({ hasText: /^(Avaldamisel|Veebis|Avaldamine)/ });
  await status.getByText(/^Veebis:/).waitFor();
  // A date of a series has no page of its own: the link opens the series' page.
  assert.is(await status.getByRole('link', { name: 'Ava leht' }).getAttribute('href'), `${server.url}/concerts/2025-12-20-valguse-ootuses`);
  const shown = await (await fetch(`${server.url}/concerts/2025-12-20-valguse-ootuses`)).text();
  assert.match(shown, 'kell 19:30');
  await saveScreenshot(page, 'cms-live');
  await keepGuideScreen(page, 'veebis');
  await releaseEditor(browser, page);
});

screens('should follow a new concert to its own page, though the editor opened another entry before the site showed it', async ({ browser, server }) => {
  const year = new Date().getFullYear() + 1;
  const page = await openEditor(browser, server.url, 'concerts/new');
  await page.getByLabel('Kuupäev').fill(`20.11.${year}`);
  await page.getByLabel('Kellaaeg').fill('18:00');
  await page.getByLabel('Koht', { exact: true }).fill('Tartu Jaani kirik');
  await page.getByRole('button', { name: 'Lisa: pealkiri' }).click();
  await page.getByLabel('Pealkiri', { exact: true }).fill('Novembriõhtu');
  // The editor's next look at the site waits on its clock until the editor is on another entry.
  await installClock(page);
  await page.clock.pauseAt(Date.now() + 1_000);
  await publish(page);
  await goToEntry(page, server.url, 'concerts/entries/2025-2026/2025-09-13-tallinn');
  await server.whenIdle();
  await page.clock.resume();
  const status = page.getByRole('status').filter({ hasText: /^(Avaldamisel|Veebis|Avaldamine)/ });
  await status.getByText(/^Veebis:/).waitFor();
  const href = (await status.getByRole('link', { name: 'Ava leht' }).getAttribute('href')) ?? '';
  assert.ok(href.startsWith(`${server.url}/concerts/${year}-11-20`), `the new concert's page, not ${href}`);
  assert.match(await (await fetch(href)).text(), 'Novembriõhtu');
  await releaseEditor(browser, page);
});

screens('should say "Avaldamine ei õnnestunud" when the site is not rebuilt with the change within the time limit', async ({ browser, server, project }) => {
  const page = await openEditor(browser, server.url, 'concerts/entries/2024-2025/2025-03-15-tallinn');
  // Another file broken by hand: the dev server keeps serving its last good build, as a host whose build failed does.
  await writeFile(project.at(HAAPSALU), (await readFile(project.at(HAAPSALU), 'utf8')).replace(/^date: .*$/m, 'date: "31.02.2025"'));
  await server.whenIdle();
  await installClock(page);
  await fieldInput(page, 'time').fill('18:30');
  await publish(page);
  const status = page.getByRole('status').filter({ hasText: /^(Avaldamisel|Veebis|Avaldamine)/ });
  await status.getByText(/^Avaldamisel/).waitFor();
  await page.clock.fastForward('02:00');
  await status.getByText(/^Avaldamine ei õnnestunud/).waitFor();
  await saveScreenshot(page, 'cms-live-failed');
  await releaseEditor(browser, page);
});

screens.run();

// The editor at /admin/ as a secretary who reads no English finds it: every main screen in Estonian,
// the society's name on the login, the newest concert first, a season at a time, found by search.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import en from 'decap-cms-locales/src/en/index.js';
import { readFrontMatter } from '../../src/content/frontmatter.ts';
import { saveScreenshot, showsPicture } from '../helpers/browser.ts';
import { fieldInput, goToEntry, keepGuideScreen, loadEntry, openEditor, openLoginPage, publish, readLoadedField, releaseEditor, waitForPictures } from '../helpers/cms.ts';
import { createEditorSuite } from '../helpers/editor-suite.ts';

/** Every phrase of Decap's English interface, its placeholders cut out: what must not be seen. */
const ENGLISH = toPhrases(en).flatMap((text) => text.split(/%\{\w+\}|\|\|\|\|/)).map((part) => part.trim().replace(/[.…:]+$/, '')).filter((part) => /[a-z]{3}/i.test(part));
/** Words Decap writes in English without asking its locale, and common words of its English. */
const ENGLISH_WORDS = /\b(optional|required|entries|entry|collections?|media|search|login|logout|add|delete|save|saved|publish(ed)?|choose|upload|loading|sort|view|filter|group|new|cancel|close|error|untitled|the|and|of)\b/i;
/** Proper nouns that are the same in Estonian. */
const NOT_ENGLISH = new Set(['Markdown', 'GitHub', 'Logo']);

const estonian = createEditorSuite('the editor at /admin/ in Estonian');

estonian('should greet with the society\'s name and icon, a link to the site it edits, and Estonian only', async ({ browser, server }) => {
  const page = await openLoginPage(browser, server.url);
  const login = page.getByRole('button', { name: 'Logi sisse' });
  assert.is(await page.getByRole('heading', { level: 1 }).innerText(), await siteName(page));
  const logo = page.locator('img[src$="/favicon.svg"]');
  await logo.waitFor();
  assert.ok(await showsPicture(logo), 'the icon loads');
  // On the dev server, the site it edits is the dev server's, where a save shows at once (config.ts, addLocalBackend).
  assert.is(await page.getByRole('link', { name: 'Tagasi saidile' }).getAttribute('href'), `${server.url}/`);
  await assertEstonian(page, 'login');
  await login.click();
  await page.getByRole('link', { name: 'Kontserdid' }).first().waitFor();
  await releaseEditor(browser, page);
});

estonian('should list the newest concert first, each row with date, heading and place', async ({ browser, server }) => {
  const page = await openEditor(browser, server.url);
  await page.goto(`${server.url}/admin/#/collections/concerts`);
  const rows = page.locator('a[href*="/collections/concerts/entries/"]');
  await rows.first().waitFor();
  const dates = (await rows.allInnerTexts()).map((text) => /(\d\d)\.(\d\d)\.(\d{4})/.exec(text)).map((match) => (match ? `${match[3]}-${match[2]}-${match[1]}` : ''));
  assert.ok(dates.length > 3 && dates.every(Boolean), 'every row shows its date');
  assert.equal(dates, [...dates].sort().reverse());
  assert.match(await rows.first().innerText(), / · .+ · /);
  await keepGuideScreen(page, 'kontserdid');
  await assertEstonian(page, 'collection list');
  // Decap's English button was "＋ Kontserdid", a full-width plus that the editor's fonts lack: a box.
  assert.is(await page.getByRole('link', { name: 'Loo uus kontsert' }).innerText(), 'Uus kontsert');
  assert.not.ok(await page.getByRole('heading', { name: await siteName(page) }).isVisible(), 'the society\'s name is the login\'s only');
  await releaseEditor(browser, page);
});

estonian('should show one season\'s concerts when it is chosen, named as a season, newest first', async ({ browser, server }) => {
  const page = await openEditor(browser, server.url);
  await page.goto(`${server.url}/admin/#/collections/concerts`);
  await page.getByRole('button', { name: 'Näita' }).click();
  const seasons = await page.getByText(/^Hooaeg \d{4}\/\d{4}$/).filter({ visible: true }).allInnerTexts();
  assert.ok(seasons.length > 0);
  assert.equal(seasons, [...seasons].sort().reverse());
  await page.getByText('Hooaeg 2025/2026', { exact: true }).filter({ visible: true }).click();
  const rows = page.locator('a[href*="/collections/concerts/entries/"]');
  await rows.first().waitFor();
  for (const text of await rows.allInnerTexts()) {
    const [, month, year] = /\d\d\.(\d\d)\.(\d{4})/.exec(text) ?? [];
    const season = Number(month) >= 8 ? Number(year) : Number(year) - 1;
    assert.is(season, 2025, text);
  }
  // Chosen again, the season is let go: every season's concerts are listed (and the next test's editor with them).
  const season = page.getByText('Hooaeg 2025/2026', { exact: true }).filter({ visible: true });
  if (!(await season.isVisible())) await page.getByRole('button', { name: 'Näita' }).click();
  await season.click();
  await rows.filter({ hasText: /\d\d\.0[1-7]\.2025/ }).first().waitFor();
  await releaseEditor(browser, page);
});

estonian('should find a concert by a composer\'s name and by a word of its heading', async ({ browser, server }) => {
  const page = await openEditor(browser, server.url);
  for (const word of ['Bach', 'Meie']) {
    await page.goto(`${server.url}/admin/#/search/${word}`);
    const found = page.locator('a[href*="/collections/concerts/entries/"]');
    await found.first().waitFor({ timeout: 20_000 });
    assert.ok((await found.count()) > 0, word);
  }
  await releaseEditor(browser, page);
});

estonian('should show the entry editor, the featured list and the media library in Estonian', async ({ browser, server }) => {
  const page = await openEditor(browser, server.url);
  await goToEntry(page, server.url, 'concerts/entries/2025-2026/2025-09-13-tallinn');
  // A collapsed item of a list of texts shows its text, not the list's name (the preview beside is a frame of its own).
  await page.getByText('Hooaja eelõhtul', { exact: true }).first().waitFor();
  await goToEntry(page, server.url, 'concerts/entries/2025-2026/2025-09-21-meie');
  await assertEstonian(page, 'entry editor');
  // Every logo and the shipped posters show in their image fields, not as Decap's empty placeholder.
  await loadEntry(page, server.url, 'pages/entries/supporters');
  await waitForPictures(page, 11);
  await loadEntry(page, server.url, 'pages/entries/home');
  await waitForPictures(page, 2);
  await assertEstonian(page, 'featured list');
  await page.goto(`${server.url}/admin/#/collections/concerts`);
  await page.getByRole('button', { name: 'Pildid' }).click();
  await page.getByText('Laadi üles').first().waitFor();
  await assertEstonian(page, 'media library');
  await page.keyboard.press('Escape');
  await page.getByText('Laadi üles').first().waitFor({ state: 'detached' });
  await releaseEditor(browser, page);
});

estonian('should duplicate last season\'s opening concert into a new file named after its new date', async ({ browser, server, project }) => {
  const original = 'content/concerts/2025-2026/2025-09-13-tallinn.md';
  const before = await readFile(project.at(original), 'utf8');
  const page = await openEditor(browser, server.url, 'concerts/entries/2025-2026/2025-09-13-tallinn');
  const place = await readLoadedField(page, 'place');
  await page.getByRole('button', { name: 'Avaldatud' }).click();
  await page.getByText('Tee koopia', { exact: true }).click();
  await page.waitForURL(/\/collections\/concerts\/new/);
  assert.is(await readLoadedField(page, 'place'), place);
  await fieldInput(page, 'date').fill('12.09.2031');
  await publish(page);
  const copy = `content/concerts/2031-09-12-${place.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-')}.md`;
  const read = readFrontMatter(copy, await readFile(project.at(copy), 'utf8'));
  const kept = readFrontMatter(original, before);
  assert.ok(read.ok && kept.ok, copy);
  if (read.ok && kept.ok) assert.equal(read.data, { ...kept.data, date: '12.09.2031' });
  assert.is(await readFile(project.at(original), 'utf8'), before, 'the original stays as it was');
  await releaseEditor(browser, page);
});

estonian.run();

async function siteName(page: Page): Promise<string> {
  return (await page.title()).replace(/^Sisu muutmine · /, '');
}

/** Fails, listing them, on English phrases among the page's text, labels, titles and placeholders. */
async function assertEstonian(page: Page, screen: string): Promise<void> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.closest('[hidden], [style*="display: none"]') === null && parent.offsetParent !== null && node.textContent?.trim()) found.push(node.textContent.trim());
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value?.trim()) found.push(value.trim());
      }
    }
    return found;
  });
  assert.equal(texts.filter((text) => /[\uFF00-\uFFEF\uFFFD]/.test(text)), [], `characters the fonts lack, shown as boxes, on the ${screen}`);
  const english = texts.filter((text) => !NOT_ENGLISH.has(text) && (ENGLISH.includes(text.replace(/[.…:]+$/, '')) || ENGLISH_WORDS.test(text)));
  if (english.length > 0) await saveScreenshot(page, `cms-english-${screen.replace(/ /g, '-')}`);
  assert.equal(english, [], `English on the ${screen}`);
}

type Phrases = { [key: string]: string | Phrases };

function toPhrases(phrases: unknown): string[] {
  return Object.values(phrases as Phrases).flatMap((value) => (typeof value === 'string' ? [value] : toPhrases(value)));
}

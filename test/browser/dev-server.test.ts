// The dev server in a real browser: live reload, the error overlay under the pages' CSP, and the
// stylesheet swapped in place. Runs with the other browser tests (Debian's Chromium).
import { readFile, writeFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startDevServer, type DevServer } from '../../src/dev/server.ts';
import { launchChromium } from '../helpers/browser.ts';
import { createTempProject, type TempProject } from '../helpers/temp-project.ts';

const CONCERT = 'content/concerts/2025-2026/2025-09-13-tallinn.md';

interface Context {
  project: TempProject;
  server: DevServer;
  browser: Browser;
  page: Page;
  problems: string[];
}

const devInBrowser = suite<Context>('dev server in a browser');

devInBrowser.before(async (context) => {
  context.project = await createTempProject();
  context.server = await startDevServer({ root: context.project.root, port: 0, host: '127.0.0.1' });
  context.browser = await launchChromium();
  context.page = await context.browser.newPage();
  context.problems = [];
  context.page.on('pageerror', (error) => context.problems.push(error.message));
  context.page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) context.problems.push(message.text());
  });
  await context.page.goto(`${context.server.url}/concerts/archive`);
});

devInBrowser.after(async (context) => {
  await context.browser?.close();
  await context.server?.close();
  await context.project?.remove();
});

async function editConcert(project: TempProject, change: (text: string) => string): Promise<void> {
  const file = project.at(CONCERT);
  await writeFile(file, change(await readFile(file, 'utf8')));
}

devInBrowser('should reload the page with the new text after a save', async ({ page, project }) => {
  const reloaded = page.waitForEvent('load');
  await editConcert(project, (text) => text.replace('Sügisene serenaad', 'Talvine serenaad'));
  await reloaded;
  assert.is(await page.getByText('Talvine serenaad').count(), 1);
});

devInBrowser('should show the build\'s message over the page after a bad save, in Estonian, and remove it after the fix', async ({ page, project }) => {
  await editConcert(project, (text) => text.replace('time: "16:00"', 'time: "25:00"'));
  const overlay = page.getByRole('alertdialog');
  await overlay.waitFor();
  const text = await overlay.innerText();
  // The file by its path and the field by its key, then what to write, in Estonian throughout.
  assert.match(text, `${CONCERT}: time "25:00" ei ole kellaaeg; kirjuta see kujul tt:mm, näiteks "19:00".`);
  assert.match(text, 'Saiti ei ehitatud: sisus on 1 viga.');
  assert.not.match(text, /\b(The|build|stopped|problem|is|not|write|Error)\b/);
  const reloaded = page.waitForEvent('load');
  await editConcert(project, (text) => text.replace('time: "25:00"', 'time: "16:00"'));
  await reloaded;
  assert.is(await page.getByRole('alertdialog').count(), 0);
});

devInBrowser('should say in Estonian that a bug of the generator\'s own is no mistake in the content, its English line after', async ({ page, project }) => {
  const file = project.at('src/pages/NotFoundPage.tsx');
  const good = await readFile(file, 'utf8');
  await writeFile(file, good.replace('return (', "throw new Error('Internal error: a bug on purpose');\n  return ("));
  const overlay = page.getByRole('alertdialog');
  await overlay.waitFor();
  const lines = (await overlay.innerText()).split('\n').filter((line) => line.trim() !== '');
  assert.ok(lines.includes('Sisus pole midagi parandada. Seni näitab server viimast töötavat versiooni.'), lines.join('\n'));
  const bug = lines.indexOf('Internal error: a bug on purpose');
  assert.ok(bug > 0 && /ehitaja enda vea tõttu, mitte sisu pärast/.test(lines[bug - 1] ?? ''), lines.join('\n'));
  const reloaded = page.waitForEvent('load');
  await writeFile(file, good);
  await reloaded;
});

devInBrowser('should swap the stylesheet without reloading when only CSS changed', async ({ page, project, server }) => {
  // A page whose events are not connected yet misses the swap and, connecting, reloads: the test
  // would then see the lost state of its own timing, not of the server.
  await server.whenIdle();
  // A live reload the test before set off may still be under way and cut this reload short
  // (net::ERR_ABORTED, seen under load): either way the page ends loaded and connected. Awaited
  // together, so that a reload failing otherwise fails this test rather than leaving the wait to
  // reject unheard once the suite closes the page (which ends the test process).
  const reload = page.reload().catch(async (error: unknown) => {
    if (!String(error).includes('ERR_ABORTED')) throw error;
    await page.waitForLoadState('load');
  });
  await Promise.all([page.waitForResponse((response) => response.url().endsWith('/__dev/events')), reload]);
  await page.evaluate(() => Object.assign(window, { keptState: 'still here' }));
  const file = project.at('src/styles/site.css');
  await writeFile(file, `${await readFile(file, 'utf8')}\nbody { outline: 3px solid rgb(1, 2, 3); }\n`);
  await page.waitForFunction(() => getComputedStyle(document.body).outlineColor === 'rgb(1, 2, 3)');
  assert.is(await page.evaluate(() => (window as unknown as { keptState?: string }).keptState), 'still here');
  assert.is(await page.locator('link[rel="stylesheet"]').count(), 1);
});

devInBrowser('should run its script under the pages\' Content-Security-Policy without a violation', ({ problems }) => {
  assert.equal(problems, []);
});

devInBrowser.run();

// Every shipped content file re-saved through the editor at /admin/ (on the dev server, in a copy of
// the project) builds the very same site. A file of its own: the longest of the editor's tests, so
// that the two test processes share the editor's tests evenly.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { PUBLISHED_STAMP } from '../../src/admin/page.ts';
import { buildSite } from '../../src/site.ts';
import type { OutputFile } from '../../src/output.ts';
import type { Page } from 'playwright-core';
import { fieldInput, goToEntry, openEditor, publish, releaseEditor } from '../helpers/cms.ts';
import { createEditorSuite } from '../helpers/editor-suite.ts';
import { buildShipped, PROJECT_ROOT } from '../helpers/site-build.ts';
import type { TempProject } from '../helpers/temp-project.ts';

const NOW = new Date('2025-06-01T12:00:00+03:00');

const resave = createEditorSuite('every shipped content file re-saved through the editor');

resave('should re-save every shipped content file through the editor without changing the built site', async ({ browser, server, project }) => {
  // The copy holds the shipped content, so its site before the saves is the shipped build, which
  // this test process builds once for every file that reads it.
  const before = (await buildShipped(NOW)).files;
  const concerts = (await readdir(project.at('content/concerts'), { recursive: true })).filter((name) => name.endsWith('.md')).map((name) => `concerts/${name.replace(/\.md$/, '')}`);
  const entries: [file: string, route: string, field: string][] = [
    ...concerts.map((file): [string, string, string] => [file, `concerts/entries/${file.slice('concerts/'.length)}`, 'place']),
    ['home', 'pages/entries/home', 'alt'],
    ['supporters', 'pages/entries/supporters', 'name'],
    ['site', 'pages/entries/site', 'contactPerson'],
    ['venues', 'pages/entries/venues', 'locality'],
  ];
  // Decap publishes only an entry that differs from the one it loaded. So each file gets a letter
  // added to one field on disk, and the editor takes it away again: one save per file, and a file
  // the editor did not write (or wrote wrong) keeps its letter and changes the site.
  const marked = new Map<string, string>();
  const values = new Map<string, string>();
  for (const [file, , field] of entries) {
    const text = await readFile(project.at(`content/${file}.md`), 'utf8');
    const quoted = new RegExp(`^(\\s*(?:- )?${field}: ")([^"\\\\]*)"`, 'm');
    const value = quoted.exec(text)?.[2];
    assert.ok(value, `content/${file}.md has no "${field}" to mark`);
    values.set(file, value);
    marked.set(file, text.replace(quoted, '$1$2x"'));
    await writeFile(project.at(`content/${file}.md`), marked.get(file) ?? '');
  }
  const page = await openEditor(browser, server.url);
  for (const [file, route, field] of entries) {
    await goToEntry(page, server.url, route);
    await waitForLoadedValue(page, field, `${values.get(file)}x`, `content/${file}.md`);
    await fieldInput(page, field).fill(values.get(file) ?? '');
    await publish(page);
  }
  const written = await Promise.all(entries.map(([file]) => readFile(project.at(`content/${file}.md`), 'utf8')));
  // The editor writes its own YAML (no quotes, no comments), front-matter only.
  assert.ok(written.every((text) => text.startsWith('---\n') && text.endsWith('\n---\n')));
  entries.forEach(([file], index) => assert.is.not(written[index], marked.get(file), `content/${file}.md was not written by the editor`));
  assert.ok(written.some((text) => /^time: \d\d:\d\d$/m.test(text)), 'times are written without quotes, which YAML 1.1 would read as numbers');
  const after = await buildFiles(project);
  assert.equal([...after.keys()].sort(), [...before.keys()].sort());
  for (const [file, contents] of before) {
    // The editor's "is it live?" stamp names the files' texts, which the editor writes in its own YAML.
    if (file === PUBLISHED_STAMP) continue;
    assert.ok(sameContents(contents, after.get(file), project.root), `${file} differs after the editor re-saved the content`);
  }
  await releaseEditor(browser, page);
});

resave.run();

/** Waits until the field's first box holds `expected` (the form shows empty boxes, or an earlier entry's, first). */
async function waitForLoadedValue(page: Page, field: string, expected: string, file: string): Promise<void> {
  const selector = `input[id^="${field}-field-"]`;
  await page.waitForFunction(([css, value]) => document.querySelector<HTMLInputElement>(css)?.value === value, [selector, expected] as const).catch(async () => {
    assert.is(await fieldInput(page, field).inputValue(), expected, `the editor shows ${file}'s ${field} as it is on disk`);
  });
}

async function buildFiles(project: TempProject): Promise<Map<string, OutputFile>> {
  return (await buildSite({ root: project.root, now: NOW })).files;
}

/** Whether a file of the shipped build has the same contents as the copy's (at `copyRoot`): a copied file the same file of its project. */
function sameContents(a: OutputFile, b: OutputFile | undefined, copyRoot: string): boolean {
  if (b === undefined) return false;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if ('copyFrom' in a || 'copyFrom' in b) return 'copyFrom' in a && 'copyFrom' in b && path.relative(PROJECT_ROOT, a.copyFrom) === path.relative(copyRoot, b.copyFrom);
  return Buffer.from(a).equals(Buffer.from(b));
}

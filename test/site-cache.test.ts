import { readFile, rm, writeFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, createBuildCache } from '../src/site.ts';
import { createTempProject, type TempProject } from './helpers/temp-project.ts';

const CONCERT = 'content/concerts/2025-2026/2025-09-13-tallinn.md';
const now = new Date('2025-06-01T12:00:00+03:00');

const buildSiteCache = suite<{ project: TempProject }>('buildSite with a cache');

buildSiteCache.before(async (context) => {
  context.project = await createTempProject();
});
buildSiteCache.after(async (context) => {
  await context.project?.remove();
});

buildSiteCache('should build the same files with a cache as without one', async ({ project }) => {
  const cache = createBuildCache();
  const plain = await buildSite({ root: project.root, now });
  const first = await buildSite({ root: project.root, now, cache });
  const second = await buildSite({ root: project.root, now, cache });
  // Compared as maps: the share cards reach the map when drawn, in their own thread or not, so the order may differ.
  assert.equal(first.files, plain.files);
  assert.equal(second.files, plain.files);
});

buildSiteCache('should not read a file again until its path leaves the cache', async ({ project }) => {
  const cache = createBuildCache();
  await buildSite({ root: project.root, now, cache });
  const file = project.at(CONCERT);
  const original = await readFile(file, 'utf8');
  try {
    await writeFile(file, original.replace('Sügisene serenaad', 'Talvine serenaad'));
    const stale = await buildSite({ root: project.root, now, cache });
    assert.not.match(String(stale.files.get('concerts/archive.html')), 'Talvine serenaad');

    cache.sources.delete(CONCERT);
    const fresh = await buildSite({ root: project.root, now, cache });
    assert.match(String(fresh.files.get('concerts/archive.html')), 'Talvine serenaad');
  } finally {
    await writeFile(file, original);
  }
});

buildSiteCache('should render again only the pages and calendars that show what changed', async ({ project }) => {
  const cache = createBuildCache();
  const first = await buildSite({ root: project.root, now, cache });
  const file = project.at(CONCERT);
  const original = await readFile(file, 'utf8');
  try {
    await writeFile(file, original.replace('Sügisene serenaad', 'Talvine serenaad'));
    cache.sources.delete(CONCERT);
    await buildSite({ root: project.root, now, cache });
  } finally {
    await writeFile(file, original);
  }
  const rendered = [...cache.derived.lastMade].filter((id) => id.startsWith('page:')).sort();
  assert.equal(rendered, [
    'page:concerts/2025-09-13-tallinn.html',
    'page:concerts/archive.html',
    'page:concerts/index.html',
    'page:concerts/upcoming.html',
  ]);
  const calendars = [...cache.derived.lastMade].filter((id) => id.startsWith('calendar:'));
  assert.equal(calendars, ['calendar:2025-09-13-tallinn']);
  assert.ok(first.pages > rendered.length + 3, 'the other pages were not rendered again');
});

/** The pages a rebuild rendered again after `edit` changed one file of the project. */
async function renderedAfter(project: TempProject, file: string, edit: (text: string) => string): Promise<string[]> {
  const cache = createBuildCache();
  await buildSite({ root: project.root, now, cache });
  const original = await readFile(project.at(file), 'utf8');
  try {
    await writeFile(project.at(file), edit(original));
    cache.sources.delete(file);
    const result = await buildSite({ root: project.root, now, cache });
    assert.ok(result.files.has('index.html'));
  } finally {
    await writeFile(project.at(file), original);
  }
  return [...cache.derived.lastMade].filter((id) => id.startsWith('page:')).sort();
}

buildSiteCache('should render the home page again when a featured concert\'s file changes, any of its dates', async ({ project }) => {
  const main = await renderedAfter(project, 'content/concerts/2025-2026/2025-09-21-meie.md', (text) => text.replace('Summa keelpillidele', 'Fratres'));
  assert.ok(main.includes('page:index.html'), `rendered: ${main.join(', ')}`);
  assert.ok(main.includes('page:concerts/2025-09-21-meie.html'));
  const placeholder = await renderedAfter(project, 'content/concerts/2025-2026/2025-09-19-meie-tallinn.md', (text) => text.replace('"19:00"', '"19:30"'));
  assert.ok(placeholder.includes('page:index.html'), `rendered: ${placeholder.join(', ')}`);
});

buildSiteCache('should render the home page again, and only the home page, when home.md changes', async ({ project }) => {
  const rendered = await renderedAfter(project, 'content/home.md', (text) => text.replace('Uus hooaeg algab', 'Uus hooaeg alustab'));
  assert.equal(rendered, ['page:index.html']);
});

buildSiteCache('should forget a deleted file', async ({ project }) => {
  const cache = createBuildCache();
  await buildSite({ root: project.root, now, cache });
  const file = project.at(CONCERT);
  const original = await readFile(file, 'utf8');
  try {
    await rm(file);
    const result = await buildSite({ root: project.root, now, cache });
    assert.not.ok(cache.sources.has(CONCERT));
    assert.not.match(String(result.files.get('concerts/archive.html')), 'Sügisene serenaad');
  } finally {
    await writeFile(file, original);
  }
});

buildSiteCache('should never put the dev server\'s reload script into a build', async ({ project }) => {
  const result = await buildSite({ root: project.root, now, cache: createBuildCache() });
  for (const [file, contents] of result.files) {
    if (typeof contents === 'string') assert.not.match(contents, '__dev', file);
  }
});

buildSiteCache.run();

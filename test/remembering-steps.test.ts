import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createRememberingSteps } from '../src/dev/remembering-steps.ts';
import { buildSite } from '../src/site.ts';
import { createTempProject, type TempProject } from './helpers/temp-project.ts';

const CONCERT = 'content/concerts/2025-2026/2025-09-13-tallinn.md';
const now = new Date('2025-06-01T12:00:00+03:00');

const buildSiteCache = suite<{ project: TempProject }>('buildSite with the dev server\'s remembering steps');

/** One dev rebuild, as the build worker does it. */
async function rebuild(project: TempProject, remembering: ReturnType<typeof createRememberingSteps>) {
  const result = await buildSite({ root: project.root, now, steps: remembering.steps });
  remembering.sweep();
  return result;
}

/** Runs `fn` while `file` holds `edit` of its text, then puts the text back. */
async function withEdited<T>(project: TempProject, file: string, edit: (text: string) => string, fn: () => Promise<T>): Promise<T> {
  const original = await readFile(project.at(file), 'utf8');
  try {
    await writeFile(project.at(file), edit(original));
    return await fn();
  } finally {
    await writeFile(project.at(file), original);
  }
}

const RETITLE = (text: string) => text.replace('Sügisene serenaad', 'Talvine serenaad');

buildSiteCache.before(async (context) => {
  context.project = await createTempProject();
});
buildSiteCache.after(async (context) => {
  await context.project?.remove();
});

buildSiteCache('should build the same files remembering as without', async ({ project }) => {
  const remembering = createRememberingSteps();
  const plain = await buildSite({ root: project.root, now });
  const first = await rebuild(project, remembering);
  const second = await rebuild(project, remembering);
  // Compared as maps: what matters is each file, not the order they were made in.
  assert.equal(first.files, plain.files);
  assert.equal(second.files, plain.files);
});

buildSiteCache('should show a saved file\'s new text at the next build, whether or not the change was reported', async ({ project }) => {
  const remembering = createRememberingSteps();
  await rebuild(project, remembering);
  const fresh = await withEdited(project, CONCERT, RETITLE, () => rebuild(project, remembering));
  assert.match(String(fresh.files.get('concerts/archive.html')), 'Talvine serenaad');
  assert.match(String(fresh.files.get('concerts/2025-09-13-tallinn.html')), 'Talvine serenaad');
});

buildSiteCache('should build after an edit exactly what a plain build makes: the edited concert\'s page, card, calendar and lists', async ({ project }) => {
  const remembering = createRememberingSteps();
  await rebuild(project, remembering);
  // An upcoming concert on 1 June 2025, so its share card is made again too.
  const [remembered, plain] = await withEdited(project, CONCERT, RETITLE, async () => [await rebuild(project, remembering), await buildSite({ root: project.root, now })]);
  assert.equal([...remembered.files.keys()].sort(), [...plain.files.keys()].sort());
  for (const [name, contents] of plain.files) assert.equal(remembered.files.get(name), contents, name);
  assert.ok([...plain.files.keys()].some((name) => name.startsWith('assets/cards/2025-09-13-tallinn.')), 'the concert has a share card');
});

buildSiteCache('should render again only the pages and calendars that show what changed', async ({ project }) => {
  const remembering = createRememberingSteps();
  const first = await rebuild(project, remembering);
  await withEdited(project, CONCERT, RETITLE, () => rebuild(project, remembering));
  const rendered = [...remembering.lastMade].filter((id) => id.startsWith('page:')).sort();
  assert.equal(rendered, [
    'page:concerts/2025-09-13-tallinn.html',
    'page:concerts/archive.html',
    // /concerts/ is the same page, written at both paths.
    'page:concerts/upcoming.html',
  ]);
  const calendars = [...remembering.lastMade].filter((id) => id.startsWith('calendar:'));
  assert.equal(calendars, ['calendar:2025-09-13-tallinn']);
  // Of the list pages, only the edited concert's group is rendered again, on each list it is in.
  const listItems = [...remembering.lastMade].filter((id) => id.startsWith('item:')).sort();
  assert.equal(listItems, ['item:archive:2025-09-13-tallinn', 'item:upcoming:2025-09-13-tallinn']);
  assert.ok(first.pages > rendered.length + 3, 'the other pages were not rendered again');
});

buildSiteCache('should build what a plain build makes once a concert has passed, overnight in a running dev server', async ({ project }) => {
  const remembering = createRememberingSteps();
  await rebuild(project, remembering);
  // The day after the concert: it leaves the upcoming list, and on the archive it is no longer hidden.
  const later = new Date('2025-09-14T09:00:00+03:00');
  const remembered = await buildSite({ root: project.root, now: later, steps: remembering.steps });
  remembering.sweep();
  const plain = await buildSite({ root: project.root, now: later });
  for (const file of ['concerts/archive.html', 'concerts/upcoming.html', 'concerts/index.html']) assert.equal(remembered.files.get(file), plain.files.get(file), file);
  assert.ok([...remembering.lastMade].includes('item:archive:2025-09-13-tallinn'), 'the passed concert is rendered again on the archive');
});

buildSiteCache('should offer a new season in the editor as soon as a concert of it is saved', async ({ project }) => {
  const remembering = createRememberingSteps();
  const first = await rebuild(project, remembering);
  assert.not.match(String(first.files.get('admin/config.yml')), '2027/2028');
  const added = project.at('content/concerts/2027-2028/2027-09-11-tallinn.md');
  await mkdir(path.dirname(added), { recursive: true });
  await writeFile(added, (await readFile(project.at(CONCERT), 'utf8')).replace('"13.09.2025"', '"11.09.2027"'));
  try {
    const remembered = await rebuild(project, remembering);
    const plain = await buildSite({ root: project.root, now });
    assert.match(String(remembered.files.get('admin/config.yml')), '2027/2028');
    assert.equal(remembered.files.get('admin/config.yml'), plain.files.get('admin/config.yml'));
  } finally {
    await rm(path.dirname(added), { recursive: true, force: true });
  }
});

/** The pages a rebuild rendered again after `edit` changed one file of the project. */
async function renderedAfter(project: TempProject, file: string, edit: (text: string) => string): Promise<string[]> {
  const remembering = createRememberingSteps();
  await rebuild(project, remembering);
  const result = await withEdited(project, file, edit, () => rebuild(project, remembering));
  assert.ok(result.files.has('index.html'));
  return [...remembering.lastMade].filter((id) => id.startsWith('page:')).sort();
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
  const remembering = createRememberingSteps();
  await rebuild(project, remembering);
  const file = project.at(CONCERT);
  const original = await readFile(file, 'utf8');
  try {
    await rm(file);
    const result = await rebuild(project, remembering);
    assert.not.ok(result.files.has('concerts/2025-09-13-tallinn.html'));
    assert.not.match(String(result.files.get('concerts/archive.html')), 'Sügisene serenaad');
  } finally {
    await writeFile(file, original);
  }
});

buildSiteCache('should never put the dev server\'s reload script into a build', async ({ project }) => {
  const result = await rebuild(project, createRememberingSteps());
  for (const [file, contents] of result.files) {
    if (typeof contents === 'string') assert.not.match(contents, '__dev', file);
  }
});

buildSiteCache.run();

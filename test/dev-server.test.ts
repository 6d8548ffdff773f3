import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { parseHTML } from 'linkedom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startDevServer, type DevReport, type DevServer } from '../src/dev/server.ts';
import { describeFailure } from '../src/errors.ts';
import { buildSite } from '../src/site.ts';
import { closeSocket, openEvents, openLeaving, resetSocket, type EventStream } from './helpers/events.ts';
import { createTempProject, moveToSubFolder, type TempProject } from './helpers/temp-project.ts';

const CONCERT = 'content/concerts/2025-09-13-tallinn.md';
const HEADING = 'Sügisene serenaad';

interface Context {
  project: TempProject;
  server: DevServer;
  events: EventStream;
  reports: DevReport[];
}

function createDevSuite(name: string) {
  const test = suite<Context>(name);
  test.before(async (context) => {
    context.project = await createTempProject();
    context.reports = [];
    context.server = await startDevServer({ root: context.project.root, port: 0, host: '127.0.0.1', report: (r) => { context.reports.push(r); if (process.env.DEV_DEBUG) console.log(JSON.stringify(r).slice(0, 200)); } });
    context.events = await openEvents(`${context.server.url}/__dev/events`);
    await context.events.next('ready');
  });
  test.after(async (context) => {
    context.events?.close();
    await context.server?.close();
    await context.project?.remove();
  });
  return test;
}

async function get(server: DevServer, route: string) {
  const res = await fetch(`${server.url}${route}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text(), headers: res.headers };
}

async function getDocument(server: DevServer, route: string) {
  const { status, text } = await get(server, route);
  return { status, document: parseHTML(text).document };
}

async function editConcert(project: TempProject, change: (text: string) => string): Promise<void> {
  const file = project.at(CONCERT);
  await writeFile(file, change(await readFile(file, 'utf8')));
}

function archiveHeadings(document: ReturnType<typeof parseHTML>['document']): string[] {
  return [...document.querySelectorAll('[data-key-date] h2, [data-key-date] h3')].map((h) => h.textContent ?? '');
}

const serving = createDevSuite('dev server: serving');

serving('should serve every route with the reload script as an external file', async ({ server }) => {
  for (const route of ['/', '/concerts/', '/concerts/upcoming', '/concerts/archive', '/contact', '/contact/']) {
    const { status, document } = await getDocument(server, route);
    assert.is(status, 200, route);
    const scripts = [...document.querySelectorAll('script')];
    assert.ok(scripts.some((s) => s.getAttribute('src') === '/__dev/reload.js'), `${route} has the reload script`);
    // Structured data is JSON that browsers never run; any other script must be a file.
    assert.ok(scripts.every((s) => s.hasAttribute('src') || s.getAttribute('type') === 'application/ld+json'), `${route} has no inline script`);
  }
  const script = await get(server, '/__dev/reload.js');
  assert.is(script.status, 200);
  assert.match(script.type, 'javascript');
  assert.match(script.text, 'EventSource');
});

serving('should answer an unknown address with 404.html and status 404', async ({ server }) => {
  const { status, document } = await getDocument(server, '/no/such/page');
  assert.is(status, 404);
  assert.is(document.querySelector('h1')?.textContent, 'Lehte ei leitud');
});

serving('should serve files from static/ and send no-store', async ({ server }) => {
  const image = await get(server, '/images/meie.svg');
  assert.is(image.status, 200);
  assert.match(image.type, 'image/svg+xml');
  const page = await get(server, '/');
  assert.is(page.headers.get('cache-control'), 'no-store');
});

serving.run();

const subFolder = suite<Context>('dev server: a site in a sub-folder of its host');

subFolder.before(async (context) => {
  context.project = await createTempProject();
  await moveToSubFolder(context.project);
  context.server = await startDevServer({ root: context.project.root, port: 0, host: '127.0.0.1' });
});
subFolder.after(async (context) => {
  await context.server?.close();
  await context.project?.remove();
});

subFolder('should serve the pages where their links point, and send / there', async ({ server }) => {
  assert.is(server.homeUrl, `${server.url}/selts/`);
  const home = await getDocument(server, '/selts/');
  assert.is(home.status, 200);
  const contactLink = home.document.querySelector('a[href$="/contact"]')?.getAttribute('href');
  assert.is(contactLink, '/selts/contact');
  assert.is((await get(server, '/selts/contact')).status, 200);
  const stylesheet = home.document.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? '';
  assert.is((await get(server, stylesheet)).status, 200, stylesheet);
  assert.is((await get(server, '/selts/images/meie.svg')).status, 200);
  assert.is((await get(server, '/contact')).status, 404);
  const root = await fetch(`${server.url}/`, { redirect: 'manual' });
  assert.is(root.status, 302);
  assert.is(root.headers.get('location'), '/selts/');
});

subFolder.run();

const editing = createDevSuite('dev server: editing content');

editing('should send a reload event and serve the new text after a concert file is edited', async ({ server, project, events }) => {
  await editConcert(project, (text) => text.replace(HEADING, 'Talvine serenaad'));
  await events.next('reload');
  const { document } = await getDocument(server, '/concerts/archive');
  assert.ok(archiveHeadings(document).some((h) => h.includes('Talvine serenaad')));
});

editing('should send the build\'s own message when an edit is bad, and keep serving the last good pages', async ({ server, project, events }) => {
  await editConcert(project, (text) => text.replace('time: "16:00"', 'time: "25:00"'));
  const { data } = await events.next('problem');
  const expected = await buildSite({ root: project.root, now: new Date() }).then(
    () => 'the build passed',
    (error: unknown) => describeFailure(error),
  );
  assert.is(data.message, expected);
  assert.match(String(data.message), CONCERT);
  assert.match(String(data.message), 'time "25:00"');

  const { status, document } = await getDocument(server, '/concerts/archive');
  assert.is(status, 200);
  assert.ok(archiveHeadings(document).some((h) => h.includes('Talvine serenaad')), 'the last good page');

  const late = await openEvents(`${server.url}/__dev/events`);
  try {
    assert.is((await late.next('problem')).data.message, expected, 'a page opened now sees the problem too');
  } finally {
    late.close();
  }
});

editing('should clear the problem and reload when the file is fixed', async ({ server, project, events, reports }) => {
  await editConcert(project, (text) => text.replace('time: "25:00"', 'time: "16:00"'));
  await events.next('reload');
  const late = await openEvents(`${server.url}/__dev/events`);
  try {
    await late.next('ready');
    await server.whenIdle();
    assert.equal(late.pending(), [], 'no problem is sent to a page opened now');
  } finally {
    late.close();
  }
  assert.is(reports.filter((r) => r.kind === 'failed').length, 1, 'the terminal heard of the problem once');
});

editing('should drop a deleted file and bring it back when it is added again', async ({ server, project, events }) => {
  const file = project.at(CONCERT);
  const text = await readFile(file, 'utf8');
  await rm(file);
  await events.next('reload');
  let { document } = await getDocument(server, '/concerts/archive');
  assert.not.ok(archiveHeadings(document).some((h) => h.includes('Talvine serenaad')));

  await writeFile(file, text);
  await events.next('reload');
  ({ document } = await getDocument(server, '/concerts/archive'));
  assert.ok(archiveHeadings(document).some((h) => h.includes('Talvine serenaad')));
});

editing('should pass over editors\' scratch files and survive a renamed folder', async ({ server, project, events, reports }) => {
  const scratch = ['.#2025-09-13-tallinn.md', '2025-09-13-tallinn.md~', '4913', '.2025-09-13-tallinn.md.swp'];
  await Promise.all(scratch.map((name) => writeFile(project.at(`content/concerts/${name}`), 'scratch')));
  await Promise.all(scratch.map((name) => rm(project.at(`content/concerts/${name}`))));

  await rename(project.at('content/concerts'), project.at('content/konserdid'));
  await events.next('reload');
  let { status, document } = await getDocument(server, '/concerts/archive');
  assert.is(status, 200);
  assert.is(document.querySelectorAll('[data-key-date]').length, 0);

  await rename(project.at('content/konserdid'), project.at('content/concerts'));
  await events.next('reload');
  ({ status, document } = await getDocument(server, '/concerts/archive'));
  assert.ok(archiveHeadings(document).some((h) => h.includes('Talvine serenaad')));

  const changed = reports.flatMap((r) => (r.kind === 'built' ? r.changed : []));
  assert.ok(scratch.every((name) => !changed.some((file) => file.endsWith(name))), 'scratch files never cause a rebuild');
});

editing('should coalesce a burst of saves into at most two rebuilds', async ({ server, project, events, reports }) => {
  const file = project.at(CONCERT);
  const text = await readFile(file, 'utf8');
  const before = reports.length;
  // Five saves in one go, as an editor's "save all" or a formatter would make them.
  await Promise.all([1, 2, 3, 4, 5].map((n) => writeFile(file, text.replace('Talvine serenaad', `Serenaad ${n}`))));
  await events.next('reload');
  await server.whenIdle();
  const builds = reports.slice(before).filter((r) => r.kind === 'built');
  assert.ok(builds.length >= 1 && builds.length <= 2, `${builds.length} rebuilds`);
});

editing.run();

const code = createDevSuite('dev server: editing the generator');

code('should swap the stylesheet without a reload when only CSS changed', async ({ server, project, events }) => {
  const { document } = await getDocument(server, '/');
  const previous = document.querySelector('link[rel="stylesheet"]')?.getAttribute('href');
  const file = project.at('src/styles/site.css');
  await writeFile(file, `${await readFile(file, 'utf8')}\n.dev-test-marker { color: #123456; }\n`);
  const { data } = await events.next('css');
  assert.is(data.previous, previous);
  assert.is.not(data.href, previous);
  const stylesheet = await get(server, String(data.href));
  assert.is(stylesheet.status, 200);
  assert.match(stylesheet.text, '.dev-test-marker');
  const after = await getDocument(server, '/');
  assert.is(after.document.querySelector('link[rel="stylesheet"]')?.getAttribute('href'), data.href);
  assert.equal(events.pending().filter((e) => e.name === 'reload'), []);
});

code('should import changed generator code afresh and reload', async ({ server, project, events }) => {
  const file = project.at('src/pages/NotFoundPage.tsx');
  await writeFile(file, (await readFile(file, 'utf8')).replace('Lehte ei leitud', 'Seda lehte ei ole'));
  await events.next('reload');
  const { status, document } = await getDocument(server, '/missing');
  assert.is(status, 404);
  assert.is(document.querySelector('h1')?.textContent, 'Seda lehte ei ole');
});

code('should show a syntax error in the generator and recover when it is fixed', async ({ server, project, events }) => {
  const file = project.at('src/pages/NotFoundPage.tsx');
  const good = await readFile(file, 'utf8');
  await writeFile(file, good.replace('<h1>', '<h1 <<'));
  const { data } = await events.next('problem');
  assert.match(String(data.message), 'NotFoundPage.tsx');
  assert.is((await get(server, '/')).status, 200, 'the last good pages are still served');
  await writeFile(file, good);
  await events.next('reload');
});

code('should keep going when a page disconnects from the events channel mid-stream', async ({ server, project, events }) => {
  const channel = `${server.url}/__dev/events`;
  // Gone while the greeting is written, and while the reload event is: by a reset and by a close.
  const gone = [
    openLeaving(channel, () => true, resetSocket),
    openLeaving(channel, () => true, closeSocket),
    openLeaving(channel, (text) => text.includes('event: reload'), resetSocket),
    openLeaving(channel, (text) => text.includes('event: reload'), closeSocket),
  ];
  await Promise.all(gone.slice(0, 2));
  await editConcert(project, (text) => text.replace(HEADING, 'Lahkujate serenaad'));
  await events.next('reload');
  await Promise.all(gone);
  assert.is((await get(server, '/')).status, 200);
  const next = await openEvents(channel);
  try {
    await next.next('ready');
    await editConcert(project, (text) => text.replace('Lahkujate serenaad', HEADING));
    await Promise.all([events.next('reload'), next.next('reload')]);
  } finally {
    next.close();
  }
  const { document } = await getDocument(server, '/concerts/archive');
  assert.ok(archiveHeadings(document).some((h) => h.includes(HEADING)), 'the pages after both edits');
});

code.run();

const endurance = createDevSuite('dev server: many edits');

endurance('should keep its heap within a small bound over 200 edits in a row', async ({ server, project, events }) => {
  const file = project.at(CONCERT);
  const original = await readFile(file, 'utf8');
  const edit = async (n: number) => {
    await writeFile(file, original.replace(HEADING, `Serenaad number ${n}`));
    await events.next('reload');
  };
  for (let n = 0; n < 20; n++) await edit(n);
  await server.whenIdle();
  const before = await server.measureHeap();
  for (let n = 20; n < 200; n++) await edit(n);
  await server.whenIdle();
  const after = await server.measureHeap();
  const grown = { server: after.server - before.server, worker: after.worker - before.worker };
  if (process.env.DEV_DEBUG) console.log(before, after, grown);
  const bound = 4 * 1024 * 1024;
  assert.ok(grown.server < bound, `the server's heap grew by ${grown.server} bytes`);
  assert.ok(grown.worker < bound, `the build worker's heap grew by ${grown.worker} bytes`);
});

endurance.run();

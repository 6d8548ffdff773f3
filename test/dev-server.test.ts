import { writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startDevServer } from '../src/dev/server.ts';
import { describeFailure } from '../src/errors.ts';
import { buildSite } from '../src/site.ts';
import { archiveHeadings, CONCERT, createDevSuites, editConcert, get, getDocument, HEADING, type DevContext } from './helpers/dev-server.ts';
import { openEvents } from './helpers/events.ts';
import { createTempProject, moveToSubFolder } from './helpers/temp-project.ts';
import { VISIT_TIME_SCRIPT } from '../src/render/visit-time-script.ts';

// Serving and editing share one dev server (on one copy of the project); the sub-folder has its own.
const [serving, editing] = createDevSuites('dev server: serving', 'dev server: editing content');

serving('should serve every route with the reload script as an external file', async ({ server }) => {
  for (const route of ['/', '/concerts/', '/concerts/upcoming', '/concerts/archive', '/contact', '/contact/']) {
    const { status, document } = await getDocument(server, route);
    assert.is(status, 200, route);
    const scripts = [...document.querySelectorAll('script')];
    assert.ok(scripts.some((s) => s.getAttribute('src') === '/__dev/reload.js'), `${route} has the reload script`);
    // Structured data is JSON that browsers never run, and the visit-time step is allowed by its hash;
    // any other script must be a file.
    const allowed = (s: Element) => s.hasAttribute('src') || s.getAttribute('type') === 'application/ld+json' || s.textContent === VISIT_TIME_SCRIPT;
    assert.ok(scripts.every(allowed), `${route} has no other inline script`);
  }
  const script = await get(server, '/__dev/reload.js');
  assert.is(script.status, 200);
  assert.match(script.type, 'javascript');
  assert.is(script.headers.get('x-content-type-options'), 'nosniff');
  assert.is(script.headers.get('cache-control'), 'no-store');
  assert.match(script.text, 'EventSource');
});

serving('should answer an unknown address with 404.html and status 404', async ({ server }) => {
  const { status, document } = await getDocument(server, '/no/such/page');
  assert.is(status, 404);
  assert.is(document.querySelector('h1')?.textContent, 'Lehte ei leitud');
});

serving('should serve files from static/ and send no-store, but let a browser keep the hashed assets such as the editor\'s script', async ({ server }) => {
  const image = await get(server, '/images/meie.svg');
  assert.is(image.status, 200);
  assert.match(image.type, 'image/svg+xml');
  assert.is(image.headers.get('cache-control'), 'no-store');
  const page = await get(server, '/');
  assert.is(page.headers.get('cache-control'), 'no-store');
  const editor = await getDocument(server, '/admin/');
  const script = editor.document.querySelector('script[src^="/assets/admin/"]')?.getAttribute('src');
  assert.ok(script, 'the editor loads its script from assets/admin/');
  const loaded = await get(server, script);
  assert.is(loaded.status, 200);
  assert.is(loaded.headers.get('cache-control'), 'public, max-age=31536000, immutable');
});

serving('should serve what the build publishes from static/: .well-known/, but no .DS_Store', async ({ server, project, events }) => {
  await mkdir(project.at('static/.well-known'), { recursive: true });
  await writeFile(project.at('static/.well-known/security.txt'), 'Contact: mailto:info@example.ee\n');
  await writeFile(project.at('static/.DS_Store'), 'Finder');
  await events.next('reload');
  await server.whenIdle();
  assert.is((await get(server, '/.well-known/security.txt')).status, 200);
  assert.is((await get(server, '/.DS_Store')).status, 404, 'as on the published site');
  for (const hostConfig of ['/_headers', '/.htaccess']) assert.is((await get(server, hostConfig)).status, 404, hostConfig);
});

serving.run();

const subFolder = suite<DevContext>('dev server: a site in a sub-folder of its host');

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


editing('should send a reload event and serve the new text after a concert file is edited', async ({ server, project, events }) => {
  await editConcert(project, (text) => text.replace(HEADING, 'Talvine serenaad'));
  await events.next('reload');
  const { document } = await getDocument(server, '/concerts/archive');
  assert.ok(archiveHeadings(document).some((h) => h.includes('Talvine serenaad')));
});

editing('should coalesce a burst of saves into at most two rebuilds', async ({ server, project, events, reports }) => {
  const file = project.at(CONCERT);
  const text = await readFile(file, 'utf8');
  // Before the tests that rename and delete: chokidar reads a folder again up to a second after
  // such a change, and what it finds then would be a rebuild of its own.
  await server.whenIdle();
  const before = reports.length;
  // Five saves in one go, as an editor's "save all" or a formatter would make them.
  for (const n of [1, 2, 3, 4, 5]) writeFileSync(file, text.replace('Talvine serenaad', `Serenaad ${n}`));
  await events.next('reload');
  await server.whenIdle();
  const builds = reports.slice(before).filter((r) => r.kind === 'built');
  assert.ok(builds.length >= 1 && builds.length <= 2, `${builds.length} rebuilds: ${JSON.stringify(builds.map((build) => build.kind === 'built' && build.changed))}`);
  writeFileSync(file, text);
  await events.next('reload');
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
  // A save the watcher hears as two changes (truncate, then write) may build the same mistake twice;
  // the terminal then says only that it is still there.
  assert.is(reports.filter((r) => r.kind === 'failed' && !r.repeated).length, 1, 'the terminal heard of the problem once');
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

  // With the folder gone, home.md's featured concerts name no file: the browser is told so.
  await rename(project.at('content/concerts'), project.at('content/konserdid'));
  const { data } = await events.next('problem');
  assert.match(String(data.message), 'content/home.md: featured[1].concert "2025-09-21-meie" ei ole ühegi kontserdi faili nimi');
  assert.is((await getDocument(server, '/concerts/archive')).status, 200, 'the last good pages are still served');

  await rename(project.at('content/konserdid'), project.at('content/concerts'));
  await events.next('reload');
  const { status, document } = await getDocument(server, '/concerts/archive');
  assert.is(status, 200);
  assert.ok(archiveHeadings(document).some((h) => h.includes('Talvine serenaad')));

  const changed = reports.flatMap((r) => (r.kind === 'built' ? r.changed : []));
  assert.ok(scratch.every((name) => !changed.some((file) => file.endsWith(name))), 'scratch files never cause a rebuild');
});

editing.run();

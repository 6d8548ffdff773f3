// The dev server when the generator's own code changes, when pages leave, and over many edits.
import { readFile, writeFile } from 'node:fs/promises';
import * as assert from 'uvu/assert';
import { archiveHeadings, CONCERT, createDevSuites, editConcert, get, getDocument, HEADING } from './helpers/dev-server.ts';
import { closeSocket, openEvents, openLeaving, resetSocket } from './helpers/events.ts';

// One dev server for both suites: the edits of the second come after the first's changed code.
const [code, endurance] = createDevSuites('dev server: editing the generator', 'dev server: many edits');

/**
 * A change of the generator's own code is compiled again (esbuild bundles the build worker) and
 * imported afresh before the rebuild: well under a second here, but over ten seconds was seen while
 * the machine ran a whole second suite beside this one.
 */
const RECOMPILED_MS = 60_000;

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

code('should serve the client script made from src/client/ as it is now, and reload', async ({ server, project, events }) => {
  const file = project.at('src/client/main.ts');
  await writeFile(file, `${await readFile(file, 'utf8')}\ndocument.documentElement.dataset.devTestMarker = 'yes';\n`);
  await events.next('reload');
  const { document } = await getDocument(server, '/');
  const script = await get(server, String(document.querySelector('script[src*="/main."]')?.getAttribute('src')));
  assert.is(script.status, 200);
  assert.match(script.text, 'devTestMarker');
});

code('should import changed generator code afresh and reload', async ({ server, project, events }) => {
  const file = project.at('src/pages/NotFoundPage.tsx');
  await writeFile(file, (await readFile(file, 'utf8')).replace('Lehte ei leitud', 'Seda lehte ei ole'));
  await events.next('reload', RECOMPILED_MS);
  const { status, document } = await getDocument(server, '/missing');
  assert.is(status, 404);
  assert.is(document.querySelector('h1')?.textContent, 'Seda lehte ei ole');
});

code('should show a syntax error in the generator and recover when it is fixed', async ({ server, project, events }) => {
  const file = project.at('src/pages/NotFoundPage.tsx');
  const good = await readFile(file, 'utf8');
  await writeFile(file, good.replace('<h1>', '<h1 <<'));
  const { data } = await events.next('problem', RECOMPILED_MS);
  assert.match(String(data.message), 'NotFoundPage.tsx');
  assert.is((await get(server, '/')).status, 200, 'the last good pages are still served');
  await writeFile(file, good);
  await events.next('reload', RECOMPILED_MS);
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

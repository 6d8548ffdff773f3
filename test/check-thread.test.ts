// The concert check on two threads (src/check-thread.ts, with the build's second thread) must say
// exactly what one thread says: the same concerts and the same problem lines, in the files' order,
// however the files fell between them.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkWithThread } from '../src/check-thread.ts';
import type { FromCheckShare } from '../src/content/shared-checks.ts';
import { Worker } from 'node:worker_threads';
import { drawInWorker } from '../src/cards/card-worker.ts';
import { compileSecondThread, prepareSecondThread, toRunningThread, type SecondThread } from '../src/threads.ts';
import type { LoadedContent, SourceFile } from '../src/content/types.ts';
import { checkFiles } from '../src/content/validate.ts';
import { FIXTURES, loadShipped, readFixture } from './helpers/fixtures.ts';

const test = suite('the concert check on two threads');

/** Enough files for the second thread to load and take a good share before the main thread is done. */
const COUNT = 6_000;

async function loadMany(): Promise<LoadedContent> {
  const shipped = await loadShipped();
  const badNames = await readdir(path.join(FIXTURES, 'bad-concerts', 'content', 'concerts'));
  const bad = await Promise.all(badNames.map(async (name) => ({ name, text: await readFixture('bad-concerts', 'content', 'concerts', name) })));
  const concerts: SourceFile[] = [];
  for (let index = 0; concerts.length < COUNT; index++) {
    // Every 40th file a mistake, so that problems come from both threads' shares.
    const source = index % 40 === 7 ? bad[index % bad.length] : undefined;
    const good = shipped.concerts[index % shipped.concerts.length] as SourceFile;
    concerts.push(source ? { path: `content/concerts/${index}-${source.name}`, text: source.text } : { path: good.path.replace(/\.md$/, `-${index}.md`), text: good.text });
  }
  return { ...shipped, concerts };
}

test('should give the same concerts and the same problems, in order, as one thread', async () => {
  const loaded = await loadMany();
  // Compiled first, so that the thread starts at once and takes part.
  await compileSecondThread();
  const thread = prepareSecondThread();
  let checkedThere = 0;
  (await thread.started)?.worker.on('message', (message: FromCheckShare) => {
    if (message.kind === 'checked') checkedThere += message.indexes.length;
  });
  try {
    const shared = await checkWithThread(loaded, thread);
    const alone = checkFiles(loaded);
    assert.ok(checkedThere > 0, 'the second thread checked no file');
    assert.is(shared.concerts.length, COUNT);
    assert.ok(alone.concerts.some((result) => !result.ok), 'no file was refused: the mistakes were not planted');
    assert.equal(shared, alone);
  } finally {
    await thread.cancel();
  }
});

/** A second thread that fails as it starts, as one whose module does not load would. */
function failingThread(): SecondThread {
  const running = toRunningThread(new Worker('throw new Error("the thread broke")', { eval: true }));
  return { started: Promise.resolve(running), cancel: async () => void (await running.worker.terminate()) };
}

test('should check every file itself, and say the same, when the second thread fails', async () => {
  const loaded = await loadMany();
  const thread = failingThread();
  assert.equal(await checkWithThread(loaded, thread), checkFiles(loaded));
  await thread.cancel();
});

test('should fail the cards with a line naming the thread\'s error when it ended before drawing them, instead of waiting for ever', async () => {
  const running = await failingThread().started;
  await running?.exited;
  const cards = drawInWorker(running as NonNullable<typeof running>, [{ kind: 'card', output: 'assets/cards/a.png', text: { siteName: 'Selts', heading: 'Kontsert', dates: [] } }], async () => {});
  const failure = await cards.drawn.then(
    () => undefined,
    (error: unknown) => String(error),
  );
  assert.match(failure ?? '', 'the build\'s second thread ended before drawing every card: the thread broke');
});

test.run();

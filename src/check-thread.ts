// The concert check on both cores in `npm run build`: a second thread claims concert files from the
// same counter as the main thread (src/content/shared-checks.ts). At 10,000 concerts the check was
// about 1.5 s of the main thread's time, on the build's longest path (bench/README.md).
import { Worker } from 'node:worker_threads';
import { compileThreads } from './threads.ts';
import type { ConcertResult } from './content/concert.ts';
import { validateConcert } from './content/concert.ts';
import { claimFiles, createClaims, hasJoined, type FromCheckWorker, type ToCheckWorker } from './content/shared-checks.ts';
import type { LoadedContent, SourceFile } from './content/types.ts';
import { checkFiles, type CheckedFiles } from './content/validate.ts';

/**
 * Below this many concert files the main thread checks them alone. A thread's start (an isolate that
 * loads zod, js-yaml and luxon, every file copied to it) pays only when the check lasts long enough
 * for it to join: at 1,000 concerts it checked 0 to 302 of the 1,006 files (bench/README.md).
 */
const SHARED_FROM = 2_000;


export interface CheckThread {
  /** Every file of `loaded` checked, as checkFiles does it; many concerts are shared with a second thread. */
  check(loaded: LoadedContent): Promise<CheckedFiles>;
}

/**
 * Looks up (or makes) the thread's bundle while the content loads. The main thread starts the check
 * at once; the second thread joins it once its bundle is there (on a cold build esbuild makes it
 * beside the editor's bundle), claiming from what is left.
 */
export function prepareCheckThread(): CheckThread {
  let bundle: string | undefined;
  // No bundle (a read-only checkout, say): the main thread checks every file.
  compileThreads().then(
    ({ check }) => (bundle = check),
    () => undefined,
  );
  return {
    async check(loaded) {
      const shared = loaded.concerts.length >= SHARED_FROM;
      return { ...checkFiles({ ...loaded, concerts: [] }), concerts: await checkShared(loaded.concerts, () => (shared ? bundle : undefined)) };
    },
  };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function checkShared(files: SourceFile[], bundle: () => string | undefined): Promise<ConcertResult[]> {
  const results: (ConcertResult | undefined)[] = new Array(files.length);
  const claims = createClaims();
  let thread: { worker: Worker; reply: Promise<FromCheckWorker | undefined> } | undefined;
  const join = () => {
    const file = bundle();
    if (thread || !file) return;
    const worker = new Worker(file);
    // A thread that fails ends: the main thread then checks what it would have.
    const reply = new Promise<FromCheckWorker | undefined>((resolve) => {
      worker.once('message', resolve);
      worker.on('error', () => resolve(undefined));
      worker.once('exit', () => resolve(undefined));
    });
    worker.postMessage({ files, claims } satisfies ToCheckWorker);
    thread = { worker, reply };
  };
  try {
    join();
    for (let range = claimFiles(claims, files.length); range; range = claimFiles(claims, files.length)) {
      for (let index = range[0]; index < range[1]; index++) results[index] = validateConcert(files[index] as SourceFile);
      // A turn of the event loop after each claim lets what the build began beside the check go on
      // (the bundles, the cards' thread's start: bench/README.md), and the bundle's promise settle.
      if (!thread) {
        await nextTurn();
        join();
      }
    }
    // A thread still starting has claimed nothing, and can claim nothing now: it is not waited for.
    const sent = thread && hasJoined(claims) ? await thread.reply : undefined;
    if (sent?.kind === 'checked') sent.indexes.forEach((index, at) => (results[index] = sent.results[at]));
  } finally {
    void thread?.worker.terminate();
  }
  // What the thread claimed but did not send back (it failed): checked here, where a fault shows.
  return results.map((result, index) => result ?? validateConcert(files[index] as SourceFile));
}

// The build's second thread (src/second-thread.ts), compiled as the build itself is
// (scripts/compile.mjs): once per version of the code, into .cache/compiled/, its packages with
// it. A thread starts from one JavaScript file; compiled with the code rather than by each build, it
// is there the moment the build begins, so a cold build (no dist/, no caches but the compiled code)
// starts it at once (bench/README.md, "The build's second thread").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { compileEntry } from '../scripts/compile.mjs';

const SOURCE = path.dirname(fileURLToPath(import.meta.url));

/**
 * A small young generation: the thread's garbage is a file's or a card's worth at a time, and its
 * default room (tens of MB) would only add to the build's peak memory.
 */
const YOUNG_GENERATION_MB = 4;

let compiled: Promise<string> | undefined;

/** The thread's file, looked up once per process, as the code a process runs does not change under it. A failed compilation is not kept. */
export function compileSecondThread(): Promise<string> {
  compiled ??= compileEntry(path.join(SOURCE, 'second-thread.ts'), { name: 'second-thread' }).catch((error: unknown) => {
    compiled = undefined;
    throw error;
  });
  return compiled;
}

export interface RunningThread {
  worker: Worker;
  /** Settles when the thread has ended, however it ended. */
  exited: Promise<void>;
  /** What the thread threw, if it failed (its module did not load, it ran out of memory). */
  failure: () => Error | undefined;
}

/** The second thread on its way: `started` settles once it exists (undefined if cancelled first); `cancel` ends it, or keeps it from starting. */
export interface SecondThread {
  started: Promise<RunningThread | undefined>;
  cancel: () => Promise<void>;
}

/**
 * Starts the second thread with the build (`npm run build`), before the content is even read: it
 * loads the check's code (zod, js-yaml, luxon) on the other core while this thread reads the
 * content, joins the check, and only then loads the cards' (their drawing code and letters) and
 * draws them. A build that fails first, or has no card to draw, ends it.
 */
export function prepareSecondThread(): SecondThread {
  let cancelled = false;
  const started = startSecondThread(() => cancelled);
  // Awaited by the check, the cards or cancel; until then a failure must not count as unhandled.
  started.catch(() => undefined);
  return {
    started,
    async cancel() {
      cancelled = true;
      const thread = await started.catch(() => undefined);
      if (thread) await thread.worker.terminate();
    },
  };
}

async function startSecondThread(cancelled: () => boolean): Promise<RunningThread | undefined> {
  const file = await compileSecondThread();
  if (cancelled()) return undefined;
  return toRunningThread(new Worker(file, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }));
}

/**
 * A worker as the check and the cards use it. Its errors are listened for from the start: an
 * error with no listener would end the whole build at once, before it could leave dist/ as it was.
 * The check then does the thread's share itself, and the cards report it.
 */
export function toRunningThread(worker: Worker): RunningThread {
  let failure: Error | undefined;
  worker.on('error', (error) => (failure = error));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return { worker, exited, failure: () => failure };
}

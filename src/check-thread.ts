// The concert check on both cores in `npm run build`: a second thread, started while the content
// loads, claims concert files from the same counter as the main thread (src/content/shared-checks.ts).
// At 10,000 concerts the check was about 1.5 s of the main thread's time, which is the build's
// longest path (bench/README.md); a thread not started by the time the check begins takes no part.
import { Worker } from 'node:worker_threads';
import { bundleCheckWorker } from './bundle.ts';
import type { ConcertResult } from './content/concert.ts';
import { validateConcert } from './content/concert.ts';
import { checkClaimed, createClaims, type FromCheckWorker, type ToCheckWorker } from './content/shared-checks.ts';
import type { LoadedContent, SourceFile } from './content/types.ts';
import { checkFiles, type CheckedFiles } from './content/validate.ts';

export interface CheckThread {
  /** Every file of `loaded` checked, as checkFiles does it, the concerts shared with the thread if it has started. */
  check(loaded: LoadedContent): Promise<CheckedFiles>;
  /** Ends the thread if it still runs: a build that stops before its check leaves none behind. */
  stop(): void;
}

export function startCheckThread(): CheckThread {
  let worker: Worker | undefined;
  let stopped = false;
  const started = bundleCheckWorker().then((file) => {
    if (stopped) return;
    const made = new Worker(file);
    // Until it is given the files, it must not keep a failed build's process alive.
    made.unref();
    // A thread that fails ends: the main thread then checks what it would have.
    made.on('error', () => undefined);
    made.once('exit', () => {
      if (worker === made) worker = undefined;
    });
    worker = made;
  });
  // No thread (a read-only checkout, say): the main thread checks every file.
  started.catch(() => undefined);
  const stop = () => {
    stopped = true;
    void worker?.terminate();
    worker = undefined;
  };
  return {
    async check(loaded) {
      const thread = worker;
      try {
        return thread ? { ...checkFiles({ ...loaded, concerts: [] }), concerts: await checkShared(thread, loaded.concerts) } : checkFiles(loaded);
      } finally {
        stop();
      }
    },
    stop,
  };
}

async function checkShared(thread: Worker, files: SourceFile[]): Promise<ConcertResult[]> {
  const results: (ConcertResult | undefined)[] = new Array(files.length);
  const claims = createClaims();
  const reply = new Promise<FromCheckWorker | undefined>((resolve) => {
    thread.once('message', resolve);
    thread.once('error', () => resolve(undefined));
    thread.once('exit', () => resolve(undefined));
  });
  thread.ref();
  thread.postMessage({ files, claims } satisfies ToCheckWorker);
  checkClaimed(files, claims, (index, result) => {
    results[index] = result;
  });
  const sent = await reply;
  if (sent?.kind === 'checked') sent.indexes.forEach((index, at) => (results[index] = sent.results[at]));
  // What the thread claimed but did not send back (it failed): checked here, where a fault shows.
  return results.map((result, index) => result ?? validateConcert(files[index] as SourceFile));
}

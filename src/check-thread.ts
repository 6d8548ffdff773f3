// The concert check on both cores in `npm run build`: the build's second thread (src/threads.ts)
// claims concert files from the same counter as the main thread (src/content/shared-checks.ts) as
// soon as it has loaded, before it draws the cards. At 10,000 concerts the check was about 1.5 s of
// the main thread's time, on the build's longest path (bench/README.md).
import type { ConcertResult } from './content/concert.ts';
import { validateConcert } from './content/concert.ts';
import { claimFiles, createClaims, hasJoined, shareFiles, type CheckOver, type FromCheckShare, type ToCheckShare } from './content/shared-checks.ts';
import type { LoadedContent, SourceFile } from './content/types.ts';
import { checkFiles, type CheckedFiles } from './content/validate.ts';
import type { RunningThread, SecondThread } from './threads.ts';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Every file of `loaded` checked, as checkFiles does it; the concerts shared with `thread`, as far as it joins in. */
export async function checkWithThread(loaded: LoadedContent, thread: SecondThread): Promise<CheckedFiles> {
  return { ...checkFiles({ ...loaded, concerts: [] }), concerts: await checkShared(loaded.concerts, thread) };
}

/**
 * The main thread starts at once; the files go to the second thread as soon as it exists, and it
 * claims from what is left once it has loaded. However many files a site has, it joins only if the
 * check lasts that long (at 1,000 concerts, about its last third; at 100, not at all).
 */
async function checkShared(files: SourceFile[], secondThread: SecondThread): Promise<ConcertResult[]> {
  const results: (ConcertResult | undefined)[] = new Array(files.length);
  const claims = createClaims();
  let thread: RunningThread | undefined;
  // Settles once the thread has sent its last claim's results, has failed, or has ended.
  let done: Promise<void> | undefined;
  let stopListening = () => {};
  let over = false;
  const sayOver = (running: RunningThread) => running.worker.postMessage({ kind: 'check-over' } satisfies CheckOver);
  secondThread.started.then(
    (running) => {
      thread = running;
      // It exists only now that every file is checked (a small site).
      if (running && over) sayOver(running);
    },
    // No thread (it could not start): the main thread checks every file.
    () => undefined,
  );
  const join = () => {
    if (done || !thread) return;
    const { worker, exited } = thread;
    // Each claim's results as they come; a thread that fails or ends leaves the rest to this one.
    done = new Promise<void>((resolve) => {
      const listen = (message: FromCheckShare | { kind: string }) => {
        if (message.kind === 'checked') {
          const { indexes, results: checked } = message as Extract<FromCheckShare, { kind: 'checked' }>;
          indexes.forEach((index, at) => (results[index] = checked[at]));
        } else if (message.kind === 'check-done' || message.kind === 'check-failed') resolve();
      };
      worker.on('message', listen);
      stopListening = () => worker.off('message', listen);
      exited.then(() => resolve());
    });
    worker.postMessage({ kind: 'check', files: shareFiles(files), claims } satisfies ToCheckShare);
  };
  try {
    for (let range = claimFiles(claims, files.length); range; range = claimFiles(claims, files.length)) {
      for (let index = range[0]; index < range[1]; index++) results[index] = validateConcert(files[index] as SourceFile);
      // A turn of the event loop after each claim lets what the build began beside the check go on
      // (the bundles, the second thread's start: bench/README.md), the thread join in, and its results come in.
      await nextTurn();
      join();
    }
    // A thread still loading has claimed nothing, and can claim nothing now: it is not waited for.
    if (hasJoined(claims)) await done;
  } finally {
    stopListening();
    over = true;
  }
  if (!done && thread) sayOver(thread);
  // What the thread claimed but did not send back (it failed): checked here, where a fault shows.
  return results.map((result, index) => result ?? validateConcert(files[index] as SourceFile));
}

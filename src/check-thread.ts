// The concert check on both cores in `npm run build`: the build's second thread (src/threads.ts)
// claims concert files from the same counter as the main thread (src/content/shared-checks.ts) as
// soon as it has loaded, before it draws the cards. At 10,000 concerts the check was about 1.5 s of
// the main thread's time, on the build's longest path (bench/README.md).
import type { ConcertResult } from './content/concert.ts';
import { validateConcert } from './content/concert.ts';
import { claimFiles, createClaims, hasJoined, type FromCheckShare, type ToCheckShare } from './content/shared-checks.ts';
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
  let reply: Promise<FromCheckShare | undefined> | undefined;
  let stopListening = () => {};
  secondThread.started.then(
    (running) => (thread = running),
    // No thread (it could not start): the main thread checks every file.
    () => undefined,
  );
  const join = () => {
    if (reply || !thread) return;
    const { worker, exited } = thread;
    // A thread that fails ends: the main thread then checks what it would have.
    reply = new Promise<FromCheckShare | undefined>((resolve) => {
      const listen = (message: { kind: string }) => {
        if (message.kind === 'checked' || message.kind === 'check-failed') resolve(message as FromCheckShare);
      };
      worker.on('message', listen);
      stopListening = () => worker.off('message', listen);
      exited.then(() => resolve(undefined));
    });
    worker.postMessage({ kind: 'check', files, claims } satisfies ToCheckShare);
  };
  try {
    for (let range = claimFiles(claims, files.length); range; range = claimFiles(claims, files.length)) {
      for (let index = range[0]; index < range[1]; index++) results[index] = validateConcert(files[index] as SourceFile);
      // A turn of the event loop after each claim lets what the build began beside the check go on
      // (the bundles, the second thread's start: bench/README.md), and the thread join in.
      await nextTurn();
      join();
    }
    // A thread still loading has claimed nothing, and can claim nothing now: it is not waited for.
    const sent = hasJoined(claims) ? await reply : undefined;
    if (sent?.kind === 'checked') sent.indexes.forEach((index, at) => (results[index] = sent.results[at]));
  } finally {
    stopListening();
  }
  // What the thread claimed but did not send back (it failed): checked here, where a fault shows.
  return results.map((result, index) => result ?? validateConcert(files[index] as SourceFile));
}

// The build's side of the cards' thread: starts it and hands it every card at once; the thread
// writes each card into the new site itself, or sends its PNG back for the build's output. The
// main thread renders the pages meanwhile; drawing the cards there cost about 5 ms of its time a
// card (bench/README.md, issue 21), and receiving and writing them about 0.5 ms.
import { Worker } from 'node:worker_threads';
import { compileThreads } from '../threads.ts';
import { readStylesheet } from './colours.ts';
import type { CardJob, FromCardWorker, ToCardWorker } from './worker-messages.ts';

const YOUNG_GENERATION_MB = 4;

/** In the thread startCardThread started: `drawn` settles when every card is written or handed to `add`; `stop` when the thread has ended. */
export function drawInWorker({ worker, exited }: CardThread, jobs: CardJob[], add: (file: string, png: Uint8Array) => Promise<void>): { drawn: Promise<void>; stop: () => Promise<void> } {
  let finished = false;
  const tell = (message: ToCardWorker) => worker.postMessage(message);
  const stop = async () => {
    // The thread ends by itself after the card in hand: stopping it inside a sharp call can take the process down.
    if (!finished) tell({ kind: 'stop' });
    finished = true;
    await exited;
  };
  const drawn = new Promise<void>((resolve, reject) => {
    let handing = Promise.resolve();
    const fail = (error: unknown) => {
      if (!finished) tell({ kind: 'stop' });
      finished = true;
      reject(error);
    };
    worker.on('message', (message: FromCardWorker) => {
      if (message.kind === 'card') {
        // A Buffer over the same bytes, as drawn in this thread: the message brings a plain Uint8Array.
        const png = Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength);
        handing = handing.then(() => add(message.output, png));
        handing.catch(fail);
      } else if (message.kind === 'done') {
        finished = true;
        handing.then(resolve, reject);
      } else {
        fail(new Error(`Internal error: a share card could not be drawn: ${message.message}`));
      }
    });
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!finished) fail(new Error(`Internal error: the share cards' thread ended (exit code ${code}) before drawing every card`));
    });
    tell({ kind: 'draw', jobs });
  });
  return { drawn, stop };
}

export interface CardThread {
  worker: Worker;
  exited: Promise<void>;
}

/** A cards' thread on its way: `started` settles once it exists (undefined if cancelled first); `cancel` ends it, or keeps it from starting, when no card will be drawn. */
export interface PendingCardThread {
  started: Promise<CardThread | undefined>;
  cancel: () => Promise<void>;
}

/**
 * Starts the cards' thread with the build (`npm run build`), before the content is even read: it
 * needs about half a second to load fontkit, sharp and the fonts, which then happens on the second
 * core while this thread loads and checks the content, instead of after (bench/README.md, "The
 * cards' thread from the build's start"). A build that fails first, or has no card to draw, ends
 * it; it has only loaded by then, so ending it cannot cut a sharp call short.
 */
export function prepareCardThread(): PendingCardThread {
  let cancelled = false;
  const started = readStylesheet().then((css) => startCardThread(css, () => cancelled));
  // Awaited by makeShareCards or cancel; until then a failure must not count as unhandled.
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

/**
 * Settles once the thread exists (it then loads its bundle and fonts on its own). Its start takes
 * several turns of the event loop (the bundle looked up, sharp loaded), so it is begun early.
 */
async function startCardThread(css: string, cancelled: () => boolean): Promise<CardThread | undefined> {
  // On glibc Linux, sharp's libraries are unloaded when the last thread that loaded them ends, under
  // any other's feet, unless the main thread holds them (sharp's install docs, "Worker threads").
  const [{ cards: file }] = await Promise.all([compileThreads(), import('sharp')]);
  if (cancelled()) return undefined;
  // A small young generation: the thread's garbage is a card's worth at a time, and its default
  // room (tens of MB) would only add to the build's peak memory.
  const worker = new Worker(file, { workerData: { css }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return { worker, exited };
}

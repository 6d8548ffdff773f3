// The share cards' own thread (started by card-worker.ts from its bundle, see src/bundle.ts): draws
// the cards it is handed, in order, and writes each into the new site (or hands its PNG back),
// while the build's main thread renders the pages. It imports only src/cards/ and its packages,
// to keep the second V8 isolate small.
import { parentPort, workerData } from 'node:worker_threads';
import { drawCards } from './draw-in-order.ts';
import { createCardKit } from './share-card.ts';
import type { FromCardWorker, ToCardWorker } from './worker-messages.ts';
import { writePlaced } from './write-placed.ts';

const port = parentPort;
if (!port) throw new Error('Internal error: src/cards/draw-worker.ts runs only as a worker thread');
const send = (message: FromCardWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
let stopped = false;
let drawing = false;
// Made at once, while the build is still reading its content: the cards come later.
const kit = createCardKit((workerData as { css: string }).css);
// A kit that fails is reported with the first card, where the build waits for an answer.
kit.catch(() => undefined);

port.on('message', (message: ToCardWorker) => {
  if (message.kind === 'stop') {
    stopped = true;
    // Stopped before it was given anything to draw: nothing else will end it.
    if (!drawing) port.close();
    return;
  }
  drawing = true;
  drawCards(
    kit,
    message.jobs,
    (job, png) => {
      // A card still in hand when the build stopped is not written: the new site is being removed.
      if (stopped) return;
      if (job.place) return writePlaced(job.place, png);
      const own = toOwnBuffer(png);
      send({ kind: 'card', output: job.output, png: own }, [own.buffer as ArrayBuffer]);
    },
    () => stopped,
  ).then(
    () => finish({ kind: 'done' }),
    (error: unknown) => finish({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});

/** The last message; closing the port lets the thread end on its own, never stopped in the middle of a sharp call. */
function finish(message: FromCardWorker): void {
  send(message);
  port?.close();
}

/** A PNG that owns its whole ArrayBuffer, so that handing it over moves it instead of copying a shared pool. */
function toOwnBuffer(png: Uint8Array): Uint8Array {
  return png.byteOffset === 0 && png.byteLength === png.buffer.byteLength ? png : png.slice();
}

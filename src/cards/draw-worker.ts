// The share cards' own thread (started by card-worker.ts from its bundle, see src/bundle.ts): draws
// the cards it is handed, in order, and hands each PNG back, while the build's main thread renders
// the pages. It imports only src/cards/ and its packages, to keep the second V8 isolate small.
import { parentPort, workerData } from 'node:worker_threads';
import { drawInOrder } from './draw-in-order.ts';
import { createCardKit, renderShareCard } from './share-card.ts';
import type { CardJob, FromCardWorker, ToCardWorker } from './worker-messages.ts';

const port = parentPort;
if (!port) throw new Error('Internal error: src/cards/draw-worker.ts runs only as a worker thread');
const send = (message: FromCardWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
let stopped = false;

port.on('message', (message: ToCardWorker) => {
  if (message.kind === 'stop') {
    stopped = true;
    return;
  }
  const kit = createCardKit((workerData as { css: string }).css);
  drawInOrder(
    message.jobs,
    async (job: CardJob) => renderShareCard(await kit, job.text),
    (job, png) => {
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

// The build's second thread (started by src/threads.ts with `npm run build`): first it checks a
// share of the concert files beside the main thread (src/check-thread.ts), then it draws the share
// cards while the main thread renders the pages (src/cards/card-worker.ts). One thread for both:
// it loads once, and is there from the build's start.
import { parentPort, workerData } from 'node:worker_threads';
import { createCardShare } from './cards/card-share.ts';
import type { FromCardWorker, ToCardWorker } from './cards/worker-messages.ts';
import { checkShare } from './content/check-share.ts';
import type { ToCheckShare } from './content/shared-checks.ts';

const port = parentPort;
if (!port) throw new Error('Internal error: src/second-thread.ts runs only as a worker thread');

const drawCards = createCardShare(
  (workerData as { css: string }).css,
  (message: FromCardWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer),
  () => port.close(),
);

port.on('message', (message: ToCheckShare | ToCardWorker) => {
  if (message.kind === 'check') checkShare(message, (answer) => port.postMessage(answer));
  else drawCards(message);
});

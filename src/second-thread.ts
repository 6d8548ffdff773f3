// The build's second thread (started by src/threads.ts with `npm run build`): first it checks a
// share of the concert files beside the main thread (src/check-thread.ts), then it draws the share
// cards and folds the search index while the main thread renders the pages (src/cards/card-worker.ts). One thread for both:
// it loads once, and is there from the build's start.
import { parentPort } from 'node:worker_threads';
import type { FromCardWorker, ToCardWorker } from './cards/worker-messages.ts';
import { checkShare } from './content/check-share.ts';
import type { CheckOver, ToCheckShare } from './content/shared-checks.ts';

const port = parentPort;
if (!port) throw new Error('Internal error: src/second-thread.ts runs only as a worker thread');

type DrawCards = (message: ToCardWorker) => void;
let cards: Promise<DrawCards> | undefined;
/**
 * The cards' code and letters are loaded once the check no longer needs this thread, or when the
 * first card message comes: loaded first (fontkit and sharp then), they kept the thread from the
 * check for a fifth of a second (bench/README.md, "Against issue 21's baseline, pair by pair").
 */
const loadCards = () =>
  (cards ??= import('./cards/card-share.ts').then(({ createCardShare }) =>
    createCardShare(
      (message: FromCardWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer),
      () => port.close(),
    ),
  ));

port.on('message', (message: ToCheckShare | CheckOver | ToCardWorker) => {
  if (message.kind === 'check') {
    checkShare(message, (answer) => port.postMessage(answer));
    void loadCards();
  } else if (message.kind === 'check-over') {
    void loadCards();
  } else if (message.kind === 'stop' && !cards) {
    // Stopped before it had a card to draw (the build failed): nothing to load, nothing to wait for.
    port.close();
  } else {
    // A failure to load shows where the build waits for the cards: the error ends the thread.
    void loadCards().then((drawCards) => drawCards(message));
  }
});

// The build's side of the cards in its second thread (src/threads.ts, src/cards/card-share.ts):
// hands it every card at once; the thread writes each card into the new site itself, or sends its
// PNG back for the build's output. The main thread renders the pages meanwhile; drawing the cards
// there cost about 5 ms of its time a card (bench/README.md, issue 21), and receiving and writing
// them about 0.5 ms.
import type { FromCheckShare } from '../content/shared-checks.ts';
import type { RunningThread } from '../threads.ts';
import type { FileJob, FromCardWorker, ToCardWorker } from './worker-messages.ts';

/** In the second thread: `drawn` settles when every card is written or handed to `add`; `stop` when the thread has ended. */
export function drawInWorker({ worker, exited, failure }: RunningThread, jobs: FileJob[], add: (file: string, bytes: Uint8Array) => Promise<void>): { drawn: Promise<void>; stop: () => Promise<void> } {
  let finished = false;
  const tell = (message: ToCardWorker) => worker.postMessage(message);
  // After the last card, or when told to stop, the thread ends by itself, the card in hand written or dropped.
  const tellStop = () => {
    if (!finished) tell({ kind: 'stop' });
    finished = true;
  };
  const stop = async () => {
    tellStop();
    await exited;
  };
  const drawn = new Promise<void>((resolve, reject) => {
    let handing = Promise.resolve();
    const fail = (error: unknown) => {
      tellStop();
      reject(error);
    };
    worker.on('message', (message: FromCardWorker | FromCheckShare) => {
      // The check's answer, when the thread joined it too late to claim a file, is no card's business.
      if (message.kind === 'checked' || message.kind === 'check-done' || message.kind === 'check-failed') return;
      if (message.kind === 'file') {
        // A Buffer over the same bytes, as made in the thread: the message brings a plain Uint8Array.
        const bytes = Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength);
        handing = handing.then(() => add(message.output, bytes));
        handing.catch(fail);
      } else if (message.kind === 'done') {
        finished = true;
        handing.then(resolve, reject);
      } else {
        fail(new Error(`Internal error: a share card could not be drawn: ${message.message}`));
      }
    });
    // Ended before the last card, even before these were handed to it (it failed during the check).
    exited.then(() => {
      if (!finished) fail(new Error(`Internal error: the build's second thread ended before drawing every card${failure() ? `: ${failure()?.message}` : ''}`));
    });
    tell({ kind: 'draw', jobs });
  });
  return { drawn, stop };
}


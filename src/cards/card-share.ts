// The share cards' part of the build's second thread (src/second-thread.ts): draws the cards it is
// handed, in order, then folds the search index's words, and writes each file into the new site (or
// hands its bytes back), while the build's main thread renders the pages.
import { toFailureText } from '../errors.ts';
import { readStylesheet } from './colours.ts';
import { drawCards } from './draw-in-order.ts';
import { createCardKit } from './share-card.ts';
import type { FromCardWorker, ToCardWorker } from './worker-messages.ts';
import { writePlaced } from './write-placed.ts';

/**
 * Makes the kit at once (the stylesheet's colours, the letters: this code is loaded as soon as the
 * check no longer needs the thread, before the first card is asked for) and answers the main
 * thread's card messages; `end` closes the thread's port, once the last card is written or the
 * build wants none, so that the thread ends on its own, never halfway through writing a card.
 */
export function createCardShare(send: (message: FromCardWorker, transfer?: ArrayBuffer[]) => void, end: () => void) {
  let stopped = false;
  let drawing = false;
  const kit = readStylesheet().then(createCardKit);
  // A kit that fails is reported with the first card, where the build waits for an answer.
  kit.catch(() => undefined);
  const finish = (message: FromCardWorker) => {
    send(message);
    end();
  };

  return (message: ToCardWorker): void => {
    if (message.kind === 'stop') {
      stopped = true;
      // Stopped before it was given anything to draw: nothing else will end it.
      if (!drawing) end();
      return;
    }
    drawing = true;
    drawCards(
      () => kit,
      message.jobs,
      (job, bytes) => {
        // A file still in hand when the build stopped is not written: the new site is being removed.
        if (stopped) return;
        if (job.place) return writePlaced(job.place, bytes);
        const own = toOwnBuffer(bytes);
        send({ kind: 'file', output: job.output, bytes: own }, [own.buffer as ArrayBuffer]);
      },
      () => stopped,
    ).then(
      () => finish({ kind: 'done' }),
      (error: unknown) => finish({ kind: 'failed', message: toFailureText(error) }),
    );
  };
}

/** Bytes that own their whole ArrayBuffer, so that handing it over moves it instead of copying a shared pool. */
function toOwnBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

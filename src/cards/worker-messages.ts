// What the build's main thread (card-worker.ts) and its second thread (card-share.ts) say of the cards.
import type { FilePlace } from '../output.ts';
import type { CardText } from './card-text.ts';

/** One card to draw, and the file it goes to. */
export interface CardJob {
  output: string;
  text: CardText;
  /** Where the cards' thread writes the card itself; without it, the PNG is sent back. */
  place?: FilePlace;
}

/** Every card of the build at once; `stop` when the build failed and wants no more. */
export type ToCardWorker = { kind: 'draw'; jobs: CardJob[] } | { kind: 'stop' };

export type FromCardWorker =
  | { kind: 'card'; output: string; png: Uint8Array }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

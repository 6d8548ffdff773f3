// What the build's main thread (card-worker.ts) and its second thread (card-share.ts) say of the
// files the second thread makes after the check: the share cards, and the search index.
import type { FilePlace } from '../output.ts';
import type { SearchPlan } from '../search/index-file.ts';
import type { CardText } from './card-text.ts';

interface JobBase {
  /** Path below dist/, named before the file is made. */
  output: string;
  /** Where the thread writes the file itself; without it, the bytes are sent back. */
  place?: FilePlace;
}

/** One card to draw. */
export interface CardJob extends JobBase {
  kind: 'card';
  text: CardText;
}

/** The search index, whose words are folded there (src/search/index-file.ts). */
export interface SearchJob extends JobBase {
  kind: 'search';
  plan: SearchPlan;
}

export type FileJob = CardJob | SearchJob;

/** Every file of the build at once; `stop` when the build failed and wants no more. */
export type ToCardWorker = { kind: 'draw'; jobs: FileJob[] } | { kind: 'stop' };

export type FromCardWorker =
  | { kind: 'file'; output: string; bytes: Uint8Array }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

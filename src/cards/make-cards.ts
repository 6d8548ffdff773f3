// A share card for each upcoming concert group, made while the build runs: a cold build makes them
// all again, and past groups, which nobody shares to invite, keep the site's own image. Each card
// is named by what it shows (card-name.ts), so the pages know it at once; `npm run build` draws
// the cards in a thread of their own while the pages render (card-worker.ts).
import type { ConcertGroup } from '../concerts/group.ts';
import { NO_MEMO, type InputMemo } from '../lib/memo.ts';
import { toGroupName } from '../seo/describe.ts';
import { readCardKitKey, toCardFile } from './card-name.ts';
import { drawInWorker } from './card-worker.ts';
import { readStylesheet } from './colours.ts';
import { drawInOrder } from './draw-in-order.ts';
import { CARD_HEIGHT, CARD_WIDTH, createCardKit, renderShareCard, type CardText } from './share-card.ts';
import type { CardJob } from './worker-messages.ts';

export interface ShareCard {
  /** Path below `dist/`, named by what the card shows and what draws it: `assets/cards/<stem>.<hash>.png`. */
  output: string;
  /** What the picture says, for og:image:alt. */
  alt: string;
  width: number;
  height: number;
}

export interface CardOptions {
  groups: readonly ConcertGroup[];
  siteName: string;
  /** Receives each card's file, in the groups' order. */
  add: (file: string, png: Uint8Array) => Promise<void>;
  /** The dev server's memo: a card is made again only when its group or the site's name changed. */
  memo?: InputMemo;
  /**
   * Draw in a thread of their own (`npm run build`, the default), or in this one (the dev server,
   * which keeps its cards between rebuilds and would pay a thread's start at every save).
   */
  worker?: boolean;
}

export interface ShareCards {
  /** The cards by group id, known before they are drawn. */
  byGroup: Map<string, ShareCard>;
  /** Settles when every card has been handed to `add`; the build waits for it before it lists its files. */
  drawn: Promise<void>;
  /** Lets the cards drawn so far reach `add`: one turn of the event loop, for a caller that otherwise never yields to it. */
  takeDrawn: () => Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function makeShareCards({ groups, siteName, add, memo = NO_MEMO, worker = true }: CardOptions): Promise<ShareCards> {
  const byGroup = new Map<string, ShareCard>();
  if (groups.length === 0) return { byGroup, drawn: Promise.resolve(), takeDrawn: async () => {} };
  const css = await readStylesheet();
  const kitKey = await memo.remember('card-kit-key', () => [css], () => readCardKitKey(css));
  const jobs: CardJob[] = groups.map((group) => {
    const text = toCardText(group, siteName);
    const output = toCardFile(group.id, kitKey, text);
    byGroup.set(group.id, { output, alt: `${text.heading} – ${text.dates.join('; ')}`, width: CARD_WIDTH, height: CARD_HEIGHT });
    return { output, text };
  });
  const drawn = worker ? drawInWorker(css, jobs, add) : drawHere(css, jobs, add, memo);
  // Awaited once the pages are rendered; until then a failure must not count as unhandled.
  drawn.catch(() => {});
  return { byGroup, drawn, takeDrawn: nextTurn };
}

export function toCardText(group: ConcertGroup, siteName: string): CardText {
  return {
    siteName,
    heading: toGroupName(group),
    dates: group.concerts.map((concert) => `${concert.start.label}, ${concert.place}`),
  };
}

/** In this thread; a card's file name says everything it shows, so it is remembered by that name. */
function drawHere(css: string, jobs: CardJob[], add: CardOptions['add'], memo: InputMemo): Promise<void> {
  const kit = memo.remember('card-kit', () => [css], () => createCardKit(css));
  return drawInOrder(
    jobs,
    (job) => memo.remember(`card:${job.output}`, () => [], async () => renderShareCard(await kit, job.text)),
    (job, png) => add(job.output, png),
  );
}

// A share card for each upcoming concert group, made while the build runs: a cold build makes them
// all again, and past groups, which nobody shares to invite, keep the site's own image. Each card
// is named by what it shows (card-name.ts), so the pages know it at once; `npm run build` draws
// the cards in its second thread while the pages render (card-worker.ts).
import type { ConcertGroup } from '../concerts/group.ts';
import type { FilePlace } from '../output.ts';
import { toGroupName } from '../seo/describe.ts';
import { readCardKitKey, toCardFile } from './card-name.ts';
import type { RunningThread, SecondThread } from '../threads.ts';
import { drawInWorker } from './card-worker.ts';
import { readStylesheet } from './colours.ts';
import { CARD_HEIGHT, CARD_WIDTH, type CardText } from './card-text.ts';
import type { SearchPlan } from '../search/index-file.ts';
import type { FileJob } from './worker-messages.ts';

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
  /** Receives each card's file, in the groups' order, then the search index's, unless `place` gives it a place. */
  add: (file: string, bytes: Uint8Array) => Promise<void>;
  /**
   * Where the cards' thread writes a card itself (`npm run build`: into the new site), so that the
   * pictures never reach the main thread, which only names them; undefined: to `add`.
   */
  place?: (file: string) => FilePlace | undefined;
  /**
   * The thread to draw in (`npm run build`: the build's second thread, src/threads.ts); without it,
   * in this one (the dev server, which keeps its cards between rebuilds, src/dev/remembering-steps.ts,
   * and would pay a thread's start at every save). A thread with nothing to draw is ended.
   */
  thread?: SecondThread;
  /**
   * The search index, planned (src/search/index.ts): its words are folded where the cards are
   * drawn, after them, so that in `npm run build` the main thread renders the pages meanwhile.
   */
  search?: SearchPlan;
}

export interface ShareCards {
  /** The cards by group id, known before they are drawn. */
  byGroup: Map<string, ShareCard>;
  /** Settles when every card (and the search index) has been handed to `add`; the build waits for it before it lists its files. */
  drawn: Promise<void>;
  /** Lets the cards drawn so far reach `add`: one turn of the event loop, for a caller that otherwise never yields to it. */
  takeDrawn: () => Promise<void>;
  /** Draws no more and settles once nothing is being written any longer: a failed build waits for it before removing its new site. */
  stop: () => Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function makeShareCards({ groups, siteName, add, place, thread, search }: CardOptions): Promise<ShareCards> {
  const plan = await planShareCards(groups, siteName, search);
  const started = thread && plan.jobs.length > 0 ? await thread.started : undefined;
  if (!started) {
    // Ended by buildSite in any case; not waited for here.
    void thread?.cancel();
    return drawShareCards(plan, add);
  }
  // Only the second thread writes the cards itself; drawn here, they go to `add`.
  if (place) plan.jobs = plan.jobs.map((job) => ({ ...job, place: place(job.output) }));
  return drawShareCards(plan, add, started);
}

/** Each card's name and words, before anything is drawn; the search index last. */
export interface CardPlan {
  byGroup: Map<string, ShareCard>;
  jobs: FileJob[];
  /** The stylesheet the cards take their colours from. */
  css: string;
}

export async function planShareCards(groups: readonly ConcertGroup[], siteName: string, search?: SearchPlan): Promise<CardPlan> {
  const byGroup = new Map<string, ShareCard>();
  const searchJobs: FileJob[] = search ? [{ kind: 'search', output: search.output, plan: search }] : [];
  if (groups.length === 0) return { byGroup, jobs: searchJobs, css: '' };
  const css = await readStylesheet();
  const kitKey = await readCardKitKey(css);
  const jobs: FileJob[] = groups.map((group) => {
    const text = toCardText(group, siteName);
    const output = toCardFile(group.id, kitKey, text);
    byGroup.set(group.id, { output, alt: `${text.heading} – ${text.dates.join('; ')}`, width: CARD_WIDTH, height: CARD_HEIGHT });
    return { kind: 'card', output, text };
  });
  return { byGroup, jobs: [...jobs, ...searchJobs], css };
}

/** In `thread` (the build's second thread) when given; otherwise in this one. */
export function drawShareCards({ byGroup, jobs, css }: CardPlan, add: CardOptions['add'], thread?: RunningThread): ShareCards {
  if (jobs.length === 0) return { byGroup, drawn: Promise.resolve(), takeDrawn: async () => {}, stop: async () => {} };
  const { drawn, stop } = thread ? drawInWorker(thread, jobs, add) : drawHere(css, jobs, add);
  // Awaited once the pages are rendered; until then a failure must not count as unhandled.
  drawn.catch(() => {});
  return { byGroup, drawn, takeDrawn: nextTurn, stop };
}

export function toCardText(group: ConcertGroup, siteName: string): CardText {
  return {
    siteName,
    heading: toGroupName(group),
    dates: group.concerts.map((concert) => `${concert.start.label}, ${concert.place}`),
  };
}

/** In this thread. Only here does this thread load the drawing code and the letters. */
function drawHere(css: string, jobs: FileJob[], add: CardOptions['add']): { drawn: Promise<void>; stop: () => Promise<void> } {
  let stopped = false;
  const drawn = Promise.all([import('./draw-in-order.ts'), import('./share-card.ts')]).then(([{ drawCards }, { createCardKit }]) =>
    drawCards(() => createCardKit(css), jobs, (job, bytes) => add(job.output, bytes), () => stopped),
  );
  return {
    drawn,
    stop: () => {
      stopped = true;
      return drawn.then(
        () => {},
        () => {},
      );
    },
  };
}

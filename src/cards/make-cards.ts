// A share card for each upcoming concert group; past groups, which nobody shares to invite, keep the
// site's own image. Each card is named by what it shows (card-name.ts), so the pages know it at once,
// and kept in .cache/cards/ under that name: a build draws only the cards no build has drawn before.
import path from 'node:path';
import type { ConcertGroup } from '../concerts/group.ts';
import { readThroughCache } from '../lib/file-cache.ts';
import { toGroupName } from '../seo/describe.ts';
import { readCardKitKey, toCardFile } from './card-name.ts';
import { CARD_HEIGHT, CARD_WIDTH, type CardText } from './card-text.ts';
import { readStylesheet } from './colours.ts';
import type { CardKit } from './share-card.ts';

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
  add: (file: string, bytes: Uint8Array) => Promise<void>;
  /** Where drawn cards are kept between builds (`.cache/cards/`). */
  cacheDir: string;
}

export interface ShareCards {
  /** The cards by group id, known before they are drawn. */
  byGroup: Map<string, ShareCard>;
  /** Settles when every card has been handed to `add`; the build waits for it before it lists its files. */
  drawn: Promise<void>;
  /** Lets the cards drawn so far reach `add`: one turn of the event loop, for a caller that otherwise never yields to it. */
  takeDrawn: () => Promise<void>;
  /** Draws no more and settles once nothing is being handed on any longer: a failed build waits for it before removing its new site. */
  stop: () => Promise<void>;
}

/** Each card's name and words, before anything is drawn. */
export interface CardPlan {
  byGroup: Map<string, ShareCard>;
  jobs: { output: string; text: CardText }[];
  /** The stylesheet the cards take their colours from. */
  css: string;
}

/**
 * Cards being drawn at once: sharp draws each on one of libuv's threads, so both cores draw while
 * this one lays out the next or renders pages; four held 15 MB more at the peak, for no gain in
 * time (1,000 concerts, bench/README.md).
 */
const AHEAD = 2;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function makeShareCards({ groups, siteName, add, cacheDir }: CardOptions): Promise<ShareCards> {
  return drawShareCards(await planShareCards(groups, siteName), add, cacheDir);
}

export async function planShareCards(groups: readonly ConcertGroup[], siteName: string): Promise<CardPlan> {
  const byGroup = new Map<string, ShareCard>();
  if (groups.length === 0) return { byGroup, jobs: [], css: '' };
  const css = await readStylesheet();
  const kitKey = await readCardKitKey(css);
  const jobs = groups.map((group) => {
    const text = toCardText(group, siteName);
    const output = toCardFile(group.id, kitKey, text);
    byGroup.set(group.id, { output, alt: `${text.heading} – ${text.dates.join('; ')}`, width: CARD_WIDTH, height: CARD_HEIGHT });
    return { output, text };
  });
  return { byGroup, jobs, css };
}

export function toCardText(group: ConcertGroup, siteName: string): CardText {
  return {
    siteName,
    heading: toGroupName(group),
    dates: group.concerts.map((concert) => `${concert.start.label}, ${concert.place}`),
  };
}

/**
 * Each card from .cache/cards/, or drawn and kept there, handed to `add` in the plan's order. The
 * drawing code, the fonts and sharp are loaded only when a card is not in the cache.
 */
export function drawShareCards({ byGroup, jobs, css }: CardPlan, add: CardOptions['add'], cacheDir: string): ShareCards {
  let stopped = false;
  let kit: Promise<{ kit: CardKit; render: typeof import('./share-card.ts').renderShareCard }> | undefined;
  const toKit = () =>
    (kit ??= import('./share-card.ts').then(async ({ createCardKit, renderShareCard }) => ({ kit: await createCardKit(css), render: renderShareCard })));
  const start = (job: CardPlan['jobs'][number]) => {
    const card = readThroughCache(cacheDir, path.posix.basename(job.output), async () => {
      const { kit, render } = await toKit();
      return render(kit, job.text);
    });
    // Awaited in turn; until then a failure must not count as unhandled.
    card.catch(() => undefined);
    return card;
  };

  const drawn = (async () => {
    const pending = jobs.slice(0, AHEAD).map(start);
    for (let at = 0; at < jobs.length && !stopped; at++) {
      const next = jobs[at + AHEAD];
      if (next) pending.push(start(next));
      const bytes = await (pending.shift() as Promise<Buffer>);
      if (!stopped) await add((jobs[at] as CardPlan['jobs'][number]).output, bytes);
    }
  })();
  // Awaited once the pages are rendered; until then a failure must not count as unhandled.
  drawn.catch(() => undefined);
  return {
    byGroup,
    drawn,
    takeDrawn: nextTurn,
    stop: async () => {
      stopped = true;
      await drawn.catch(() => undefined);
    },
  };
}


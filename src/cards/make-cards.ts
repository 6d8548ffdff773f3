// A share card for each upcoming concert group, made while the build runs: a cold build makes them
// all again, and past groups, which nobody shares to invite, keep the site's own image.
import type { ConcertGroup } from '../concerts/group.ts';
import { toContentHash } from '../lib/file-cache.ts';
import { toGroupName } from '../seo/describe.ts';
import { readStylesheet } from './colours.ts';
import { CARD_HEIGHT, CARD_WIDTH, createCardKit, renderShareCard, type CardKit, type CardText } from './share-card.ts';

export interface ShareCard {
  /** Path below `dist/`, named by the picture's contents: `assets/cards/<stem>.<hash>.png`. */
  output: string;
  /** What the picture says, for og:image:alt. */
  alt: string;
  width: number;
  height: number;
}

interface MadeCard extends ShareCard {
  png: Uint8Array;
}

export interface CardOptions {
  groups: readonly ConcertGroup[];
  siteName: string;
  /** Receives each card's file, in the groups' order. */
  add: (file: string, png: Uint8Array) => Promise<void>;
}

/**
 * Sharp encodes on libuv's threads while the next card's letters are laid out here: a few cards at
 * once keep both busy without holding many pictures in memory.
 */
const AT_ONCE = 4;

/** The cards by group id. */
export async function makeShareCards({ groups, siteName, add }: CardOptions): Promise<Map<string, ShareCard>> {
  const cards = new Map<string, ShareCard>();
  if (groups.length === 0) return cards;
  const css = await readStylesheet();
  const kit = createCardKit(css);
  const queue: Promise<MadeCard>[] = [];
  const start = (group: ConcertGroup | undefined) => {
    if (!group) return;
    const card = makeCard(kit, group, siteName);
    // Awaited in turn below; until then a failure must not count as unhandled.
    card.catch(() => {});
    queue.push(card);
  };
  groups.slice(0, AT_ONCE).forEach(start);
  for (const [index, group] of groups.entries()) {
    const card = await (queue.shift() as Promise<MadeCard>);
    start(groups[index + AT_ONCE]);
    await add(card.output, card.png);
    cards.set(group.id, { output: card.output, alt: card.alt, width: card.width, height: card.height });
  }
  return cards;
}

export function toCardText(group: ConcertGroup, siteName: string): CardText {
  return {
    siteName,
    heading: toGroupName(group),
    dates: group.concerts.map((concert) => `${concert.start.label}, ${concert.place}`),
  };
}

async function makeCard(kit: Promise<CardKit>, group: ConcertGroup, siteName: string): Promise<MadeCard> {
  const text = toCardText(group, siteName);
  const png = await renderShareCard(await kit, text);
  return {
    output: `assets/cards/${group.id}.${toContentHash(png)}.png`,
    alt: `${text.heading} – ${text.dates.join('; ')}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    png,
  };
}

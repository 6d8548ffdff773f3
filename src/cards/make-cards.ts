// A share card for each upcoming concert group; past groups, which nobody shares to invite, keep the
// site's own image. A card is named by what it shows and by what draws it, not by its bytes: the
// pages name their card before it is drawn, and a card drawn by an earlier build is found in
// .cache/cards/ by name. The drawing (share-card.ts: the fonts, sharp) is imported only when a card
// is not in the cache.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashFiles, listSources } from '../bundle.ts';
import type { ConcertGroup } from '../concerts/group.ts';
import { toCachedFile, toContentHash } from '../lib/file-cache.ts';
import type { OutputFile } from '../output.ts';
import { toGroupName } from '../seo/describe.ts';

const CARDS_DIR = path.dirname(fileURLToPath(import.meta.url));
// The stylesheet belongs to the code, not to the content folder a build is given.
const STYLESHEET = path.join(CARDS_DIR, '..', 'styles', 'site.css');

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardText {
  siteName: string;
  heading: string;
  /** One line a date: `13. september 2025 kell 16:00, Tallinna Mustpeade maja`. */
  dates: string[];
}

export interface ShareCard {
  /** Path below `dist/`, named by what the card shows and what draws it: `assets/cards/<stem>.<hash>.png`. */
  output: string;
  /** What the picture says, for og:image:alt. */
  alt: string;
}

/** Hands each card's file to the build, in the groups' order: as a file in .cache/cards/ to copy. */
type AddCard = (file: string, contents: OutputFile) => Promise<void>;

/**
 * Cards being drawn at once: sharp draws each on one of libuv's threads, so both cores draw while
 * this one lays out the next; four held 15 MB more at the peak, for no gain in time (1,000
 * concerts, bench/README.md).
 */
const AHEAD = 2;

type CardJob = { output: string; text: CardText };

/** The cards by group id, known before they are drawn; `draw` takes each from `cacheDir` (.cache/cards/) or draws and keeps it there. */
export async function makeShareCards({ groups, siteName, cacheDir }: { groups: readonly ConcertGroup[]; siteName: string; cacheDir: string }) {
  const byGroup = new Map<string, ShareCard>();
  if (groups.length === 0) return { byGroup, draw: async () => undefined };
  const css = await readFile(STYLESHEET, 'utf8');
  const kitKey = await readCardKitKey(css);
  const jobs = groups.map((group): CardJob => {
    const dates = group.concerts.map((concert) => `${concert.start.label}, ${concert.place}`);
    const text = { siteName, heading: toGroupName(group), dates };
    const output = toCardFile(group.id, kitKey, text);
    byGroup.set(group.id, { output, alt: `${text.heading} – ${text.dates.join('; ')}` });
    return { output, text };
  });
  return { byGroup, draw: (add: AddCard) => drawShareCards(jobs, css, add, cacheDir) };
}

async function drawShareCards(jobs: CardJob[], css: string, add: AddCard, cacheDir: string): Promise<void> {
  let drawer: Promise<(text: CardText) => Promise<Buffer>> | undefined;
  const toDrawer = () => (drawer ??= import('./share-card.ts').then(({ createCardDrawer }) => createCardDrawer(css)));
  const start = (job: CardJob) => {
    const card = toCachedFile(cacheDir, path.posix.basename(job.output), async () => (await toDrawer())(job.text));
    // Awaited in turn; until then (or should the build stop first) a failure must not count as unhandled.
    card.catch(() => undefined);
    return card;
  };
  const pending = jobs.slice(0, AHEAD).map(start);
  for (let at = 0; at < jobs.length; at++) {
    const next = jobs[at + AHEAD];
    if (next) pending.push(start(next));
    await add((jobs[at] as CardJob).output, await (pending.shift() as Promise<OutputFile>));
  }
}

/** The packages that draw a card: their versions are pinned exactly in package.json. */
const DRAWING_PACKAGES = ['sharp', 'opentype.js'];

/**
 * What draws every card: the colours taken from the stylesheet, the drawing code and the fonts
 * (src/cards/), and the packages that read the fonts and make the PNG. A change to any of them may
 * change a card's pixels or bytes, and so gives every card a new name.
 */
async function readCardKitKey(css: string): Promise<string> {
  const packageJson = path.join(CARDS_DIR, '..', '..', 'package.json');
  const { dependencies = {} } = JSON.parse(await readFile(packageJson, 'utf8')) as { dependencies?: Record<string, string> };
  const packages = DRAWING_PACKAGES.map((name) => `${name}@${dependencies[name] ?? ''}`);
  return hashFiles(await listSources(CARDS_DIR), JSON.stringify({ colours: toCardColours(css), packages }));
}

/** `assets/cards/<group id>.<hash of the text and the kit>.png`. */
export function toCardFile(groupId: string, kitKey: string, text: CardText): string {
  return `assets/cards/${groupId}.${toContentHash(kitKey, JSON.stringify(text))}.png`;
}

/** The cards' colours, `#rrggbb`, from the site's own stylesheet, so that a change of colour there reaches the cards too. */
export function toCardColours(css: string) {
  const colour = (name: string) => {
    const hex = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})\\b`, 'i').exec(css)?.[1];
    if (!hex) throw new Error(`Internal error: src/styles/site.css has no colour --${name} for the share cards`);
    return hex.toLowerCase();
  };
  return { background: colour('primary'), ink: colour('ink'), inkSoft: colour('ink-soft'), accent: colour('accent') };
}

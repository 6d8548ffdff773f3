// A card is named by what it shows and by what draws it, not by its bytes: the pages name their
// card before it is drawn, in another thread while they render (see make-cards.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashFiles, listSources } from '../bundle.ts';
import { toContentHash } from '../lib/file-cache.ts';
import { toCardColours } from './colours.ts';
import type { CardText } from './card-text.ts';

const CARDS_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * What draws every card: the colours taken from the stylesheet, the drawing code and the letters
 * (src/cards/, letters.bin among them, which holds all the fonts give a card), and Node's zlib,
 * which compresses the PNG; no package draws a card. A change to any of them may change a card's
 * pixels or bytes, and so gives every card a new name.
 */
export async function readCardKitKey(css: string): Promise<string> {
  return hashFiles(await listSources(CARDS_DIR), JSON.stringify({ colours: toCardColours(css), zlib: process.versions.zlib ?? '' }));
}

/** `assets/cards/<group id>.<hash of the text and the kit>.png`. */
export function toCardFile(groupId: string, kitKey: string, text: CardText): string {
  return `assets/cards/${groupId}.${toContentHash(kitKey, JSON.stringify(text))}.png`;
}

// A card is named by what it shows and by what draws it, not by its bytes: the pages name their
// card before it is drawn, and a card drawn by an earlier build is found in .cache/cards/ by name.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashFiles, listSources } from '../bundle.ts';
import { toContentHash } from '../lib/file-cache.ts';
import { toCardColours } from './colours.ts';
import type { CardText } from './make-cards.ts';

const CARDS_DIR = path.dirname(fileURLToPath(import.meta.url));
const PACKAGE_JSON = path.join(CARDS_DIR, '..', '..', 'package.json');
/** The packages that draw a card: their versions are pinned exactly in package.json. */
const DRAWING_PACKAGES = ['sharp', 'opentype.js'];

/**
 * What draws every card: the colours taken from the stylesheet, the drawing code and the fonts
 * (src/cards/), and the packages that read the fonts and make the PNG. A change to any of them may
 * change a card's pixels or bytes, and so gives every card a new name.
 */
export async function readCardKitKey(css: string): Promise<string> {
  const { dependencies = {} } = JSON.parse(await readFile(PACKAGE_JSON, 'utf8')) as { dependencies?: Record<string, string> };
  const packages = DRAWING_PACKAGES.map((name) => `${name}@${dependencies[name] ?? ''}`);
  return hashFiles(await listSources(CARDS_DIR), JSON.stringify({ colours: toCardColours(css), packages }));
}

/** `assets/cards/<group id>.<hash of the text and the kit>.png`. */
export function toCardFile(groupId: string, kitKey: string, text: CardText): string {
  return `assets/cards/${groupId}.${toContentHash(kitKey, JSON.stringify(text))}.png`;
}

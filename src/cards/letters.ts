// The cards' letters as make-letters.ts drew them from the fonts: each letter's width and, at each
// size a card uses, its coverage in ink steps. Read once per build from src/cards/letters.bin (about
// half a megabyte), so that drawing a card is copying its letters onto it, with no font read and
// no picture library loaded.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import type { FaceName } from './type.ts';

export const LETTERS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'letters.bin');
/** Raised whenever the file's layout changes, so that an old file is refused rather than misread. */
export const LETTERS_FORMAT = 1;

/** As stored: a letter's width (a share of the size), the code points it shows, its boxes (left, top, width, height) size by size. */
export type LetterRecord = [advance: number, codePoints: number[], boxes: number[]];

export interface FaceRecord {
  sizes: number[];
  /** The first is the missing-glyph box, shown for any code point the fonts lack. */
  letters: LetterRecord[];
}

export interface LettersRecord {
  format: number;
  inkLevels: number;
  faces: Record<FaceName, FaceRecord>;
}

/** A letter's coverage in ink steps, 0 to INK_LEVELS per pixel, placed relative to the pen on the baseline. */
export interface LetterMask {
  left: number;
  top: number;
  width: number;
  height: number;
  levels: Uint8Array;
}

export interface Letter {
  /** The advance width as a share of the font size. */
  advance: number;
  /** By size. */
  masks: Map<number, LetterMask>;
}

export interface Face {
  sizes: readonly number[];
  byCodePoint: Map<number, Letter>;
  missing: Letter;
}

export type Faces = Record<FaceName, Face>;

export function loadLetters(inkLevels: number): Faces {
  const bytes = inflateSync(readFileSync(LETTERS_FILE));
  const length = bytes.readUInt32BE(0);
  const record = JSON.parse(bytes.toString('utf8', 4, 4 + length)) as LettersRecord;
  if (record.format !== LETTERS_FORMAT || record.inkLevels !== inkLevels) {
    throw new Error(`Internal error: ${LETTERS_FILE} is of another version of the cards' code: run npm run cards:letters`);
  }
  let offset = 4 + length;
  const toFace = ({ sizes, letters }: FaceRecord): Face => {
    const byCodePoint = new Map<number, Letter>();
    const all = letters.map(([advance, codePoints]) => {
      const letter: Letter = { advance, masks: new Map() };
      for (const codePoint of codePoints) byCodePoint.set(codePoint, letter);
      return letter;
    });
    // Stored size by size, each size's letters in order.
    sizes.forEach((size, sizeIndex) => {
      letters.forEach(([, , boxes], index) => {
        const [left = 0, top = 0, width = 0, height = 0] = boxes.slice(sizeIndex * 4, sizeIndex * 4 + 4);
        const levels = bytes.subarray(offset, (offset += width * height));
        all[index]?.masks.set(size, { left, top, width, height, levels });
      });
    });
    return { sizes, byCodePoint, missing: all[0] as Letter };
  };
  // In the file's order, which is the order of its letters' coverage.
  const faces = Object.entries(record.faces).map(([name, face]) => [name, toFace(face)] as const);
  return Object.fromEntries(faces) as Faces;
}

/** The letter a code point shows: the fonts' missing-glyph box for one they lack. */
export function toLetter(face: Face, codePoint: number): Letter {
  return face.byCodePoint.get(codePoint) ?? face.missing;
}

/** A letter at a size the file holds; a size no card uses is a mistake in the cards' code. */
export function toMask(letter: Letter, size: number): LetterMask {
  const mask = letter.masks.get(size);
  if (!mask) throw new Error(`Internal error: the cards' letters have no size ${size}: add it to src/cards/type.ts and run npm run cards:letters`);
  return mask;
}

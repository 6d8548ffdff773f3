// The cards' letters, read by opentype.js from the committed fonts: how wide a text is, and its
// outlines for the card's SVG. Each face is two files (Fontsource's subsets): a letter comes from
// the first that has it, and a letter neither has shows the first one's missing-glyph box. Letters
// are set one after another by their advance widths, as the cards always were (no kerning, no
// ligatures), and each is looked up once a build.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Font, type Glyph } from 'opentype.js';

/** Each face's files in src/cards/fonts/: Source Serif 4 for headings (the site's serif headings), Noto Sans for the rest. */
const FACES = {
  serif: ['source-serif-4-latin-600-normal.woff', 'source-serif-4-latin-ext-600-normal.woff'],
  sans: ['noto-sans-latin-400-normal.woff', 'noto-sans-latin-ext-400-normal.woff'],
} as const;

const FONTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');

/** One face's fonts, in the order a letter is looked for in them, and the letters found so far (advance: a share of the font size). */
interface Face {
  fonts: readonly Font[];
  letters: Map<string, { glyph: Glyph; advance: number }>;
}

export type Faces = Record<keyof typeof FACES, Face>;

export async function loadFaces(): Promise<Faces> {
  const load = async (file: string) => {
    const bytes = await readFile(path.join(FONTS_DIR, file));
    return parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  };
  const [serif, sans] = await Promise.all([FACES.serif, FACES.sans].map((files) => Promise.all(files.map(load))));
  return { serif: { fonts: serif as Font[], letters: new Map() }, sans: { fonts: sans as Font[], letters: new Map() } };
}

function toLetter(face: Face, character: string) {
  let letter = face.letters.get(character);
  if (!letter) {
    const font = face.fonts.find((candidate) => candidate.charToGlyphIndex(character) > 0) ?? (face.fonts[0] as Font);
    const glyph = font.charToGlyph(character);
    letter = { glyph, advance: (glyph.advanceWidth ?? 0) / font.unitsPerEm };
    face.letters.set(character, letter);
  }
  return letter;
}

/** The width of a line of text in pixels. */
export function measureText(face: Face, text: string, size: number): number {
  let width = 0;
  for (const character of text) width += toLetter(face, character).advance * size;
  return width;
}

/** A line's outlines as SVG path data, its baseline at `baseline`, its start at `x`. */
export function toPathData(face: Face, text: string, size: number, x: number, baseline: number): string {
  let pen = x;
  let data = '';
  for (const character of text) {
    const letter = toLetter(face, character);
    // A tenth of a pixel is finer than anti-aliasing shows, and keeps the SVG small for sharp to read.
    data += letter.glyph.getPath(pen, baseline, size).toPathData(1);
    pen += letter.advance * size;
  }
  return data;
}

/** Lines no wider than `maxWidth`, broken between words, at most `maxLines` (the last ends in "…"); undefined if a word is wider. */
export function wrapText(face: Face, text: string, size: number, maxWidth: number, maxLines: number): string[] | undefined {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (measureText(face, word, size) > maxWidth) return undefined;
    const longer = line === '' ? word : `${line} ${word}`;
    const fits = measureText(face, longer, size) <= maxWidth;
    if (!fits) lines.push(line);
    line = fits ? longer : word;
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = toEllipsised(face, `${kept[maxLines - 1]} ${lines[maxLines]}`, size, maxWidth);
  return kept;
}

function toEllipsised(face: Face, text: string, size: number, maxWidth: number): string {
  let words = text.split(' ');
  while (words.length > 1 && measureText(face, `${words.join(' ')}…`, size) > maxWidth) words = words.slice(0, -1);
  return `${words.join(' ').replace(/[\s,.;:–-]+$/, '')}…`;
}

// The cards' letters, read by opentype.js from the committed fonts: how wide a text is, and its
// outlines for the card's SVG. Each face is two files (Fontsource's subsets): a letter comes from
// the first that has it, and a letter neither has shows the first one's missing-glyph box.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Font } from 'opentype.js';
import { FACES, type FaceName } from './type.ts';

const FONTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');

/** One face's fonts, in the order a letter is looked for in them. */
export type Face = readonly Font[];
export type Faces = Record<FaceName, Face>;

/** Advance widths only, no kerning: the cards were laid out so from the start. */
const PLAIN = { kerning: false } as const;

export async function loadFaces(): Promise<Faces> {
  const load = async (file: string) => {
    const bytes = await readFile(path.join(FONTS_DIR, file));
    return parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  };
  const [serif, sans] = await Promise.all([FACES.serif, FACES.sans].map((files) => Promise.all(files.map(load))));
  return { serif: serif as Face, sans: sans as Face };
}

/** The text cut where the font changes, each piece with the font that shows it. */
function toRuns(face: Face, text: string): { font: Font; text: string }[] {
  const runs: { font: Font; text: string }[] = [];
  for (const letter of text) {
    const font = face.find((candidate) => candidate.charToGlyphIndex(letter) > 0) ?? (face[0] as Font);
    const last = runs[runs.length - 1];
    if (last?.font === font) last.text += letter;
    else runs.push({ font, text: letter });
  }
  return runs;
}

/** The width of a line of text in pixels. */
export function measureText(face: Face, text: string, size: number): number {
  return toRuns(face, text).reduce((width, run) => width + run.font.getAdvanceWidth(run.text, size, PLAIN), 0);
}

/** A line's outlines as SVG path data, its baseline at `baseline`, its start at `x`. */
export function toPathData(face: Face, text: string, size: number, x: number, baseline: number): string {
  let pen = x;
  let data = '';
  for (const run of toRuns(face, text)) {
    data += run.font.getPath(run.text, pen, baseline, size, PLAIN).toPathData(2);
    pen += run.font.getAdvanceWidth(run.text, size, PLAIN);
  }
  return data;
}

/**
 * The text in lines no wider than `maxWidth`, broken between words; what does not fit in
 * `maxLines` ends the last line with an ellipsis. Undefined when even one word is wider.
 */
export function wrapText(face: Face, text: string, size: number, maxWidth: number, maxLines: number): string[] | undefined {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (measureText(face, word, size) > maxWidth) return undefined;
    const longer = line === '' ? word : `${line} ${word}`;
    if (measureText(face, longer, size) <= maxWidth) {
      line = longer;
      continue;
    }
    lines.push(line);
    line = word;
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

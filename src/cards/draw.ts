// Text on a card's picture: letters placed by their advance widths, lines broken between words.
import { toLetter, toMask, type Face } from './letters.ts';

export type Rgb = readonly [number, number, number];

/** Anti-aliasing steps of a letter's edge: sixteen, as many as most screens' text rendering shows. */
export const INK_LEVELS = 15;

export interface Canvas {
  width: number;
  height: number;
  /**
   * Palette indices, row by row: 0 the background, then each ink's steps (see toPalette). Each row
   * starts with one byte more, PNG's filter type (0, none), so that the PNG is compressed straight
   * from here: a copy of 750 KB a card, in a fresh array each time, was most of the cards' memory.
   */
  pixels: Uint8Array;
}

export function createCanvas(width: number, height: number): Canvas {
  return { width, height, pixels: new Uint8Array((width + 1) * height) };
}

/** Where pixel (x, y) is in `pixels`. */
function toPixelIndex(canvas: Canvas, x: number, y: number): number {
  return y * (canvas.width + 1) + 1 + x;
}

/**
 * The background, then each ink blended over it at 1/15 … 15/15: a letter's edge pixel is one of
 * its ink's steps. Ink `n` of the list is drawn with `toInk(n)`.
 */
export function toPalette(background: Rgb, inks: readonly Rgb[]): Rgb[] {
  const palette: Rgb[] = [background];
  for (const ink of inks) {
    for (let level = 1; level <= INK_LEVELS; level++) {
      palette.push(background.map((under, channel) => Math.round(under + (((ink[channel] ?? 0) - under) * level) / INK_LEVELS)) as unknown as Rgb);
    }
  }
  return palette;
}

/** The palette index of ink `n` at full strength. */
export function toInk(n: number): number {
  return 1 + n * INK_LEVELS + (INK_LEVELS - 1);
}

export function fillRect(canvas: Canvas, x: number, y: number, width: number, height: number, index: number): void {
  for (let row = y; row < y + height; row++) canvas.pixels.fill(index, toPixelIndex(canvas, x, row), toPixelIndex(canvas, x + width, row));
}

/** The width of a line of text in pixels. */
export function measureText(face: Face, text: string, size: number): number {
  let width = 0;
  for (const letter of text) {
    width += toLetter(face, letter.codePointAt(0) ?? 0).advance * size;
  }
  return width;
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

/** Draws a line of text with its baseline at `baseline`, its start at `x`, each letter on a whole pixel. */
export function drawText(canvas: Canvas, face: Face, text: string, size: number, x: number, baseline: number, ink: number): void {
  let pen = x;
  for (const character of text) {
    const letter = toLetter(face, character.codePointAt(0) ?? 0);
    const mask = toMask(letter, size);
    blend(canvas, mask.levels, mask.width, mask.height, Math.round(pen) + mask.left, baseline + mask.top, ink);
    pen += letter.advance * size;
  }
}

/**
 * Lays a letter's coverage over what is there in ink `ink`'s steps; where two letters of one ink
 * touch, the stronger step stays. What falls outside the canvas is cut once, before the loop: the
 * loop runs over every pixel of every letter of every card (a tenth of the cards' time).
 */
function blend(canvas: Canvas, levels: Uint8Array, width: number, height: number, x: number, y: number, ink: number): void {
  const { pixels } = canvas;
  const first = 1 + ink * INK_LEVELS;
  const fromColumn = Math.max(0, -x);
  const toColumn = Math.min(width, canvas.width - x);
  const toRow = Math.min(height, canvas.height - y);
  for (let row = Math.max(0, -y); row < toRow; row++) {
    let at = toPixelIndex(canvas, x + fromColumn, y + row);
    const end = row * width + toColumn;
    for (let from = row * width + fromColumn; from < end; from++, at++) {
      const level = levels[from] as number;
      if (level === 0) continue;
      const under = (pixels[at] as number) - first;
      if (under < 0 || under >= INK_LEVELS || under < level - 1) pixels[at] = first + level - 1;
    }
  }
}

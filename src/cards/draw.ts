// Text on a raw RGB picture: letters placed by their advance widths, lines broken between words.
import { toFaceGlyph, type Face } from './fonts.ts';
import type { GlyphCache } from './glyphs.ts';

export type Rgb = readonly [number, number, number];

export interface Canvas {
  width: number;
  height: number;
  /** RGB, row by row. */
  pixels: Uint8Array;
}

export function createCanvas(width: number, height: number, background: Rgb): Canvas {
  const pixels = new Uint8Array(width * height * 3);
  for (let at = 0; at < pixels.length; at += 3) pixels.set(background, at);
  return { width, height, pixels };
}

/** A copy to draw on. A typed array's slice, as `Buffer.from(buffer)` took a hundred times longer here. */
export function copyCanvas(canvas: Canvas): Canvas {
  return { ...canvas, pixels: canvas.pixels.slice() };
}

export function fillRect(canvas: Canvas, x: number, y: number, width: number, height: number, colour: Rgb): void {
  for (let row = y; row < y + height; row++) {
    for (let column = x; column < x + width; column++) canvas.pixels.set(colour, (row * canvas.width + column) * 3);
  }
}

/** The width of a line of text in pixels. */
export function measureText(face: Face, text: string, size: number): number {
  let width = 0;
  for (const letter of text) {
    const { font, glyph } = toFaceGlyph(face, letter.codePointAt(0) ?? 0);
    width += (glyph.advanceWidth * size) / font.unitsPerEm;
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

/** Draws a line of text with its baseline at `baseline`, its start at `x`. */
export async function drawText(canvas: Canvas, cache: GlyphCache, face: Face, text: string, size: number, x: number, baseline: number, colour: Rgb): Promise<void> {
  const letters = Array.from(text, (letter) => toFaceGlyph(face, letter.codePointAt(0) ?? 0));
  const masks = await Promise.all(letters.map((letter) => cache.mask(face, letter, size)));
  let pen = x;
  letters.forEach((letter, index) => {
    const mask = masks[index];
    if (mask) blend(canvas, mask.coverage, mask.width, mask.height, Math.round(pen) + mask.left, baseline + mask.top, colour);
    pen += (letter.glyph.advanceWidth * size) / letter.font.unitsPerEm;
  });
}

/** Lays a letter's coverage over what is there, in `colour`; what falls outside the canvas is cut. */
function blend(canvas: Canvas, coverage: Uint8Array, width: number, height: number, x: number, y: number, colour: Rgb): void {
  const { pixels } = canvas;
  for (let row = 0; row < height; row++) {
    const py = y + row;
    if (py < 0 || py >= canvas.height) continue;
    for (let column = 0; column < width; column++) {
      const alpha = coverage[row * width + column] ?? 0;
      const px = x + column;
      if (alpha === 0 || px < 0 || px >= canvas.width) continue;
      const at = (py * canvas.width + px) * 3;
      for (let channel = 0; channel < 3; channel++) {
        const under = pixels[at + channel] ?? 0;
        pixels[at + channel] = under + Math.round((((colour[channel] ?? 0) - under) * alpha) / 255);
      }
    }
  }
}

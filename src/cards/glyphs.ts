// Each letter's shape, rasterised once per size by sharp (librsvg) and reused by every card: a card
// is then a copy of its background with letters laid on it, a few milliseconds where rendering each
// card as one SVG (satori, then sharp) took about 45 ms.
import sharp from 'sharp';
import { INK_LEVELS } from './draw.ts';
import type { Face, FaceGlyph } from './fonts.ts';

/** A letter's coverage in ink steps, 0 to INK_LEVELS per pixel, placed relative to the pen on the baseline. */
export interface GlyphMask {
  left: number;
  top: number;
  width: number;
  height: number;
  levels: Uint8Array;
}

const EMPTY: GlyphMask = { left: 0, top: 0, width: 0, height: 0, levels: new Uint8Array(0) };

/** Masks by face, subset, glyph and size; the promise is kept so that two cards never rasterise one letter twice. */
export function createGlyphCache() {
  const masks = new Map<string, Promise<GlyphMask>>();
  return {
    mask(face: Face, { font, glyph, fontIndex }: FaceGlyph, size: number): Promise<GlyphMask> {
      const key = `${face.name}/${fontIndex}/${glyph.id}/${size}`;
      let mask = masks.get(key);
      if (!mask) masks.set(key, (mask = rasterise(glyph, size / font.unitsPerEm)));
      return mask;
    },
  };
}

export type GlyphCache = ReturnType<typeof createGlyphCache>;

async function rasterise(glyph: FaceGlyph['glyph'], scale: number): Promise<GlyphMask> {
  const box = glyph.bbox;
  if (!(box.maxX > box.minX && box.maxY > box.minY)) return EMPTY;
  // Font units point up from the baseline, pixels down: one pixel of margin for anti-aliasing.
  const left = Math.floor(box.minX * scale) - 1;
  const top = Math.floor(-box.maxY * scale) - 1;
  const width = Math.ceil(box.maxX * scale) + 1 - left;
  const height = Math.ceil(-box.minY * scale) + 1 - top;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<path transform="translate(${-left} ${-top}) scale(${scale} ${-scale})" d="${glyph.path.toSVG()}"/></svg>`;
  const coverage = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer();
  return { left, top, width, height, levels: Uint8Array.from(coverage, (alpha) => Math.round((alpha * INK_LEVELS) / 255)) };
}

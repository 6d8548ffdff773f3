// Each letter's shape, rasterised once per size and reused by every card: a card is then a copy of
// its background with letters laid on it, a few milliseconds where rendering each card as one SVG
// (satori, then sharp) took about 45 ms. The letters asked for in one turn of the event loop (a few
// cards' worth) are drawn together, as one SVG sharp renders once: a sharp call per letter cost
// half a second of a 100-concert build.
import { INK_LEVELS } from './draw.ts';
import type { Face, FaceGlyph } from './fonts.ts';

/**
 * sharp is loaded with the first letter, not with this module: a compiled entry is one file whose
 * static imports of packages load at its start (scripts/compile.mjs), and the build's second thread
 * loads this module's code only after the check.
 */
let sharpModule: Promise<typeof import('sharp')> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp'));

/** A letter's coverage in ink steps, 0 to INK_LEVELS per pixel, placed relative to the pen on the baseline. */
export interface GlyphMask {
  left: number;
  top: number;
  width: number;
  height: number;
  levels: Uint8Array;
}

interface Wanted {
  glyph: FaceGlyph['glyph'];
  scale: number;
  resolve: (mask: GlyphMask) => void;
  reject: (error: unknown) => void;
}

const EMPTY: GlyphMask = { left: 0, top: 0, width: 0, height: 0, levels: new Uint8Array(0) };
/** The atlas's width; letters are set in rows across it. */
const ATLAS_WIDTH = 2048;

/** Masks by face, subset, glyph and size; the promise is kept so that two cards never rasterise one letter twice. */
export function createGlyphCache() {
  const masks = new Map<string, Promise<GlyphMask>>();
  let wanted: Wanted[] = [];
  const flush = () => {
    const batch = wanted;
    wanted = [];
    rasteriseAll(batch).catch((error: unknown) => batch.forEach((item) => item.reject(error)));
  };
  return {
    mask(face: Face, { font, glyph, fontIndex }: FaceGlyph, size: number): Promise<GlyphMask> {
      const key = `${face.name}/${fontIndex}/${glyph.id}/${size}`;
      let mask = masks.get(key);
      if (!mask) {
        mask = new Promise<GlyphMask>((resolve, reject) => {
          if (wanted.length === 0) setImmediate(flush);
          wanted.push({ glyph, scale: size / font.unitsPerEm, resolve, reject });
        });
        masks.set(key, mask);
      }
      return mask;
    },
  };
}

export type GlyphCache = ReturnType<typeof createGlyphCache>;

interface Placed extends Wanted {
  box: Omit<GlyphMask, 'levels'>;
  x: number;
  y: number;
}

async function rasteriseAll(batch: Wanted[]): Promise<void> {
  const placed: Placed[] = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const item of batch) {
    const box = toPixelBox(item.glyph, item.scale);
    if (!box) {
      item.resolve(EMPTY);
      continue;
    }
    if (x + box.width > ATLAS_WIDTH) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    placed.push({ ...item, box, x, y });
    x += box.width;
    rowHeight = Math.max(rowHeight, box.height);
  }
  if (placed.length === 0) return;
  const height = y + rowHeight;
  const paths = placed.map(
    ({ glyph, scale, box, x, y }) => `<path transform="translate(${x - box.left} ${y - box.top}) scale(${scale} ${-scale})" d="${glyph.path.toSVG()}"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ATLAS_WIDTH}" height="${height}">${paths.join('')}</svg>`;
  const { default: sharp } = await loadSharp();
  const alpha = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer();
  for (const { box, x, y, resolve } of placed) {
    const levels = new Uint8Array(box.width * box.height);
    for (let row = 0; row < box.height; row++) {
      for (let column = 0; column < box.width; column++) {
        levels[row * box.width + column] = Math.round(((alpha[(y + row) * ATLAS_WIDTH + x + column] ?? 0) * INK_LEVELS) / 255);
      }
    }
    resolve({ ...box, levels });
  }
}

/** The letter's pixels around its pen position: font units point up from the baseline, pixels down; a pixel of margin for anti-aliasing. */
function toPixelBox(glyph: FaceGlyph['glyph'], scale: number): Omit<GlyphMask, 'levels'> | undefined {
  const box = glyph.bbox;
  if (!(box.maxX > box.minX && box.maxY > box.minY)) return undefined;
  const left = Math.floor(box.minX * scale) - 1;
  const top = Math.floor(-box.maxY * scale) - 1;
  return { left, top, width: Math.ceil(box.maxX * scale) + 1 - left, height: Math.ceil(-box.minY * scale) + 1 - top };
}

// Draws every letter of the cards' two fonts at each size a card sets it in, into the file
// src/cards/letters.bin that the build reads (letters.ts): `npm run cards:letters`. A build then
// needs neither fontkit nor sharp for its cards, and the second thread, which draws them, starts
// drawing at once instead of after loading both (bench/README.md, "Share cards' letters made once").
// test/card-letters.test.ts makes the file again and holds the committed one to it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { deflateSync, inflateSync } from 'node:zlib';
import { INK_LEVELS } from './draw.ts';
import { LETTERS_FORMAT, type FaceRecord, type LettersRecord } from './letters.ts';
import { FACES, type FaceName } from './type.ts';

type Font = import('fontkit').Font;
type Glyph = import('fontkit').Glyph;

const require = createRequire(import.meta.url);
/** Fontsource splits each font into subsets: Latin holds õ ä ö ü, Latin Extended š ž. */
const SUBSETS = ['latin', 'latin-ext'];
/** The width of the picture sharp draws a size's letters in, row by row. */
const SHEET_WIDTH = 2048;

/** One letter of a face: the glyph, the code points that show it, its pixel box at each size. */
interface FaceLetter {
  glyph: Glyph;
  unitsPerEm: number;
  codePoints: number[];
  advance: number;
}

/** The file's bytes: deflated, a four-byte length, the record as JSON, then every letter's coverage. */
export async function makeLetters(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const record: LettersRecord = { format: LETTERS_FORMAT, inkLevels: INK_LEVELS, faces: {} as LettersRecord['faces'] };
  const coverage: Uint8Array[] = [];
  for (const name of Object.keys(FACES) as FaceName[]) {
    const { family, weight, sizes } = FACES[name];
    const letters = toFaceLetters(await loadFonts(family, weight));
    const face: FaceRecord = { sizes: [...sizes], letters: letters.map(({ advance, codePoints }) => [advance, codePoints, []]) };
    for (const size of sizes) {
      const masks = await rasterise(sharp, letters, size);
      masks.forEach(({ box, levels }, index) => {
        face.letters[index]?.[2].push(box.left, box.top, box.width, box.height);
        coverage.push(levels);
      });
    }
    record.faces[name] = face;
  }
  const json = Buffer.from(JSON.stringify(record));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return deflateSync(Buffer.concat([length, json, ...coverage]), { level: 9 });
}

async function loadFonts(family: string, weight: number): Promise<Font[]> {
  const fontkit = await import('fontkit');
  return Promise.all(
    SUBSETS.map(async (subset) => {
      const file = require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`);
      return fontkit.create(toSfnt(await readFile(file))) as Font;
    }),
  );
}

/**
 * Each glyph a code point of the subsets shows, once, from the first subset that has it; first of
 * all the first subset's missing-glyph box, which any other code point shows.
 */
function toFaceLetters(fonts: Font[]): FaceLetter[] {
  const first = fonts[0] as Font;
  const missing = first.getGlyph(0);
  const letters: FaceLetter[] = [{ glyph: missing, unitsPerEm: first.unitsPerEm, codePoints: [], advance: missing.advanceWidth / first.unitsPerEm }];
  const byGlyph = new Map<string, FaceLetter>();
  const codePoints = [...new Set(fonts.flatMap((font) => font.characterSet))].sort((a, b) => a - b);
  for (const codePoint of codePoints) {
    const fontIndex = fonts.findIndex((font) => font.hasGlyphForCodePoint(codePoint));
    if (fontIndex === -1) continue;
    const font = fonts[fontIndex] as Font;
    const glyph = font.glyphForCodePoint(codePoint);
    const key = `${fontIndex}/${glyph.id}`;
    let letter = byGlyph.get(key);
    if (!letter) {
      letter = { glyph, unitsPerEm: font.unitsPerEm, codePoints: [], advance: glyph.advanceWidth / font.unitsPerEm };
      byGlyph.set(key, letter);
      letters.push(letter);
    }
    letter.codePoints.push(codePoint);
  }
  return letters;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Every letter at `size`, as one SVG that sharp draws once; each letter's coverage in ink steps. */
async function rasterise(sharp: typeof import('sharp').default, letters: FaceLetter[], size: number): Promise<{ box: Box; levels: Uint8Array }[]> {
  const placed = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const letter of letters) {
    const scale = size / letter.unitsPerEm;
    const box = toPixelBox(letter.glyph, scale);
    if (x + box.width > SHEET_WIDTH) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    placed.push({ letter, scale, box, x, y });
    x += box.width;
    rowHeight = Math.max(rowHeight, box.height);
  }
  const paths = placed
    .filter(({ box }) => box.width > 0)
    .map(({ letter, scale, box, x, y }) => `<path transform="translate(${x - box.left} ${y - box.top}) scale(${scale} ${-scale})" d="${letter.glyph.path.toSVG()}"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHEET_WIDTH}" height="${y + rowHeight}">${paths.join('')}</svg>`;
  const alpha = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer();
  return placed.map(({ box, x, y }) => {
    const levels = new Uint8Array(box.width * box.height);
    for (let row = 0; row < box.height; row++) {
      for (let column = 0; column < box.width; column++) {
        levels[row * box.width + column] = Math.round(((alpha[(y + row) * SHEET_WIDTH + x + column] ?? 0) * INK_LEVELS) / 255);
      }
    }
    return { box, levels };
  });
}

/** The letter's pixels around its pen position: font units point up from the baseline, pixels down; a pixel of margin for anti-aliasing. */
function toPixelBox(glyph: Glyph, scale: number): Box {
  const box = glyph.bbox;
  if (!(box.maxX > box.minX && box.maxY > box.minY)) return { left: 0, top: 0, width: 0, height: 0 };
  const left = Math.floor(box.minX * scale) - 1;
  const top = Math.floor(-box.maxY * scale) - 1;
  return { left, top, width: Math.ceil(box.maxX * scale) + 1 - left, height: Math.ceil(-box.minY * scale) + 1 - top };
}

/**
 * The font file inside a WOFF: its tables inflated once. fontkit reads a WOFF as it is, inflates
 * the whole glyph table again for every letter it draws (tiny-inflate, in JavaScript), and loses
 * some letters on the way (a thin, an en, a zero-width space). The tables keep their order,
 * offsets and checksums.
 */
function toSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, compressedLength, length] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const stored = woff.subarray(offset, offset + compressedLength);
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data: compressedLength < length ? inflateSync(stored) : stored };
  });
  const header = Buffer.alloc(12 + 16 * tableCount);
  const power = 2 ** Math.floor(Math.log2(tableCount));
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour: TrueType or CFF outlines
  header.writeUInt16BE(tableCount, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tableCount * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, index) => {
    const record = 12 + index * 16;
    header.set(tag, record);
    header.writeUInt32BE(checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    // Each table starts on a four-byte boundary.
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

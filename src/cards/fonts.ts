// The share cards' type: Source Serif 4 for headings (the site's serif headings) and Noto Sans for
// the rest (in the site's sans-serif stack), installed from npm so a card looks the same on every
// machine. Fontsource splits each font into subsets: Latin holds õ ä ö ü, Latin Extended š ž.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';

export interface Face {
  /** The subsets in the order a letter is looked up. */
  fonts: fontkit.Font[];
  /** Letters looked up before: fontkit's lookup and metrics cost more than drawing the letter. */
  known: Map<number, FaceGlyph>;
  /** Names the face in the glyph cache. */
  name: string;
}

export interface Faces {
  serif: Face;
  sans: Face;
}

/** One letter of a face: the font that has it and its glyph. */
export interface FaceGlyph {
  font: fontkit.Font;
  glyph: fontkit.Glyph;
  /** Which of the face's fonts, for the glyph cache. */
  fontIndex: number;
  /** The advance width as a share of the font size. */
  advance: number;
}

const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'latin-ext'];

export async function loadFaces(): Promise<Faces> {
  const [serif, sans] = await Promise.all([loadFace('source-serif-4', 600), loadFace('noto-sans', 400)]);
  return { serif, sans };
}

async function loadFace(family: string, weight: number): Promise<Face> {
  const fonts = await Promise.all(
    SUBSETS.map(async (subset) => {
      const file = require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`);
      return fontkit.create(toSfnt(await readFile(file))) as fontkit.Font;
    }),
  );
  return { fonts, known: new Map(), name: `${family}-${weight}` };
}

/** The glyph of a letter from the first subset that has it; the first subset's missing-glyph box otherwise. */
export function toFaceGlyph(face: Face, codePoint: number): FaceGlyph {
  let known = face.known.get(codePoint);
  if (!known) face.known.set(codePoint, (known = lookUp(face, codePoint)));
  return known;
}

function lookUp(face: Face, codePoint: number): FaceGlyph {
  const fontIndex = Math.max(0, face.fonts.findIndex((font) => font.hasGlyphForCodePoint(codePoint)));
  const font = face.fonts[fontIndex] as fontkit.Font;
  const glyph = font.glyphForCodePoint(codePoint);
  return { font, glyph, fontIndex, advance: glyph.advanceWidth / font.unitsPerEm };
}

/**
 * The font file inside a WOFF: its tables inflated once. fontkit reads a WOFF as it is and inflates
 * the whole glyph table again for every letter it draws (tiny-inflate, in JavaScript): a quarter
 * of a second of each build's cards. The tables keep their order, offsets and checksums.
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

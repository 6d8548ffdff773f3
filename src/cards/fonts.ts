// The share cards' type: Source Serif 4 for headings (the site's serif headings) and Noto Sans for
// the rest (in the site's sans-serif stack), installed from npm so a card looks the same on every
// machine. Fontsource splits each font into subsets: Latin holds õ ä ö ü, Latin Extended š ž.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
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
      return fontkit.create(await readFile(file)) as fontkit.Font;
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

// What the cards use of opentype.js, which ships no types of its own (DefinitelyTyped's would bring
// the DOM's types into the build's type check).
declare module 'opentype.js' {
  export interface Glyph {
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): { toPathData(decimalPlaces: number): string };
  }
  export interface Font {
    unitsPerEm: number;
    /** 0 when the font has no glyph for the character. */
    charToGlyphIndex(character: string): number;
    /** The missing-glyph box (glyph 0) when the font has no glyph for the character. */
    charToGlyph(character: string): Glyph;
  }
  export function parse(buffer: ArrayBuffer): Font;
}

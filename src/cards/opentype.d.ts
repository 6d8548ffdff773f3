// What the cards use of opentype.js, which ships no types of its own (DefinitelyTyped's would bring
// the DOM's types into the build's type check).
declare module 'opentype.js' {
  interface LayoutOptions {
    kerning?: boolean;
  }
  export interface Font {
    /** 0 when the font has no glyph for the character. */
    charToGlyphIndex(character: string): number;
    getAdvanceWidth(text: string, fontSize: number, options?: LayoutOptions): number;
    getPath(text: string, x: number, y: number, fontSize: number, options?: LayoutOptions): { toPathData(decimalPlaces: number): string };
  }
  export function parse(buffer: ArrayBuffer): Font;
}

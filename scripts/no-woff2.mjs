// Stands in for brotli's decompressor, which fontkit imports for WOFF2 fonts only: the share cards
// read WOFF files (src/cards/fonts.ts), and loading brotli's dictionary cost every build's second
// thread some 70 ms (scripts/compile.mjs).
export default function decompress() {
  throw new Error('Internal error: WOFF2 fonts are not supported here; src/cards/fonts.ts reads WOFF files');
}

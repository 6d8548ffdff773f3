// Which raster files the image stage can read, told by their first bytes as sharp tells them: for the
// editor, which must refuse what the build would refuse before any browser has a say (Chromium draws
// a BMP that sharp refuses, and sharp reads a TIFF that no browser draws).

/** The raster formats sharp, as installed, decodes (test/raster-format.test.ts holds it to sharp.format). */
export type RasterFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'heif';

export function toRasterFormat(bytes: Uint8Array): RasterFormat | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 4) === 'GIF8') return 'gif';
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return 'tiff';
  // sharp's prebuilt libheif reads AVIF only: an "ftyp" box that names it among its brands.
  if (ascii(4, 8) === 'ftyp' && /avi[fs]/.test(ascii(8, Math.min(bytes.length, readBoxSize(bytes), 64)))) return 'heif';
  return undefined;
}

function readBoxSize(bytes: Uint8Array): number {
  return bytes.length < 4 ? 0 : new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
}

// src/images/raster-format.ts: the editor tells the files the build can read by their first bytes,
// as sharp does; a sharp that learns or drops a format fails here until the list follows it.
import sharp, { type Sharp } from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { toRasterFormat, type RasterFormat } from '../src/images/raster-format.ts';

const formats = suite('toRasterFormat');

/** One small picture in each format sharp writes and reads. */
const MADE: Record<RasterFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg(),
  png: (image) => image.png(),
  webp: (image) => image.webp(),
  gif: (image) => image.gif(),
  tiff: (image) => image.tiff(),
  heif: (image) => image.avif(),
};

formats('should know every raster format sharp reads, and no other', () => {
  const read = Object.entries(sharp.format)
    .filter(([name, format]) => format.input.buffer && name !== 'svg' && name !== 'raw')
    .map(([name]) => name);
  assert.equal(read.sort(), Object.keys(MADE).sort());
});

formats('should tell each format sharp reads from its first bytes', async () => {
  for (const [format, make] of Object.entries(MADE)) {
    const bytes = await make(sharp({ create: { width: 24, height: 12, channels: 3, background: '#246' } })).toBuffer();
    assert.is(toRasterFormat(bytes), format);
  }
});

formats('should read nothing into text, a PDF, a BMP or an empty file', () => {
  for (const text of ['Logo tuleb hiljem.\n', '%PDF-1.7\n%âãÏÓ\n', 'BM\x36\x00\x00\x00', '']) {
    assert.is(toRasterFormat(new Uint8Array(Buffer.from(text, 'latin1'))), undefined, JSON.stringify(text));
  }
});

formats.run();

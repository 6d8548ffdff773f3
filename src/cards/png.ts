// A palette PNG from a picture of palette indices. A card has a handful of colours, each with its
// anti-aliasing steps, so one byte a pixel holds it exactly: a third of the RGB data for zlib to
// compress and about half the file, where sharp's palette output quantises the colours again first
// (38 ms a card here against 3 ms for this and zlib).
import * as zlib from 'node:zlib';
import type { Rgb } from './draw.ts';

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/**
 * `rows` holds each row's filter type (0, none, which suits flat colour best and costs nothing),
 * then its palette indices (see Canvas). Compressed here, not on libuv's threads: zlib's
 * asynchronous call cost this thread 1 ms a card besides the compression itself (1.4 ms), more
 * than compressing here does in all (1.5 ms), and the cards are drawn in a thread of their own.
 */
export function encodePalettePng(width: number, height: number, rows: Uint8Array, palette: readonly Rgb[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits an index, colour type 3 (palette), no interlace
  // Run-length matching finds what a card repeats (flat rows, runs of one colour) at a quarter of
  // level 6's time, for a file about a fifth larger.
  const compressed = zlib.deflateSync(rows, { level: 1, strategy: zlib.constants.Z_RLE });
  return Buffer.concat([
    SIGNATURE,
    toChunk('IHDR', header),
    toChunk('PLTE', Uint8Array.from(palette.flat())),
    toChunk('IDAT', compressed),
    toChunk('IEND', new Uint8Array(0)),
  ]);
}

function toChunk(type: string, data: Uint8Array): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  chunk.set(data, 8);
  chunk.writeUInt32BE(toCrc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let bit = 0; bit < 8; bit++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/**
 * PNG's chunk checksum. zlib's own (Node 20.15 and 22.2 on) took a tenth of the cards' thread's
 * time in JavaScript; the project still supports Node 20.12, which lacks it.
 */
const toCrc32: (bytes: Uint8Array) => number =
  (zlib as { crc32?: (bytes: Uint8Array) => number }).crc32 ??
  ((bytes) => {
    let crc = -1;
    for (let at = 0; at < bytes.length; at++) crc = (CRC_TABLE[(crc ^ (bytes[at] as number)) & 0xff] as number) ^ (crc >>> 8);
    return (crc ^ -1) >>> 0;
  });

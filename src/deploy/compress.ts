// Precompressed copies (`x.html.br`, `x.html.gz`) beside every text file worth compressing, for hosts
// that serve them as they are (nginx's gzip_static and brotli_static, sirv in `npm run preview`).
// Compressing is most of the work of a large build, so results are kept in .cache/ by content hash.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ADMIN_ASSETS } from '../admin/bundle.ts';

/** Text worth compressing; the contract asks at least for HTML, CSS, JS, SVG, XML and ICS. */
export const COMPRESSIBLE_EXTENSIONS = ['html', 'css', 'js', 'mjs', 'json', 'webmanifest', 'xml', 'svg', 'txt', 'ics', 'map'] as const;
const COMPRESSIBLE = new RegExp(`\\.(?:${COMPRESSIBLE_EXTENSIONS.join('|')})$`);
/** Below this a compressed copy saves less than a network packet; nginx's own default threshold is similar. */
export const MIN_COMPRESSED_BYTES = 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

interface Compressed {
  gz: Buffer;
  br: Buffer;
}

/** Text worth a compressed copy, by its name; images and fonts are compressed already. */
export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(file);
}

/** A compressed copy to write: its path below `dist/`, its bytes and a key naming them. */
export type CompressedCopy = [file: string, bytes: Uint8Array, key: string];

export interface Compressor {
  /** The copies of one file: at once when the cache holds them; otherwise made by `finish`. */
  add(file: string, contents: string | Uint8Array, key: string): CompressedCopy[];
  /** Compresses what the cache did not hold, on every core, and keeps this build's results. */
  finish(): Promise<CompressedCopy[]>;
}

/**
 * `cacheFile` holds the results of the previous build, keyed by a hash of the contents; it is
 * rewritten with this build's results only, so it never grows past one site.
 */
export async function openCompressor(cacheFile: string): Promise<Compressor> {
  const previous = await readPack(cacheFile);
  const next = new Map<string, Compressed>();
  const toMake = new Map<string, { file: string; contents: string | Uint8Array; files: string[] }>();
  return {
    add(file, contents, key) {
      if (!isCompressible(file) || toByteLength(contents) < MIN_COMPRESSED_BYTES) return [];
      const known = next.get(key) ?? previous.get(key);
      if (known) {
        next.set(key, known);
        return toCopies(file, key, known);
      }
      const waiting = toMake.get(key);
      if (waiting) waiting.files.push(file);
      else toMake.set(key, { file, contents, files: [file] });
      return [];
    },
    async finish() {
      // A few at a time, one per core: all at once, each brotli and gzip stream holds megabytes.
      const queue = [...toMake];
      const copies: CompressedCopy[] = [];
      const work = async () => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          const [key, { file, contents, files }] = item;
          const made = await compress(typeof contents === 'string' ? Buffer.from(contents) : contents, file);
          next.set(key, made);
          for (const name of files) copies.push(...toCopies(name, key, made));
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, work));
      // A rebuild of unchanged pages finds everything in the pack and need not write it again.
      if (toMake.size > 0 || next.size !== previous.size) await writePack(cacheFile, next);
      return copies;
    },
  };
}

function toByteLength(contents: string | Uint8Array): number {
  return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
}

function toCopies(file: string, key: string, { gz, br }: Compressed): CompressedCopy[] {
  return [
    [`${file}.gz`, gz, `${key}.gz`],
    [`${file}.br`, br, `${key}.br`],
  ];
}

/** zlib's asynchronous calls run on libuv's threads, so both cores compress while the build goes on. */
async function compress(bytes: Uint8Array, file: string): Promise<Compressed> {
  // Quality 11 costs some 20 times quality 5 for 1-2 % fewer bytes: worth it only for the hashed
  // assets that every page loads and that are compressed once per change; not for the editor's
  // two megabytes, which only the maintainers load (quality 11 would take it some ten seconds).
  const quality = file.startsWith('assets/') && !file.startsWith(`${ADMIN_ASSETS}/`) ? 11 : 5;
  const [gz, br] = await Promise.all([
    gzip(bytes, { level: 9 }),
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
  ]);
  return { gz, br };
}

/**
 * One file for all entries: thousands of small cache files would cost more to read than to compress.
 * Its layout: the byte length of a JSON index, the index (`[key, gz offset, gz length, br offset,
 * br length]` per entry), then the bytes. Entries are read as views of the one file, not copies.
 */
async function readPack(file: string): Promise<Map<string, Compressed>> {
  const pack = new Map<string, Compressed>();
  try {
    const bytes = await readFile(file);
    const indexLength = bytes.readUInt32LE(0);
    const index = JSON.parse(bytes.subarray(4, 4 + indexLength).toString('utf8')) as [string, number, number, number, number][];
    const body = bytes.subarray(4 + indexLength);
    for (const [key, gzAt, gzLength, brAt, brLength] of index) {
      pack.set(key, { gz: body.subarray(gzAt, gzAt + gzLength), br: body.subarray(brAt, brAt + brLength) });
    }
    return pack;
  } catch {
    // Missing, from an older layout or cut short: start afresh.
    return new Map();
  }
}

async function writePack(file: string, pack: Map<string, Compressed>): Promise<void> {
  const parts: Buffer[] = [];
  const index: [string, number, number, number, number][] = [];
  let offset = 0;
  for (const [key, { gz, br }] of pack) {
    index.push([key, offset, gz.byteLength, offset + gz.byteLength, br.byteLength]);
    parts.push(gz, br);
    offset += gz.byteLength + br.byteLength;
  }
  const indexBytes = Buffer.from(JSON.stringify(index));
  const header = Buffer.alloc(4);
  header.writeUInt32LE(indexBytes.byteLength);
  const partial = `${file}.${process.pid}.tmp`;
  // A cache that cannot be written only makes the next build slower.
  await mkdir(path.dirname(file), { recursive: true })
    .then(() => writeFile(partial, Buffer.concat([header, indexBytes, ...parts])))
    .then(() => rename(partial, file))
    .catch(() => undefined);
}

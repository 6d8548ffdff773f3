// Precompressed copies (`x.html.br`, `x.html.gz`) beside every text file worth compressing, for hosts
// that serve them as they are (nginx's gzip_static, sirv in `npm run preview`): only with
// `npm run build -- --precompress`, afresh at each build (a build on CI starts from nothing anyway).
import os from 'node:os';
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

/** Text worth a compressed copy, by its name; images and fonts are compressed already. */
export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(file);
}

/** `write` receives each copy (`x.html.gz`, `x.html.br`) with its bytes. */
export function openCompressor(write: (file: string, bytes: Uint8Array) => void) {
  // A job that failed stays here, so that the next wait, or finish(), throws its error.
  const running = new Set<Promise<void>>();
  const limit = Math.max(2, os.availableParallelism());
  return {
    /** Waits only while as many files as there are cores are being compressed, so that no more is held in memory. */
    async add(file: string, contents: string | Uint8Array): Promise<void> {
      if (!isCompressible(file)) return;
      const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
      if (bytes.byteLength < MIN_COMPRESSED_BYTES) return;
      const job = compress(bytes, file).then(({ gz, br }) => {
        write(`${file}.gz`, gz);
        write(`${file}.br`, br);
      });
      job.then(() => running.delete(job), () => undefined);
      running.add(job);
      if (running.size >= limit) await Promise.race(running);
    },
    /** Waits for the last copies; throws the first failure. */
    async finish(): Promise<void> {
      await Promise.all(running);
    },
  };
}

/** zlib's asynchronous calls run on libuv's threads, so both cores compress while the build goes on. */
async function compress(bytes: Uint8Array, file: string): Promise<{ gz: Buffer; br: Buffer }> {
  // Quality 11 costs some 20 times quality 5 for 1-2 % fewer bytes: worth it only for the hashed
  // assets that every page loads and that are compressed once per change; not for the editor's
  // two megabytes, which only the maintainers load (quality 11 would take it some ten seconds).
  const quality = file.startsWith('assets/') && !file.startsWith(`${ADMIN_ASSETS}/`) ? 11 : 5;
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
  const params = { [BROTLI_PARAM_QUALITY]: quality, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT, [BROTLI_PARAM_SIZE_HINT]: bytes.byteLength };
  const [gz, br] = await Promise.all([gzip(bytes, { level: 9 }), brotli(bytes, { params })]);
  return { gz, br };
}

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MIN_COMPRESSED_BYTES, openCompressor } from '../src/deploy/compress.ts';
import { toContentHash } from '../src/lib/file-cache.ts';

const openCompressorSuite = suite('openCompressor');
const page = `<!doctype html><html lang="et"><body>${'<p>Kontsert õhtul, Tallinna Mustpeade maja</p>'.repeat(60)}</body></html>`;

/** The copies `npm run build` writes for these files, by path, as src/deploy/publish.ts asks for them. */
async function compressAll(files: Map<string, string | Uint8Array>, cacheFile: string): Promise<Map<string, Uint8Array>> {
  const compressor = await openCompressor(cacheFile);
  const copies = [...files].flatMap(([file, contents]) => compressor.add(file, contents, toContentHash(contents)));
  copies.push(...(await compressor.finish()));
  return new Map(copies.map(([file, bytes]) => [file, bytes]));
}

async function withCacheFile(run: (cacheFile: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'compress-test-'));
  try {
    await run(path.join(dir, 'compressed.pack'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

openCompressorSuite('should put .gz and .br copies that decompress to the file beside every larger text file', async () => {
  await withCacheFile(async (cacheFile) => {
    const files = new Map<string, string | Uint8Array>([
      ['contact.html', page],
      ['assets/site.abc.css', 'a{color:red}'.repeat(200)],
      ['images/logo.png', new Uint8Array(5000)],
      ['robots.txt', 'User-agent: *\n'],
    ]);
    const copies = await compressAll(files, cacheFile);
    assert.equal(gunzipSync(copies.get('contact.html.gz') as Uint8Array).toString(), page);
    assert.equal(brotliDecompressSync(copies.get('contact.html.br') as Uint8Array).toString(), page);
    assert.ok(copies.has('assets/site.abc.css.br'));
    assert.not.ok(copies.has('images/logo.png.gz'), 'images are compressed already');
    assert.ok('User-agent: *\n'.length < MIN_COMPRESSED_BYTES);
    assert.not.ok(copies.has('robots.txt.gz'), 'a file smaller than a packet is left as it is');
  });
});

openCompressorSuite('should give the same bytes from its cache as when compressing anew', async () => {
  await withCacheFile(async (cacheFile) => {
    const first = await compressAll(new Map([['index.html', page]]), cacheFile);
    const second = await compressAll(new Map([['index.html', page]]), cacheFile);
    assert.equal(Buffer.from(second.get('index.html.br') as Uint8Array), Buffer.from(first.get('index.html.br') as Uint8Array));
    assert.equal(Buffer.from(second.get('index.html.gz') as Uint8Array), Buffer.from(first.get('index.html.gz') as Uint8Array));
  });
});

openCompressorSuite.run();

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addPrecompressed, MIN_COMPRESSED_BYTES } from '../src/deploy/compress.ts';
import type { OutputFile } from '../src/write.ts';

const addPrecompressedSuite = suite('addPrecompressed');
const page = `<!doctype html><html lang="et"><body>${'<p>Kontsert õhtul, Tallinna Mustpeade maja</p>'.repeat(60)}</body></html>`;

async function withCacheFile(run: (cacheFile: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'compress-test-'));
  try {
    await run(path.join(dir, 'compressed.pack'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

addPrecompressedSuite('should put .gz and .br copies that decompress to the file beside every larger text file', async () => {
  await withCacheFile(async (cacheFile) => {
    const files = new Map<string, OutputFile>([
      ['contact.html', page],
      ['assets/site.abc.css', 'a{color:red}'.repeat(200)],
      ['images/logo.png', new Uint8Array(5000)],
      ['robots.txt', 'User-agent: *\n'],
    ]);
    await addPrecompressed(files, cacheFile);
    assert.equal(gunzipSync(files.get('contact.html.gz') as Uint8Array).toString(), page);
    assert.equal(brotliDecompressSync(files.get('contact.html.br') as Uint8Array).toString(), page);
    assert.ok(files.has('assets/site.abc.css.br'));
    assert.not.ok(files.has('images/logo.png.gz'), 'images are compressed already');
    assert.ok('User-agent: *\n'.length < MIN_COMPRESSED_BYTES);
    assert.not.ok(files.has('robots.txt.gz'), 'a file smaller than a packet is left as it is');
  });
});

addPrecompressedSuite('should give the same bytes from its cache as when compressing anew', async () => {
  await withCacheFile(async (cacheFile) => {
    const first = new Map<string, OutputFile>([['index.html', page]]);
    await addPrecompressed(first, cacheFile);
    const second = new Map<string, OutputFile>([['index.html', page]]);
    await addPrecompressed(second, cacheFile);
    assert.equal(Buffer.from(second.get('index.html.br') as Uint8Array), Buffer.from(first.get('index.html.br') as Uint8Array));
    assert.equal(Buffer.from(second.get('index.html.gz') as Uint8Array), Buffer.from(first.get('index.html.gz') as Uint8Array));
  });
});

addPrecompressedSuite.run();

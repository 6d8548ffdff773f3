import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MIN_COMPRESSED_BYTES, openCompressor } from '../src/deploy/compress.ts';

const openCompressorSuite = suite('openCompressor');
const page = `<!doctype html><html lang="et"><body>${'<p>Kontsert õhtul, Tallinna Mustpeade maja</p>'.repeat(60)}</body></html>`;

/** The copies `npm run build -- --precompress` writes for these files, by path, as src/build-command.ts asks for them. */
async function compressAll(files: Map<string, string | Uint8Array>): Promise<Map<string, Uint8Array>> {
  const copies = new Map<string, Uint8Array>();
  const compressor = openCompressor((file, bytes) => copies.set(file, bytes));
  for (const [file, contents] of files) await compressor.add(file, contents);
  await compressor.finish();
  return copies;
}

openCompressorSuite('should put .gz and .br copies that decompress to the file beside every larger text file', async () => {
  const files = new Map<string, string | Uint8Array>([
    ['contact.html', page],
    ['assets/site.abc.css', 'a{color:red}'.repeat(200)],
    ['images/logo.png', new Uint8Array(5000)],
    ['robots.txt', 'User-agent: *\n'],
  ]);
  const copies = await compressAll(files);
  assert.equal(gunzipSync(copies.get('contact.html.gz') as Uint8Array).toString(), page);
  assert.equal(brotliDecompressSync(copies.get('contact.html.br') as Uint8Array).toString(), page);
  assert.ok(copies.has('assets/site.abc.css.br'));
  assert.not.ok(copies.has('images/logo.png.gz'), 'images are compressed already');
  assert.ok('User-agent: *\n'.length < MIN_COMPRESSED_BYTES);
  assert.not.ok(copies.has('robots.txt.gz'), 'a file smaller than a packet is left as it is');
});

openCompressorSuite('should write the copies of many files, however many wait at once, and none of a file too small', async () => {
  const files = new Map(Array.from({ length: 40 }, (_, index) => [`concerts/õhtu-${index}.html`, `${page}<p>${index}</p>`]));
  files.set('robots.txt', 'User-agent: *\n');
  const copies = await compressAll(files);
  assert.is(copies.size, 80);
  for (const [file, text] of files) {
    if (file === 'robots.txt') continue;
    assert.equal(gunzipSync(copies.get(`${file}.gz`) as Uint8Array).toString(), text, file);
    assert.equal(brotliDecompressSync(copies.get(`${file}.br`) as Uint8Array).toString(), text, file);
  }
});

openCompressorSuite('should fail the build when a copy cannot be written', async () => {
  const compressor = openCompressor(() => {
    throw new Error('disk full');
  });
  await compressor.add('index.html', page);
  await compressor.finish().then(
    () => assert.unreachable('finish() succeeded'),
    (error: unknown) => assert.match(String(error), 'disk full'),
  );
});

openCompressorSuite.run();

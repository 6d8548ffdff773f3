import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { REVALIDATE } from '../src/deploy/headers.ts';
import { createPreviewServer } from '../src/serve/preview.ts';

const previewSuite = suite('createPreviewServer');
const page = '<!doctype html><title>Kontakt</title>'.padEnd(3000, ' ');

previewSuite('should send the precompressed copy to a browser that accepts it, with the caching rules of _headers', async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'preview-test-'));
  await writeFile(path.join(dist, 'contact.html'), page);
  await writeFile(path.join(dist, 'contact.html.br'), brotliCompressSync(page));
  // sirv lists the files when the server is made, as a production host reads its deploy.
  const server = createPreviewServer(dist);
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const response = await fetch(`${base}/contact`, { headers: { 'Accept-Encoding': 'br' } });
    assert.is(response.status, 200);
    assert.is(response.headers.get('content-encoding'), 'br');
    assert.is(response.headers.get('cache-control'), REVALIDATE);
    assert.is(await response.text(), page, 'fetch decodes what sirv sent');
    const plain = await fetch(`${base}/contact`, { headers: { 'Accept-Encoding': 'identity' } });
    assert.is(plain.headers.get('content-encoding'), null);
    await plain.arrayBuffer();
  } finally {
    server.close();
    await rm(dist, { recursive: true, force: true });
  }
});

previewSuite.run();

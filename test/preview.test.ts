import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { parseHTML } from 'linkedom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { IMMUTABLE, REVALIDATE } from '../src/deploy/headers.ts';
import { createPreviewServer, listen } from '../src/serve/preview.ts';
import { buildSite } from '../src/site.ts';
import { writeSite } from './helpers/write-site.ts';
import { closeServer, request, requestOverSocket, type RawResponse } from './helpers/http.ts';
import { assertSecurityHeaders } from './helpers/security.ts';
import { createTempProject, moveToSubFolder, PROJECT_ROOT } from './helpers/temp-project.ts';

interface Context {
  folder: string;
  server: http.Server;
  url: string;
}

const heading = (response: RawResponse) => parseHTML(response.body.toString('utf8')).document.querySelector('h1')?.textContent;

const preview = suite<Context>('createPreviewServer');

preview.before(async (context) => {
  context.folder = await mkdtemp(path.join(os.tmpdir(), 'kammer-preview-'));
  const dist = path.join(context.folder, 'dist');
  const result = await buildSite({ root: PROJECT_ROOT, now: new Date('2025-06-01T12:00:00+03:00') });
  await writeSite(result.files, dist);
  context.server = createPreviewServer(dist);
  context.url = await listen(context.server, 0, '127.0.0.1');
});

preview.after(async (context) => {
  await closeServer(context.server);
  if (context.folder) await rm(context.folder, { recursive: true, force: true });
});

preview('should answer an unknown address with 404.html and status 404', async ({ url }) => {
  for (const address of ['/no-such-page', '/concerts/1999', '/images/', '/..%2f..%2fetc/passwd', '/_headers', '/%5Fheaders', '/_headers/', '/%5Fheaders/', '/.htaccess', '/%2Ehtaccess']) {
    const response = await request(`${url}${address}`);
    assert.is(response.status, 404, address);
    assert.match(String(response.headers['content-type']), 'text/html');
    assert.is(heading(response), 'Lehte ei leitud', address);
  }
});

preview('should answer /contact and /contact/ alike, without a redirect', async ({ url }) => {
  const plain = await request(`${url}/contact`);
  const slashed = await request(`${url}/contact/`);
  assert.is(plain.status, 200);
  assert.is(slashed.status, 200);
  assert.ok(plain.body.equals(slashed.body));
  assert.is(heading(plain), 'Kontakt');
});

preview('should serve every route as a plain static host would', async ({ url }) => {
  for (const address of ['/', '/concerts/', '/concerts/upcoming', '/concerts/upcoming/', '/concerts/archive']) {
    const response = await request(`${url}${address}`);
    assert.is(response.status, 200, address);
    assert.match(String(response.headers['content-type']), 'text/html', address);
  }
});

preview('should let pages revalidate and cache hashed assets for a year', async ({ url }) => {
  const page = await request(`${url}/`);
  assert.is(page.headers['cache-control'], REVALIDATE);
  assert.ok(page.headers.etag, 'an ETag to revalidate with');
  const stylesheet = parseHTML(page.body.toString('utf8')).document.querySelector('link[rel="stylesheet"]')?.getAttribute('href');
  const asset = await request(`${url}${stylesheet}`);
  assert.is(asset.status, 200);
  assert.is(asset.headers['cache-control'], IMMUTABLE);
});

preview('should send the security headers with pages, files, calendars and the 404 page', async ({ url }) => {
  const home = await request(`${url}/`);
  const document = parseHTML(home.body.toString('utf8')).document;
  const files = [...document.querySelectorAll('link[rel="stylesheet"], link[rel="icon"], script[src]')].map(
    (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
  );
  assert.ok(files.some((file) => file.startsWith('/assets/')), 'the hashed assets are among them');
  const addresses = ['/', '/contact', '/concerts/', '/images/meie.svg', '/concerts.ics', '/site.webmanifest', '/no-such-page', ...files];
  for (const address of addresses) {
    const response = await request(`${url}${address}`);
    assert.is(response.status, address === '/no-such-page' ? 404 : 200, address);
    assertSecurityHeaders(response.headers, address);
  }
});

preview.run();

const precompressed = suite('createPreviewServer: precompressed files');
const page = '<!doctype html><title>Kontakt</title>'.padEnd(3000, ' ');

precompressed('should send the precompressed copy to a browser that accepts it, with the caching rules of _headers', async () => {
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
    assertSecurityHeaders(Object.fromEntries(response.headers), 'the precompressed page');
    assert.is(await response.text(), page, 'fetch decodes what sirv sent');
    const plain = await fetch(`${base}/contact`, { headers: { 'Accept-Encoding': 'identity' } });
    assert.is(plain.headers.get('content-encoding'), null);
    await plain.arrayBuffer();
  } finally {
    server.close();
    await rm(dist, { recursive: true, force: true });
  }
});

/** A dist/ of one page, served while `run` runs. */
async function withServedPage(files: Record<string, string | Buffer>, run: (base: string) => Promise<void>): Promise<void> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'preview-test-'));
  for (const [name, contents] of Object.entries(files)) await writeFile(path.join(dist, name), contents);
  const server = createPreviewServer(dist);
  try {
    await run(await listen(server, 0, '127.0.0.1'));
  } finally {
    await closeServer(server);
    await rm(dist, { recursive: true, force: true });
  }
}

precompressed('should compress on the fly, gzip or brotli, where the build wrote no copy (issue 33)', async () => {
  await withServedPage({ 'contact.html': page, 'small.html': '<!doctype html><title>Väike</title>' }, async (base) => {
    const brotli = await request(`${base}/contact`, '', { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.is(brotli.headers['content-encoding'], 'br');
    assert.match(String(brotli.headers.vary), /accept-encoding/i);
    assert.ok(brotli.body.length < page.length / 4, 'sent compressed');
    assert.is(brotliDecompressSync(brotli.body).toString('utf8'), page);
    const gzip = await request(`${base}/contact`, '', { 'Accept-Encoding': 'gzip' });
    assert.is(gzip.headers['content-encoding'], 'gzip');
    assert.is(gunzipSync(gzip.body).toString('utf8'), page);
    assertSecurityHeaders(gzip.headers, 'the page compressed on the fly');
    const plain = await request(`${base}/contact`);
    assert.is(plain.headers['content-encoding'], undefined, 'a client that asks for no encoding gets none');
    assert.is(plain.body.toString('utf8'), page);
    const small = await request(`${base}/small`, '', { 'Accept-Encoding': 'gzip, br' });
    assert.is(small.headers['content-encoding'], undefined, 'under 1 KB a page is sent as it is');
    const part = await request(`${base}/contact`, '', { 'Accept-Encoding': 'gzip, br', Range: 'bytes=0-99' });
    assert.is(part.status, 206);
    assert.is(part.headers['content-encoding'], undefined, 'a part is sent as the bytes its Content-Range counts');
    assert.is(part.body.toString('utf8'), page.slice(0, 100));
  });
});

precompressed('should send the --precompress gzip copy as it is, not compress the page again', async () => {
  // A copy that differs from what compressing the page gives: only sending the file yields these bytes.
  const copy = gzipSync(page, { level: 1 });
  await withServedPage({ 'contact.html': page, 'contact.html.gz': copy }, async (base) => {
    const response = await request(`${base}/contact`, '', { 'Accept-Encoding': 'gzip' });
    assert.is(response.headers['content-encoding'], 'gzip');
    assert.ok(response.body.equals(copy), 'the file the build wrote');
  });
});

precompressed.run();

const methods = suite('createPreviewServer: methods');

methods('should answer methods other than GET and HEAD with 405 and Allow: GET, HEAD, as nginx does (issue 33)', async () => {
  await withServedPage({ 'contact.html': page }, async (base) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH', 'OPTIONS']) {
      // Over a socket: fetch refuses to send TRACE.
      const response = await requestOverSocket(base, `${method} /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0`);
      assert.match(response, /^HTTP\/1\.1 405 /, method);
      assert.match(response, /\r\nallow: GET, HEAD\r\n/i, method);
      assert.not.match(response, 'Kontakt', `${method}: not the page`);
    }
    const head = await fetch(`${base}/contact`, { method: 'HEAD' });
    assert.is(head.status, 200);
    assert.is(await head.text(), '');
  });
});

methods.run();

const subFolder = suite('createPreviewServer: a site built for a sub-folder');

subFolder('should serve the site in its folder, where its links point', async () => {
  const project = await createTempProject();
  await moveToSubFolder(project);
  const result = await buildSite({ root: project.root, now: new Date('2025-06-01T12:00:00+03:00') });
  await writeSite(result.files, project.at('dist'));
  const server = createPreviewServer(project.at('dist'));
  try {
    const url = await listen(server, 0, '127.0.0.1');
    const home = await request(`${url}/selts/`);
    assert.is(home.status, 200);
    const document = parseHTML(home.body.toString('utf8')).document;
    for (const link of ['a[href$="/contact"]', 'link[rel="stylesheet"]']) {
      const address = document.querySelector(link)?.getAttribute('href') ?? '';
      assert.match(address, /^\/selts\//, link);
      assert.is((await request(`${url}${address}`)).status, 200, address);
    }
    assert.is((await request(`${url}/selts/contact/`)).status, 200);
    const outside = await request(`${url}/contact`);
    assert.is(outside.status, 404);
    assert.is(heading(outside), 'Lehte ei leitud');
    const root = await request(`${url}/`);
    assert.is(root.status, 302);
    assert.is(root.headers.location, '/selts/');
  } finally {
    await closeServer(server);
    await project.remove();
  }
});

subFolder.run();

const rebuilt = suite('createPreviewServer: npm run build while it runs');

rebuilt('should serve the new dist/ after a build swaps it in, and keep running for files that are gone', async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'kammer-rebuilt-'));
  const dist = path.join(folder, 'dist');
  const result = await buildSite({ root: PROJECT_ROOT, now: new Date('2025-06-01T12:00:00+03:00') });
  await writeSite(result.files, dist);
  const server = createPreviewServer(dist);
  try {
    const url = await listen(server, 0, '127.0.0.1');
    assert.is(heading(await request(`${url}/contact`)), 'Kontakt');
    // The next build: the contact page is gone, the home page is longer, a new page has come.
    const next = new Map(result.files);
    next.delete('contact.html');
    next.set('index.html', String(result.files.get('index.html')).replace('</main>', `<p>${'Uus lõik. '.repeat(500)}</p></main>`));
    next.set('uus.html', '<!doctype html><title>Uus</title><h1>Uus leht</h1>');
    await writeSite(next, dist);
    const gone = await request(`${url}/contact`);
    assert.is(gone.status, 404);
    assert.is(heading(gone), 'Lehte ei leitud');
    const home = await request(`${url}/`);
    assert.is(home.body.toString('utf8'), next.get('index.html'), 'the whole new page, not as long as the old one');
    assert.is(heading(await request(`${url}/uus`)), 'Uus leht');
  } finally {
    await closeServer(server);
    await rm(folder, { recursive: true, force: true });
  }
});

rebuilt.run();

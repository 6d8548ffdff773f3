import { existsSync } from 'node:fs';
import http from 'node:http';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isLoopback } from '../src/dev/local-backend.ts';
import { startDevServer, type DevServer } from '../src/dev/server.ts';
import { createTempProject, type TempProject } from './helpers/temp-project.ts';

interface Context {
  project: TempProject;
  server: DevServer;
}

const localBackend = suite<Context>('the dev server\'s local backend for the editor (/api/v1)');

localBackend.before(async (context) => {
  context.project = await createTempProject();
  context.server = await startDevServer({ root: context.project.root, port: 0, host: '127.0.0.1' });
});

localBackend.after(async (context) => {
  await context.server?.close();
  await context.project?.remove();
});

/** A POST with a Host header of our choosing, which fetch() would not let us set. */
function post(url: string, body: object, host?: string, origin?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = http.request(
      { hostname: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'Content-Type': 'application/json', ...(host && { Host: host }), ...(origin && { Origin: origin }) } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

localBackend('should read the project\'s content for the editor opened on this machine', async ({ server }) => {
  const { status, text } = await post(`${server.url}/api/v1`, { action: 'entriesByFiles', params: { branch: 'main', files: [{ path: 'content/site.md' }] } });
  assert.is(status, 200);
  assert.match(text, 'Tallinna Kammermuusika Selts');
});

localBackend('should refuse to delete a concert home.md features, or a picture a page names, saying in Estonian what to change first', async ({ server, project }) => {
  const featured = 'content/concerts/2025-2026/2025-09-21-meie.md';
  const concert = await post(`${server.url}/api/v1`, { action: 'deleteFiles', params: { branch: 'main', paths: [featured], options: { commitMessage: 'x' } } });
  assert.is(concert.status, 409);
  assert.match(JSON.parse(concert.text).error, 'Esileht → Esiletõstetud kontserdid, 1.');
  assert.ok(existsSync(project.at(featured)), 'the file stays');
  const poster = await post(`${server.url}/api/v1`, { action: 'deleteFile', params: { branch: 'main', path: 'static/images/meie.svg', options: { commitMessage: 'x' } } });
  assert.is(poster.status, 409);
  assert.match(JSON.parse(poster.text).error, 'Esileht → Esiletõstetud kontserdid, 1. → Plakat');
  assert.ok(existsSync(project.at('static/images/meie.svg')));
});

localBackend('should delete a concert nothing names', async ({ server, project }) => {
  const alone = 'content/concerts/2024-2025/2025-04-26-haapsalu.md';
  const { status } = await post(`${server.url}/api/v1`, { action: 'deleteFiles', params: { branch: 'main', paths: [alone], options: { commitMessage: 'x' } } });
  assert.is(status, 200);
  assert.not.ok(existsSync(project.at(alone)));
});

localBackend('should refuse a page of another site that points its own name at 127.0.0.1', async ({ server }) => {
  const { status } = await post(`${server.url}/api/v1`, { action: 'info' }, 'evil.example:80');
  assert.is(status, 403);
});

localBackend('should refuse a page served on another port of this machine, and answer the editor\'s own origin', async ({ server }) => {
  const own = new URL(server.url);
  const other = `http://127.0.0.1:${Number(own.port) + 1}`;
  const body = { action: 'entriesByFiles', params: { branch: 'main', files: [{ path: 'content/site.md' }] } };
  assert.is((await post(`${server.url}/api/v1`, body, undefined, other)).status, 403);
  assert.is((await post(`${server.url}/api/v1`, body, undefined, own.origin)).status, 200);
});

localBackend('should not write outside the project', async ({ server }) => {
  const asset = { path: '../outside.txt', content: Buffer.from('x').toString('base64'), encoding: 'base64' };
  const { status } = await post(`${server.url}/api/v1`, { action: 'persistMedia', params: { branch: 'main', asset, options: { commitMessage: 'x' } } });
  assert.is(status, 422);
});

localBackend('should give the editor its address in config.yml, and be off when the server listens beyond this machine', async ({ server, project }) => {
  const config = await (await fetch(`${server.url}/admin/config.yml`)).text();
  assert.match(config, `local_backend:\n  url: ${server.url}/api/v1`);
  // Off by default for any address beyond this machine; the test itself stays on 127.0.0.1.
  assert.equal(['0.0.0.0', '::', '192.168.1.5'].map(isLoopback), [false, false, false]);
  assert.equal(['127.0.0.1', 'localhost', '::1'].map(isLoopback), [true, true, true]);
  const open = await startDevServer({ root: project.root, port: 0, host: '127.0.0.1', localBackend: false });
  try {
    const port = new URL(open.url).port;
    assert.is((await post(`http://127.0.0.1:${port}/api/v1`, { action: 'info' })).status, 405);
    assert.not.match(await (await fetch(`http://127.0.0.1:${port}/admin/config.yml`)).text(), 'local_backend');
  } finally {
    await open.close();
  }
});

localBackend.run();

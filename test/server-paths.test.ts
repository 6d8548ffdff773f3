// Requests that try to leave the served folder, list one, or stop the server, at the raw HTTP level:
// the request target is sent as written, so `..` reaches the server unresolved.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startDevServer } from '../src/dev/server.ts';
import { createPreviewServer, listen } from '../src/serve/preview.ts';
import { buildSite } from '../src/site.ts';
import { writeSite } from './helpers/write-site.ts';
import { closeServer, request, requestOverSocket } from './helpers/http.ts';
import { createTempProject, moveToSubFolder, SUB_FOLDER, type TempProject } from './helpers/temp-project.ts';

const MARKER = 'SECRET-MARKER-7d1f';

/**
 * Puts a marked file beside the served folder, as a page beside it, and in a sibling folder whose
 * name starts with the served one's (a check by string prefix would let that through).
 */
async function plantSecrets(servedDir: string): Promise<string> {
  const parent = path.dirname(servedDir);
  const secret = path.join(parent, 'secret.txt');
  await writeFile(secret, MARKER);
  await writeFile(path.join(parent, 'secret.html'), MARKER);
  await mkdir(`${servedDir}-secret`, { recursive: true });
  await writeFile(path.join(`${servedDir}-secret`, 'secret.txt'), MARKER);
  return secret;
}

/** Ways out of the served folder; `served` is its name, `secret` the marked file's absolute path. */
function toEscapes(served: string, secret: string): string[] {
  return [
    '/../secret.txt',
    '/../../secret.txt',
    '/../secret',
    `/../${served}-secret/secret.txt`,
    '/../package.json',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%2fsecret.txt',
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/content/site.md',
    '/images/../../secret.txt',
    '/images/%2e%2e/%2e%2e/secret.txt',
    '/images/..%2f..%2fsecret.txt',
    '/%252e%252e/secret.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '/..\\secret.txt',
    '/..%5csecret.txt',
    '/images\\..\\..\\secret.txt',
    '//etc/passwd',
    '/etc/passwd',
    secret,
    `/${secret}`,
    encodeURIComponent(secret).replace(/^%2F/, '/'),
    'http://localhost/../secret.txt',
    // Reaches the handler, but is no address: `new URL` throws on it.
    'http://[',
    '/%00',
    '/images/%00',
    '/secret.txt%00.html',
    '/%2e%2e/secret.txt%00',
    '/..%00/secret.txt',
    '/%',
    '/%E0%A4%A',
  ];
}

/** Folders of the site that hold no index page. */
const FOLDERS = ['/images/', '/images', '/images/supporters/', '/assets/', '/assets', '/concerts/../assets/'];

async function assertNotFound(url: string, target: string): Promise<void> {
  const response = await request(url, target);
  const text = response.body.toString('utf8');
  assert.not.match(text, MARKER, `${target} sent a file from outside the served folder`);
  assert.is(response.status, 404, target);
  assert.is(parseHTML(text).document.querySelector('h1')?.textContent, 'Lehte ei leitud', `${target} answers with the 404 page`);
}

interface Started {
  url: string;
  /** The folder served from disk, beside which the secrets lie. */
  served: string;
  close(): Promise<void>;
}

interface Context {
  project: TempProject;
  secret: string;
  started: Started;
}

/** One suite per server and place of the site: at the root of the host, or in a sub-folder. */
function checkServer(name: string, prefix: string, start: (project: TempProject) => Promise<Started>): void {
  const test = suite<Context>(`${name}: hostile requests${prefix ? ' to a site in a sub-folder' : ''}`);

  test.before(async (context) => {
    context.project = await createTempProject();
    if (prefix) await moveToSubFolder(context.project);
    context.started = await start(context.project);
    context.secret = await plantSecrets(context.started.served);
  });

  test.after(async (context) => {
    await context.started?.close();
    await context.project?.remove();
  });

  test('should answer every way out of the served folder with the 404 page, never with the file', async ({ started, secret }) => {
    const escapes = toEscapes(path.basename(started.served), secret);
    for (const target of [...escapes, ...escapes.map((escape) => `${prefix}${escape}`)]) await assertNotFound(started.url, target);
  });

  test('should list no folder', async ({ started }) => {
    for (const target of FOLDERS) await assertNotFound(started.url, `${prefix}${target}`);
  });

  test('should refuse a raw NUL byte in the request line before any file is looked up', async ({ started }) => {
    // Node's HTTP parser answers 400 to a request line that is not HTTP; no code of ours runs.
    const answer = await requestOverSocket(started.url, `GET ${prefix}/\0../secret.txt HTTP/1.1\r\nHost: localhost`);
    assert.match(answer, /^HTTP\/1\.1 400 /);
    assert.not.match(answer, MARKER);
  });

  test('should keep serving after Range headers it cannot honour, sending the whole file for them', async ({ started }) => {
    const file = `${prefix}/images/meie.svg`;
    const whole = await request(started.url, file);
    assert.is(whole.status, 200);
    const answers: [range: string, status: number, body: Buffer][] = [
      ['bytes=0-9', 206, whole.body.subarray(0, 10)],
      ['bytes=10-', 206, whole.body.subarray(10)],
      ['bytes=5-2', 200, whole.body],
      ['bytes=0-0', 200, whole.body],
      ['bytes=-100', 200, whole.body],
      ['bytes=0-1,5-6', 200, whole.body],
      ['bytes=abc', 200, whole.body],
      ['items=0-9', 200, whole.body],
      [`bytes=${whole.body.length}-`, 416, Buffer.alloc(0)],
      // Past 2^53: fs.createReadStream threw ERR_OUT_OF_RANGE, uncaught, which stopped the server.
      ['bytes=0-18446744073709551615', 206, whole.body],
      [`bytes=10-${'9'.repeat(400)}`, 206, whole.body.subarray(10)],
      ['bytes=18446744073709551615-', 416, Buffer.alloc(0)],
    ];
    for (const [range, status, body] of answers) {
      const response = await request(started.url, file, { Range: range });
      assert.is(response.status, status, range);
      assert.ok(response.body.equals(body), `${range}: ${response.body.length} bytes`);
    }
    assert.is((await request(started.url, `${prefix}/`)).status, 200, 'the server is still up');
  });

  test.run();
}

async function startPreview(project: TempProject): Promise<Started> {
  const result = await buildSite({ root: project.root, now: new Date('2025-06-01T12:00:00+03:00') });
  await writeSite(result.files, project.at('dist'));
  const server = createPreviewServer(project.at('dist'));
  return { url: await listen(server, 0, '127.0.0.1'), served: project.at('dist'), close: () => closeServer(server) };
}

async function startDev(project: TempProject): Promise<Started> {
  const server = await startDevServer({ root: project.root, port: 0, host: '127.0.0.1' });
  return { url: server.url, served: project.at('static'), close: () => server.close() };
}

for (const prefix of ['', SUB_FOLDER]) {
  checkServer('createPreviewServer', prefix, startPreview);
  checkServer('dev server', prefix, startDev);
}

// `npm run preview` and `npm start` as a maintainer runs them, each in a process of its own on
// 127.0.0.1, sent a few thousand malformed requests (a bounded, fixed list): no request may stop
// either server, make it hang or make it grow without bound.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../src/site.ts';
import { writeSite } from './helpers/write-site.ts';
import { request } from './helpers/http.ts';
import { toMalformedRequests } from './helpers/malformed-requests.ts';
import { copyProject, type ProjectCopy } from './helpers/temp-project.ts';

const SITE_NOW = '2025-06-01T12:00:00+03:00';
/** Requests on the wire at once: enough to overlap, few enough for a shared 2-core machine. */
const IN_FLIGHT = 8;
/** A request that no answer ends within this is a hung server. */
const ANSWER_MS = 15_000;
/** RSS may grow this much over the whole run: a leak of even 10 KB a request would pass it. */
const RSS_GROWTH_LIMIT = 96 * 1024 * 1024;

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
}

interface Context {
  project: ProjectCopy;
  /** Files a request can name: a page, a copied image, a hashed asset. */
  targets: string[];
}

/** What each server prints once it serves the site: the dev server builds it first. */
const READY: Record<string, RegExp> = { 'preview.ts': /Serving dist\//, 'dev-server.ts': /Built \d+ pages/ };

/** Starts `entry` (preview.ts, dev-server.ts) as its npm script does, and resolves once it serves the site. */
function startServer(dir: string, entry: string): Promise<Server> {
  const child = spawn(process.execPath, ['scripts/run-compiled.mjs', entry, '--port', '0'], {
    cwd: dir,
    env: { ...process.env, SITE_NOW, PORT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0];
      if (address && READY[entry]?.test(output)) resolve({ child, url: address, output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${entry} stopped (exit code ${code}) before serving the site:\n${output}`)));
  });
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** The resident memory of a process, in bytes, as `ps` reports it (Linux and macOS alike). */
async function readRss(pid: number): Promise<number> {
  const { stdout } = await promisify(execFile)('ps', ['-o', 'rss=', '-p', String(pid)]);
  return Number(stdout.trim()) * 1024;
}

/**
 * Sends one raw request and resolves with the status line's code (0 when the server only closed).
 * The socket stays open for writing, as a browser's does: `Connection: close` has the server end it.
 */
function send(url: string, head: string): Promise<number> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.setTimeout(ANSWER_MS, () => {
      socket.destroy();
      reject(new Error(`no answer within ${ANSWER_MS} ms to:\n${head.slice(0, 300)}`));
    });
    socket.on('data', (chunk: Buffer) => {
      if (answer.length < 20) answer += chunk.toString('latin1');
    });
    socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)));
    // A server may close a connection whose request it refuses before reading all of it.
    socket.on('error', () => undefined);
  });
}

/** Every request, IN_FLIGHT at a time; resolves with how often each status came back. */
async function sendAll(url: string, heads: string[]): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < heads.length) {
      const status = await send(url, heads[next++] as string);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return statuses;
}

/** What the fuzzing must leave: the process alive, a page and a ranged file served right. */
async function assertStillServes(server: Server, targets: string[], entry: string): Promise<void> {
  assert.is(server.child.exitCode, null, `${entry} stopped:\n${server.output()}`);
  assert.is(server.child.signalCode, null, `${entry} was killed:\n${server.output()}`);
  assert.is((await request(server.url, '/')).status, 200, `${entry} answers / with 200`);
  for (const target of targets) assert.is((await request(server.url, target)).status, 200, `${entry} answers ${target} with 200`);
  assert.not.match(server.output(), /ERR_|Unhandled|uncaught|\n\s+at /i, `${entry} printed an error:\n${server.output()}`);
}

/** A page, an image copied from static/ and a hashed asset of the build, by their addresses. */
async function pickTargets(dist: string): Promise<string[]> {
  const assets = (await readdir(path.join(dist, 'assets'))).filter((file) => file.endsWith('.css'));
  return ['/contact', '/images/meie.svg', `/assets/${assets[0]}`];
}

// Built from a fixed list, so the count is known when the test is named.
const REQUESTS = toMalformedRequests(['/contact', '/images/meie.svg', '/favicon.svg']);

const fuzz = suite<Context>('the preview and dev servers under malformed requests');

fuzz.before(async (context) => {
  context.project = await copyProject();
  const dist = path.join(context.project.dir, 'dist');
  const result = await buildSite({ root: context.project.dir, now: new Date(SITE_NOW) });
  await writeSite(result.files, dist);
  context.targets = await pickTargets(dist);
});

fuzz.after(async (context) => {
  await context.project?.remove();
});

for (const entry of ['preview.ts', 'dev-server.ts']) {
  const count = REQUESTS.length.toLocaleString('en');
  fuzz(`should answer ${count} malformed requests to ${entry} and still serve pages with 200, its RSS within 96 MiB of where it began`, async ({ project, targets }) => {
    const server = await startServer(project.dir, entry);
    try {
      // Warm up first, so that what the first requests load (modules, the site's files) is not counted as growth.
      await sendAll(server.url, REQUESTS.slice(0, 200));
      await assertStillServes(server, targets, entry);
      const before = await readRss(server.child.pid as number);
      const statuses = await sendAll(server.url, REQUESTS);
      await assertStillServes(server, targets, entry);
      const after = await readRss(server.child.pid as number);
      assert.ok(after - before < RSS_GROWTH_LIMIT, `RSS grew from ${before} to ${after} bytes`);
      // For whoever tunes the bound: what the run cost, beside the test's dots.
      const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
      console.log(`  ${entry}: RSS ${mib(before)} → ${mib(after)} MiB; answers ${[...statuses].sort().map(([status, times]) => `${status}×${times}`).join(', ')}`);
      assert.not.ok(statuses.has(500), `no request is a bug of ours: ${JSON.stringify([...statuses])}`);
      assert.not.ok(statuses.has(0), `every request is answered: ${JSON.stringify([...statuses])}`);
    } finally {
      await stopServer(server);
    }
  });
}

fuzz.run();

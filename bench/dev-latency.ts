// Save-to-reload latency of the dev server: from writing a concert file to the reload event
// reaching a client over the events channel, over a run of edits, for the shipped content and for
// synthetic concerts. Run alone with `node scripts/run-compiled.mjs bench/dev-latency.ts`, or through `npm run bench`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer } from '../src/dev/server.ts';
import { openEvents } from '../test/helpers/events.ts';
import { createBenchProject } from './project.ts';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export interface LatencyResult {
  content: string;
  concerts: number;
  edits: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
}

export interface DevLatencyOptions {
  /** Synthetic concert counts to measure besides the shipped content. */
  counts?: number[];
  edits?: number;
  /** A maintainer does not save many times a second; the pause also keeps each edit on its own. */
  pauseMs?: number;
}

export async function measureDevLatency({ counts = [1000], edits = 50, pauseMs = 100 }: DevLatencyOptions = {}): Promise<LatencyResult[]> {
  const results: LatencyResult[] = [];
  for (const count of [undefined, ...counts]) results.push(await measureOne(count, edits, pauseMs));
  return results;
}

async function measureOne(count: number | undefined, edits: number, pauseMs: number): Promise<LatencyResult> {
  const project = await createBenchProject(ROOT, count);
  const server = await startDevServer({ root: project.dir, port: 0, host: '127.0.0.1' });
  const events = await openEvents(`${server.url}/__dev/events`);
  try {
    await events.next('ready');
    const concertDir = path.join(project.dir, 'content', 'concerts');
    // Season folders (content/concerts/2025-2026/) hold the shipped concerts.
    const names = (await readdir(concertDir, { recursive: true })).filter((name) => name.endsWith('.md')).sort();
    const file = path.join(concertDir, names[Math.floor(names.length / 2)] ?? '');
    const original = await readFile(file, 'utf8');
    const edit = async (n: number): Promise<number> => {
      // Every edit changes what the pages show: the concert's place.
      const text = original.replace(/^place: .*$/m, `place: "Mõõtmise saal ${n}"`);
      const started = performance.now();
      await writeFile(file, text);
      await events.next('reload', 30_000);
      const ms = performance.now() - started;
      await server.whenIdle();
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      return ms;
    };
    // The first edits warm up the worker's caches and the JIT, as the first minutes of a session do.
    for (let n = 0; n < 5; n++) await edit(n);
    const times: number[] = [];
    for (let n = 5; n < 5 + edits; n++) times.push(await edit(n));
    times.sort((a, b) => a - b);
    const at = (q: number) => round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? NaN);
    return {
      content: count === undefined ? 'shipped' : `${count} synthetic concerts`,
      concerts: names.length,
      edits,
      medianMs: at(0.5),
      p95Ms: at(0.95),
      minMs: round(times[0] ?? NaN),
      maxMs: round(times.at(-1) ?? NaN),
    };
  } finally {
    events.close();
    await server.close();
    await project.remove();
  }
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.table(await measureDevLatency());
}

// Save-to-reload latency of the dev server: from writing a concert file to the reload event
// reaching a client over the events channel, over a run of edits, for the shipped content and for
// synthetic concerts. Run alone with `node scripts/run-compiled.mjs bench/dev-latency.ts`, or through `npm run bench`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REUSE_KINDS } from '../src/dev/remembering-steps.ts';
import { startDevServer, type DevServer } from '../src/dev/server.ts';
import { openEvents } from '../test/helpers/events.ts';
import { median } from './build-time.ts';
import { createBenchProject, type BenchProject } from './project.ts';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export interface LatencyResult {
  content: string;
  concerts: number;
  edits: number;
  medianMs: number;
  p95Ms: number;
  /** CPU time of this process (the dev server, its build worker and the client) from the save to the end of the rebuild, median. */
  cpuMs: number;
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
    const cpu: number[] = [];
    const edit = async (n: number): Promise<number> => {
      // Every edit changes what the pages show: the concert's place.
      const text = original.replace(/^place: .*$/m, `place: "Mõõtmise saal ${n}"`);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      await writeFile(file, text);
      await events.next('reload', 30_000);
      const ms = performance.now() - started;
      await server.whenIdle();
      cpu.push(toMs(process.cpuUsage(cpuBefore)));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      return ms;
    };
    // The first edits warm up the worker's caches and the JIT, as the first minutes of a session do.
    for (let n = 0; n < 5; n++) await edit(n);
    cpu.length = 0;
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
      cpuMs: round(median(cpu)),
      minMs: round(times[0] ?? NaN),
      maxMs: round(times.at(-1) ?? NaN),
    };
  } finally {
    events.close();
    await server.close();
    await project.remove();
  }
}

function toMs({ user, system }: NodeJS.CpuUsage): number {
  return (user + system) / 1000;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

export interface ReuseResult {
  /** What the worker kept between rebuilds, as DEV_REUSE says it (src/dev/build-worker.ts). */
  reuse: string;
  content: string;
  medianMs: number;
  p95Ms: number;
  /** CPU time of this process from the save to the end of the rebuild, median (all variants' servers share the process, but only one rebuilds at a time). */
  cpuMs: number;
}

/**
 * Save-to-reload with each kind of reuse (src/dev/remembering-steps.ts) turned off on its own: one
 * dev server per variant, each in its own copy of the project, edited in turn, so that the load
 * of a shared machine falls on every variant alike.
 */
export async function measureReuse(count: number | undefined, variants: readonly string[], edits = 20, pauseMs = 100): Promise<ReuseResult[]> {
  const servers: { reuse: string; project: BenchProject; server: DevServer; events: Awaited<ReturnType<typeof openEvents>>; file: string; original: string; times: number[]; cpu: number[] }[] = [];
  try {
    for (const reuse of variants) {
      const project = await createBenchProject(ROOT, count);
      process.env.DEV_REUSE = toReuseList(reuse);
      // The worker copies process.env when it starts, at the first build.
      const server = await startDevServer({ root: project.dir, port: 0, host: '127.0.0.1' });
      const events = await openEvents(`${server.url}/__dev/events`);
      servers.push({ reuse, project, server, events, file: '', original: '', times: [], cpu: [] });
      await events.next('ready');
      const concertDir = path.join(project.dir, 'content', 'concerts');
      const names = (await readdir(concertDir, { recursive: true })).filter((name) => name.endsWith('.md')).sort();
      const entry = servers.at(-1)!;
      entry.file = path.join(concertDir, names[Math.floor(names.length / 2)] ?? '');
      entry.original = await readFile(entry.file, 'utf8');
    }
    delete process.env.DEV_REUSE;
    for (let n = 0; n < 3 + edits; n++) {
      for (const entry of servers) {
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        await writeFile(entry.file, entry.original.replace(/^place: .*$/m, `place: "Mõõtmise saal ${n}"`));
        await entry.events.next('reload', 60_000);
        const ms = performance.now() - started;
        await entry.server.whenIdle();
        const cpu = toMs(process.cpuUsage(cpuBefore));
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
        if (n >= 3) {
          entry.times.push(ms);
          entry.cpu.push(cpu);
        }
      }
    }
    return servers.map(({ reuse, times, cpu }) => {
      times.sort((a, b) => a - b);
      const at = (q: number) => round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? NaN);
      return { reuse, content: count === undefined ? 'shipped' : `${count} synthetic concerts`, medianMs: at(0.5), p95Ms: at(0.95), cpuMs: round(median(cpu)) };
    });
  } finally {
    for (const { events, server, project } of servers) {
      events.close();
      await server.close();
      await project.remove();
    }
  }
}

/** `all`, `none`, `-pages` (all but pages) or a list such as `bundles,files`, as DEV_REUSE takes it. */
function toReuseList(variant: string): string {
  if (variant === 'all') return REUSE_KINDS.join(',');
  if (variant.startsWith('-')) return REUSE_KINDS.filter((kind) => kind !== variant.slice(1)).join(',');
  return variant;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `--reuse 'all;-pages;none'` (see toReuseList) with `--concerts 1000` (none: the shipped content): each variant side by side.
  const option = (name: string) => process.argv[process.argv.indexOf(name) + 1];
  if (process.argv.includes('--reuse')) {
    const variants = (option('--reuse') ?? '').split(';');
    const count = process.argv.includes('--concerts') ? Number(option('--concerts')) : undefined;
    console.table(await measureReuse(count, variants, Number(process.env.EDITS ?? 20)));
  } else {
    console.table(await measureDevLatency());
  }
}

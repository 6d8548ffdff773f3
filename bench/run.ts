// `npm run bench`: every benchmark in one table, the last results kept in bench/results.json so that
// a change can be compared with what was measured before: cold builds, warm rebuilds, the peer
// generators (when Hugo is installed), the dev server, page weight, Lighthouse.
// `npm run bench -- --only build,peers` runs some of them; `--runs 3` times fewer builds.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '../src/site.ts';
import { BENCH_NOW, measureBuild, type BuildTiming } from './build-time.ts';
import { measureDevLatency, type LatencyResult } from './dev-latency.ts';
import { measureLighthouse, type LighthouseResult } from './lighthouse.ts';
import { findPeerBench, PEER_TARGETS, runPeers } from './peers.ts';
import { printTable, type Row } from './table.ts';
import { BUDGETS, measureRoutes, type RouteWeight } from '../test/helpers/page-weight.ts';

const ROOT = path.dirname(import.meta.dirname);
const RESULTS = path.join(import.meta.dirname, 'results.json');
const SECTIONS = ['build', 'peers', 'dev', 'weight', 'lighthouse'] as const;
const { values } = parseArgs({ options: { only: { type: 'string' }, runs: { type: 'string' } } });
const only = new Set(values.only ? values.only.split(',') : SECTIONS);
const runs = Number(values.runs ?? 7);

const results = (await readFile(RESULTS, 'utf8').then(JSON.parse, () => ({}))) as Record<string, unknown>;
results.environment = {
  command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
  node: process.version,
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  loadAverageAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
  date: new Date().toISOString(),
};
const rows: Row[] = [];

if (only.has('build')) {
  // BENCH_SIZES (as for the peer benchmark) picks the cases: "shipped 100 1000 10000".
  const sizes = (process.env.BENCH_SIZES ?? 'shipped 100 1000 10000').split(/\s+/).filter(Boolean);
  const cases = sizes.map((size): [number | undefined, number] => (size === 'shipped' ? [undefined, runs] : [Number(size), Number(size) >= 10000 ? Math.max(3, Math.ceil(runs / 2)) : runs]));
  const timings: BuildTiming[] = [];
  for (const [count, caseRuns] of cases) timings.push(...(await measureBuild(ROOT, count, caseRuns)));
  // Cold builds first: every deploy on CI is one. Warm rebuilds after.
  for (const timing of [...timings.filter((t) => t.kind === 'cold'), ...timings.filter((t) => t.kind === 'warm')]) {
    const memoryTarget = timing.concerts >= 10000 ? 300 : undefined;
    rows.push({
      benchmark: `build, ${timing.kind}`,
      case: `${timing.content} (${timing.concerts} concerts, ${timing.files} files)`,
      result: `${seconds(timing.medianMs)} median, CPU ${timing.medianCpuMs === null ? '?' : seconds(timing.medianCpuMs)}`,
      range: `${seconds(timing.minMs)}–${seconds(timing.maxMs)}${timing.kind === 'cold' ? `, first ${seconds(timing.firstMs)}` : ''}`,
      memory: timing.maxPeakMb === null ? 'n/a' : `${timing.maxPeakMb} MB`,
      target: memoryTarget ? `< ${memoryTarget} MB; time: peers` : 'time: peers',
      met: memoryTarget === undefined || (timing.maxPeakMb ?? Infinity) < memoryTarget,
    });
  }
  results.build = { targets: 'time: see peers; peak memory < 300 MB at 10,000', now: BENCH_NOW, results: timings };
}

if (only.has('peers')) {
  const runSh = findPeerBench(ROOT);
  if (!runSh) {
    rows.push({ benchmark: 'peers', case: 'Hugo, Eleventy, Astro', result: 'not run: needs hugo and ../shared/bench-peers/run.sh (or BENCH_PEERS)', range: '', memory: '', target: '', met: false });
  } else {
    const peers = await runPeers(runSh, ROOT);
    for (const row of peers.rows) {
      const limit = PEER_TARGETS[row.build]?.[row.entries];
      if (row.projectRatio === undefined || limit === undefined) continue;
      rows.push({
        benchmark: 'peers',
        case: `${Number(row.entries).toLocaleString('en')} concerts: project ÷ ${row.build}`,
        result: `${row.projectRatio.toFixed(2)}× wall`,
        range: `${row.build} ${row.medianWallS} s, CPU ${row.medianCpuS} s, ${row.peakMib} MiB`,
        memory: '',
        target: limit === 1 ? (row.build === 'hugo' ? '≤ 1×' : '< 1×') : `≤ ${limit}×`,
        met: limit === 1 && row.build !== 'hugo' ? row.projectRatio < 1 : row.projectRatio <= limit,
      });
    }
    results.peers = { report: peers.report, rows: peers.rows };
  }
}

if (only.has('dev')) {
  const dev: LatencyResult[] = await measureDevLatency();
  for (const result of dev) {
    const target = result.content === 'shipped' ? 50 : 150;
    rows.push({
      benchmark: 'dev reload',
      case: `${result.content} (${result.concerts} concerts, ${result.edits} edits)`,
      result: `${result.medianMs} ms median`,
      range: `p95 ${result.p95Ms} ms, ${result.minMs}–${result.maxMs} ms`,
      memory: '',
      target: `< ${target} ms median`,
      met: result.medianMs < target,
    });
  }
  results.dev = { targets: 'shipped: median < 50 ms, p95 < 150 ms; 1,000 concerts: median < 150 ms', results: dev };
}

if (only.has('weight')) {
  const built = await buildSite({ root: ROOT, now: new Date(BENCH_NOW) });
  const weights: RouteWeight[] = measureRoutes(built.files);
  for (const route of weights) {
    rows.push({
      benchmark: 'weight',
      case: route.page,
      result: `${kb(route.total.gzip)} gz: HTML ${kb(route.html.gzip)} + CSS ${kb(route.css.gzip)} + JS ${kb(route.js.gzip)}`,
      range: `raw ${kb(route.total.raw)}; ${route.requestsBeforeRender} requests before render`,
      memory: '',
      target: '≤ 14 / CSS 5 / JS 2 KB gz, 1 blocking',
      met:
        route.total.gzip <= BUDGETS.total &&
        route.css.gzip <= BUDGETS.css &&
        route.js.gzip <= BUDGETS.js &&
        route.blocking.every((href) => href.endsWith('.css')) &&
        route.blocking.length <= 1,
    });
  }
  results.weight = { targets: 'per page, gzipped: HTML + CSS + JS ≤ 14 KB, JS ≤ 2 KB, CSS ≤ 5 KB; nothing render-blocking but the stylesheet', results: weights };
}

if (only.has('lighthouse')) {
  const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((candidate) => candidate && existsSync(candidate));
  let lighthouse: LighthouseResult[] | { error: string };
  try {
    if (!chromePath) throw new Error('no Chromium found (set CHROME_PATH or install Debian’s chromium)');
    lighthouse = await measureLighthouse(ROOT, chromePath);
  } catch (error) {
    lighthouse = { error: error instanceof Error ? error.message : String(error) };
  }
  if ('error' in lighthouse) {
    rows.push({ benchmark: 'lighthouse', case: 'all routes', result: `could not run: ${lighthouse.error}`, range: '', memory: '', target: '100 × 4', met: false });
  } else {
    for (const result of lighthouse) {
      const scores = [result.performance, result.accessibility, result.bestPractices, result.seo];
      rows.push({
        benchmark: 'lighthouse',
        case: `${result.route} (${result.formFactor}, ${result.visit})`,
        result: `P ${result.performance} A ${result.accessibility} BP ${result.bestPractices} SEO ${result.seo}`,
        range: `LCP ${result.lcpMs} ms, CLS ${result.cls}, TBT ${result.tbtMs} ms`,
        memory: '',
        target: '100 in each category',
        met: scores.every((score) => score === 100),
      });
    }
  }
  results.lighthouse = {
    settings: "lighthouse's mobile (simulated slow 4G, 4× CPU slowdown) and desktop settings; on the build's day and a year after it",
    results: lighthouse,
  };
}

printTable(rows);
await writeFile(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
console.log(`Results kept in ${path.relative(process.cwd(), RESULTS)}; load average at start ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}.`);

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

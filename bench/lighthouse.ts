// Lighthouse (bench/package.json pins it, apart from the site's own dependencies) with its default
// mobile settings, on every page of the shipped site as `npm run preview` serves it, in Debian's
// Chromium.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { createPreviewServer } from '../src/serve/preview.ts';
import { createBenchProject } from './project.ts';

const run = promisify(execFile);
const BENCH_DIR = import.meta.dirname;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface LighthouseResult {
  route: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** Audits that cost points, for the reader of results.json. */
  missed: string[];
  /** What moved, when something did. */
  shifts: string[];
}

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string; title: string; details?: { items?: { node?: { snippet?: string; selector?: string }; score?: number }[] } }>;
  runtimeError?: { message: string };
}
type RunLighthouse = (url: string, flags: object) => Promise<{ lhr: Lhr } | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>;
}

/** Installs bench/'s own packages when they are missing; npm reaches only its registry here, as on CI. */
async function loadLighthouse(): Promise<{ lighthouse: RunLighthouse; launcher: ChromeLauncher }> {
  if (!existsSync(path.join(BENCH_DIR, 'node_modules', 'lighthouse'))) {
    await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: BENCH_DIR });
  }
  const require = createRequire(path.join(BENCH_DIR, 'package.json'));
  const lighthouse = ((await import(require.resolve('lighthouse'))) as { default: RunLighthouse }).default;
  const launcher = (await import(require.resolve('chrome-launcher'))) as ChromeLauncher;
  return { lighthouse, launcher };
}

export async function measureLighthouse(root: string, chromePath: string): Promise<LighthouseResult[]> {
  const { lighthouse, launcher } = await loadLighthouse();
  const project = await createBenchProject(root);
  try {
    // Built by the real clock, as the daily rebuild does: with a build date in the past, the visitor's
    // clock would move concert groups between the lists after the first paint, a layout shift no
    // real visitor of a current build sees.
    const env = { ...process.env };
    delete env.SITE_NOW;
    await run('npm', ['run', 'build', '--silent'], { cwd: project.dir, env });
    const dist = path.join(project.dir, 'dist');
    const preview = createPreviewServer(dist);
    await new Promise<void>((resolve) => preview.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(preview.address() as AddressInfo).port}`;
    const routes = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html')).map(toRoute).sort();
    const chrome = await launcher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const results: LighthouseResult[] = [];
    try {
      for (const route of routes) {
        const audit = () => lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        const runs: LighthouseResult[] = [];
        for (let n = 0; n < RUNS_PER_ROUTE; n++) {
          // A fresh Chromium now and then fails to record the first trace (NO_NAVSTART); once more then.
          let report = await audit();
          if (report?.lhr.runtimeError) report = await audit();
          runs.push(toResult(route, report?.lhr));
        }
        results.push(toMedianRun(runs));
      }
    } finally {
      await chrome.kill();
      preview.close();
    }
    return results;
  } finally {
    await project.remove();
  }
}

/**
 * Total blocking time is a long task's excess over 50 ms, times four for the simulated slow phone: on
 * a shared machine one busy moment costs a page several points. Lighthouse's own advice is to take
 * the median of several runs.
 */
const RUNS_PER_ROUTE = 3;

/** The run with the median performance score (ties by blocking time), so every figure of a row comes from one run. */
function toMedianRun(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1) || (b.tbtMs ?? 0) - (a.tbtMs ?? 0));
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('Internal error: Lighthouse ran no time');
  return median;
}

/** `contact.html` → `/contact`, `concerts/index.html` → `/concerts/`, as links on the site write them. */
function toRoute(file: string): string {
  const route = `/${file.split(path.sep).join('/')}`;
  if (route.endsWith('/index.html')) return route.slice(0, -'index.html'.length);
  return route.slice(0, -'.html'.length);
}

function toResult(route: string, lhr: Lhr | undefined): LighthouseResult {
  const score = (id: string) => {
    const value = lhr?.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const numeric = (id: string, digits = 0) => {
    const value = lhr?.audits[id]?.numericValue;
    return value === undefined ? null : Number(value.toFixed(digits));
  };
  const missed = Object.entries(lhr?.audits ?? {})
    .filter(([, audit]) => audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode ?? ''))
    .map(([id, audit]) => `${id} (${Math.round((audit.score ?? 0) * 100)})`);
  if (lhr?.runtimeError) missed.unshift(`runtime error: ${lhr.runtimeError.message}`);
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift', 3),
    tbtMs: numeric('total-blocking-time'),
    missed,
    shifts: (lhr?.audits['layout-shifts']?.details?.items ?? []).map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'}: ${item.score?.toFixed(3)}`),
  };
}

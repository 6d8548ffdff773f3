// Lighthouse (bench/package.json pins it, apart from the site's own dependencies) with its mobile
// and its desktop settings, on the pages issue 33 names (the home page, both lists, the contact page
// and a concert page) of the shipped site as `npm run preview` serves it, in Debian's Chromium; once
// on the build's own day, and once a year after the build, as a visitor of a site not rebuilt since.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
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
  /** Lighthouse's `mobile` (simulated slow 4G, 4× slower CPU) or `desktop` settings. */
  formFactor: FormFactor;
  /** `build day`: built by the real clock; `a year later`: built with SITE_NOW a year before the visit. */
  visit: Visit;
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
type RunLighthouse = (url: string, flags: object, config?: object) => Promise<{ lhr: Lhr } | undefined>;
type FormFactor = 'mobile' | 'desktop';
type Visit = 'build day' | 'a year later';

const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];
const VISITS: Visit[] = ['build day', 'a year later'];
/** Issue 33's pages: a concert page that stays on the site, whatever the real clock says. */
const ROUTES = ['/', '/concerts/upcoming', '/concerts/archive', '/contact', '/concerts/2025-09-21-meie'];
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>;
}

/** Installs bench/'s own packages when they are missing; npm reaches only its registry here, as on CI. */
async function loadLighthouse(): Promise<{ lighthouse: RunLighthouse; launcher: ChromeLauncher; desktop: object }> {
  if (!existsSync(path.join(BENCH_DIR, 'node_modules', 'lighthouse'))) {
    await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: BENCH_DIR });
  }
  const require = createRequire(path.join(BENCH_DIR, 'package.json'));
  const lighthouse = ((await import(require.resolve('lighthouse'))) as { default: RunLighthouse }).default;
  const launcher = (await import(require.resolve('chrome-launcher'))) as ChromeLauncher;
  const desktop = ((await import(require.resolve('lighthouse/core/config/desktop-config.js'))) as { default: object }).default;
  return { lighthouse, launcher, desktop };
}

export async function measureLighthouse(root: string, chromePath: string): Promise<LighthouseResult[]> {
  const { lighthouse, launcher, desktop } = await loadLighthouse();
  const project = await createBenchProject(root);
  const results: LighthouseResult[] = [];
  try {
    for (const visit of VISITS) {
      // The build's day is the real clock's, as the daily rebuild does. A year later is a build whose
      // SITE_NOW is a year before the real clock: the visitor's browser sees every group that was
      // upcoming then as past, the split the page makes before its first paint (issue 33).
      const env = { ...process.env };
      delete env.SITE_NOW;
      if (visit === 'a year later') env.SITE_NOW = toYearBefore(new Date());
      await run('npm', ['run', 'build', '--silent'], { cwd: project.dir, env });
      const preview = createPreviewServer(path.join(project.dir, 'dist'));
      await new Promise<void>((resolve) => preview.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(preview.address() as AddressInfo).port}`;
      const chrome = await launcher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
      try {
        for (const formFactor of FORM_FACTORS) {
          for (const route of ROUTES) {
            const audit = () => lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' }, formFactor === 'desktop' ? desktop : undefined);
            const runs: LighthouseResult[] = [];
            for (let n = 0; n < RUNS_PER_ROUTE; n++) {
              // A fresh Chromium now and then fails to record the first trace (NO_NAVSTART); once more then.
              let report = await audit();
              if (report?.lhr.runtimeError) report = await audit();
              runs.push(toResult(route, formFactor, visit, report?.lhr));
            }
            results.push(toMedianRun(runs));
          }
        }
      } finally {
        await chrome.kill();
        preview.close();
      }
    }
    return results;
  } finally {
    await project.remove();
  }
}

/** The same instant a year earlier, as SITE_NOW reads it. */
function toYearBefore(now: Date): string {
  const then = new Date(now);
  then.setUTCFullYear(then.getUTCFullYear() - 1);
  return then.toISOString();
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

function toResult(route: string, formFactor: FormFactor, visit: Visit, lhr: Lhr | undefined): LighthouseResult {
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
    formFactor,
    visit,
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

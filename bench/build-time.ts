// `npm run build` timed as a whole process, npm's own start-up included, in a throw-away copy of the
// project, for the shipped content and for synthetic concerts: cold (no dist/, no .cache/ but the
// compiled build, as on CI) and warm (dist/ and .cache/ from the build before). Peak memory is the
// largest resident set of the process tree, as GNU time reports it (Debian package `time`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { createBenchProject } from './project.ts';

const GNU_TIME = '/usr/bin/time';
/** Builds decide upcoming and past by this instant, so every run builds the same site. */
export const BENCH_NOW = '2025-06-01T12:00:00+03:00';

export interface BuildTiming {
  /** cold: dist/ and the content caches moved aside before every run; warm: kept from the run before. */
  kind: 'cold' | 'warm';
  content: string;
  concerts: number;
  /** Files in dist/ after the build. */
  files: number;
  runs: number;
  /** The first build in a fresh copy: compiles the build and fills .cache/ (images, bundles). */
  firstMs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** User + system CPU time of the whole tree, median. */
  medianCpuMs: number | null;
  /** Largest resident set of any process of the build, median and maximum over the runs, MB. */
  medianPeakMb: number | null;
  maxPeakMb: number | null;
}

interface Run {
  ms: number;
  cpuMs: number | null;
  peakMb: number | null;
}

/** What a fresh checkout on CI lacks (the build's caches and the editor's bundle in node_modules/.cache included): moved aside (not deleted: on ext4, deleting many files slows the next build's creates). */
const COLD_PATHS = ['dist', '.cache', 'node_modules/.cache'];

/** Cold builds, then warm ones, in one copy of the project. */
export async function measureBuild(root: string, count: number | undefined, runs: number): Promise<[cold: BuildTiming, warm: BuildTiming]> {
  const project = await createBenchProject(root, count);
  try {
    const concerts = (await readdir(path.join(project.dir, 'content', 'concerts'))).filter((name) => name.endsWith('.md')).length;
    const content = count === undefined ? 'shipped' : `${count.toLocaleString('en')} synthetic`;
    const first = await runBuild(project.dir);
    const trash = path.join(project.dir, '.bench-trash');
    const cold: Run[] = [];
    for (let run = 0; run < runs; run++) {
      for (const file of COLD_PATHS) {
        await mkdir(path.join(trash, String(run)), { recursive: true });
        await rename(path.join(project.dir, file), path.join(trash, String(run), file.replace('/', '-'))).catch(() => undefined);
      }
      cold.push(await runBuild(project.dir));
    }
    const warm: Run[] = [];
    for (let run = 0; run < runs; run++) warm.push(await runBuild(project.dir));
    const files = (await readdir(path.join(project.dir, 'dist'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
    const summary = { content, concerts, files, runs, firstMs: Math.round(first.ms) };
    return [{ kind: 'cold', ...summary, ...summarize(cold) }, { kind: 'warm', ...summary, ...summarize(warm) }];
  } finally {
    await project.remove();
  }
}

function summarize(measured: Run[]) {
  const ms = measured.map((run) => run.ms);
  const cpu = measured.map((run) => run.cpuMs).filter((value): value is number => value !== null);
  const peaks = measured.map((run) => run.peakMb).filter((value): value is number => value !== null);
  return {
    medianMs: Math.round(median(ms)),
    minMs: Math.round(Math.min(...ms)),
    maxMs: Math.round(Math.max(...ms)),
    medianCpuMs: cpu.length ? Math.round(median(cpu)) : null,
    medianPeakMb: peaks.length ? Math.round(median(peaks)) : null,
    maxPeakMb: peaks.length ? Math.round(Math.max(...peaks)) : null,
  };
}

/** One `npm run build`; fails loudly, since a benchmark of a failing build measures nothing. */
function runBuild(cwd: string): Promise<Run> {
  const timed = existsSync(GNU_TIME);
  const [command, args] = timed ? [GNU_TIME, ['-f', 'bench-time %U %S %M', 'npm', 'run', 'build', '--silent']] : ['npm', ['run', 'build', '--silent']];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, SITE_NOW: BENCH_NOW }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (code !== 0) return reject(new Error(`npm run build failed in ${cwd}:\n${stderr}`));
      const usage = /bench-time ([\d.]+) ([\d.]+) (\d+)/.exec(stderr);
      resolve({
        ms,
        cpuMs: usage ? (Number(usage[1]) + Number(usage[2])) * 1000 : null,
        peakMb: usage ? Number(usage[3]) / 1024 : null,
      });
    });
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

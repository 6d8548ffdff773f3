// This checkout against another revision, cold build by cold build, in turns, on the peer
// benchmark's generated concerts. The peer ratios (bench/peers.ts) come from runs minutes apart on a
// shared machine, whose speed drifts by a fifth in that time, and Hugo's own time with it (0.65 to
// 1.10 s at 1,000 concerts over three runs on one day): a ratio "no worse than" a revision's can
// only be judged against that revision built beside this one. Each pair builds both, in turns
// (which goes first alternates), and the difference of the pair is what counts.
//
// node scripts/run-compiled.mjs bench/against.ts [--base b8f980d] [--sizes "100 1000 10000"] [--pairs 12] [--deploy]
//
// --deploy builds as run.sh's BENCH_MODE=deploy does: only dist/ is moved aside, .cache/ is kept.
//
// The base is checked out with `git worktree` and installed with `npm ci` in a temporary folder,
// both projects are copied as bench/peers.ts copies them (home.md featuring generated entries), and
// before each build what run.sh moves aside for the project is moved aside, into a folder that is
// deleted only at the end (deleting tens of thousands of files slows the next build's writes).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BENCH_NOW, median } from './build-time.ts';
import { findPeerBench, preparePeerProject } from './peers.ts';
import type { BenchProject } from './project.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Issue 21's "today": the revision its peer ratios were measured at. */
const DEFAULT_BASE = 'b8f980d';

/** What run.sh moves aside before each of the project's builds (its `clean_of project`). */
const COLD = ['dist', '.cache/compressed.pack', '.cache/dist-record.json', '.cache/assets', '.cache/images'];
const LEFTOVER = /^\.dist-(new|old)-/;

const { values } = parseArgs({
  options: { base: { type: 'string', default: DEFAULT_BASE }, sizes: { type: 'string', default: '100 1000 10000' }, pairs: { type: 'string', default: '12' }, deploy: { type: 'boolean', default: false } },
});
const moveAside = values.deploy ? ['dist'] : COLD;
const sizes = values.sizes.split(/\s+/).filter(Boolean).map(Number);
const pairs = Number(values.pairs);
const runSh = findPeerBench(ROOT) ?? path.join(ROOT, '..', 'shared', 'bench-peers', 'run.sh');
const genMjs = path.join(path.dirname(runSh), 'gen.mjs');
if (!existsSync(genMjs)) throw new Error(`${genMjs} not found: set BENCH_PEERS to the folder of the peer benchmark`);

const work = await mkdtemp(path.join(os.tmpdir(), 'kammer-against-'));
const baseRoot = path.join(work, 'base');
const prepared: BenchProject[] = [];
try {
  execFileSync('git', ['-C', ROOT, 'worktree', 'add', '--detach', baseRoot, values.base], { stdio: 'ignore' });
  execFileSync('npm', ['ci', '--silent', '--no-audit', '--no-fund'], { cwd: baseRoot, stdio: 'inherit' });
  const projects = { base: await preparePeerProject(baseRoot, genMjs, sizes), head: await preparePeerProject(ROOT, genMjs, sizes) };
  prepared.push(projects.base, projects.head);
  let trashCount = 0;
  await mkdir(path.join(work, 'trash'), { recursive: true });
  const build = async (dir: string): Promise<{ seconds: number; cpu: number }> => {
    const trash = path.join(work, 'trash', String(trashCount++));
    await mkdir(trash, { recursive: true });
    const leftovers = readdirSync(dir).filter((name) => LEFTOVER.test(name));
    for (const [index, file] of [...moveAside, ...leftovers].entries()) {
      if (existsSync(path.join(dir, file))) await rename(path.join(dir, file), path.join(trash, String(index)));
    }
    const started = performance.now();
    const cpu = childrenCpu();
    const run = spawnSync('npm', ['run', 'build', '--silent'], { cwd: dir, env: { ...process.env, SITE_NOW: BENCH_NOW }, encoding: 'utf8' });
    const seconds = (performance.now() - started) / 1000;
    if (run.status !== 0) throw new Error(`the build in ${dir} failed:\n${run.stderr}`);
    return { seconds, cpu: childrenCpu() - cpu };
  };

  console.log(`${values.deploy ? 'Deploy' : 'Cold'} builds, load average ${loadAverage()} at the start.`);
  console.log(`| concerts | ${values.base} median s (min–max) | ${revision(ROOT)} median s (min–max) | median of paired differences | pairs this checkout won | CPU s, median: ${values.base}, ${revision(ROOT)} |`);
  console.log('|---:|---:|---:|---:|---:|---:|');
  for (const size of sizes) {
    const generated = path.join(work, `gen-${size}`);
    execFileSync(process.execPath, [genMjs, String(size), generated], { stdio: 'ignore' });
    for (const project of Object.values(projects)) {
      const concerts = path.join(project.dir, 'content', 'concerts');
      await rename(concerts, path.join(work, 'trash', `concerts-${trashCount++}`));
      execFileSync('cp', ['-r', path.join(generated, 'content', 'concerts'), concerts]);
      // A first build compiles the project's code (.cache/compiled/, which stays, as in run.sh) and warms the disk.
      await build(project.dir);
    }
    const base: { seconds: number; cpu: number }[] = [];
    const head: { seconds: number; cpu: number }[] = [];
    for (let pair = 0; pair < pairs; pair++) {
      if (pair % 2 === 0) {
        base.push(await build(projects.base.dir));
        head.push(await build(projects.head.dir));
      } else {
        head.push(await build(projects.head.dir));
        base.push(await build(projects.base.dir));
      }
    }
    const differences = head.map(({ seconds }, index) => seconds - (base[index] as { seconds: number }).seconds);
    const won = differences.filter((difference) => difference < 0).length;
    const cpu = (runs: { cpu: number }[]) => median(runs.map((run) => run.cpu)).toFixed(2);
    const wall = (runs: { seconds: number }[]) => span(runs.map((run) => run.seconds));
    console.log(`| ${size} | ${wall(base)} | ${wall(head)} | ${signed(median(differences))} s | ${won} of ${pairs} | ${cpu(base)}, ${cpu(head)} |`);
  }
} finally {
  for (const project of prepared) await project.remove();
  execFileSync('git', ['-C', ROOT, 'worktree', 'remove', '--force', baseRoot], { stdio: 'ignore' });
  await rm(work, { recursive: true, force: true });
}

function span(values: number[]): string {
  return `${median(values).toFixed(2)} (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`;
}

function signed(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(2)}`;
}

/** User and system seconds of this process's waited-for children (and theirs), from /proc. */
function childrenCpu(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // cutime and cstime, fields 16 and 17 of stat(5), in clock ticks (100 a second on Linux).
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

function revision(root: string): string {
  return execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
}

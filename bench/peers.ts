// The peer benchmark (`../shared/bench-peers/run.sh`: Hugo, Eleventy and Astro building the same
// generated concerts, cold, side by side with this project), run when it and Hugo are found.
//
// run.sh copies the project it is given and replaces its whole content/concerts/ with generated
// entries, so the concerts content/home.md features (named by file) would be gone and the build
// would stop. It is handed a prepared copy instead, whose home.md features generated entries.
// By hand: `node scripts/run-compiled.mjs bench/peers.ts [--sizes "100 1000"]` prints run.sh's report.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CORE_SCHEMA, dump } from 'js-yaml';
import { validateConcert } from '../src/content/concert.ts';
import { readFrontMatter } from '../src/content/frontmatter.ts';
import { createBenchProject, type BenchProject } from './project.ts';

/** The goals: the project's cold build at most this many times each peer's, by entry count. */
export const PEER_TARGETS: Record<string, Record<string, number>> = {
  hugo: { '100': 2, '1000': 1.5, '10000': 1 },
  eleventy: { '100': 1, '1000': 1, '10000': 1 },
  astro: { '100': 1, '1000': 1, '10000': 1 },
};

export interface PeerRow {
  entries: string;
  build: string;
  medianWallS: number;
  medianCpuS: number;
  peakMib: number;
  files: string;
  /** The project's median wall time divided by this build's; absent for the project's own row. */
  projectRatio?: number;
}

export interface PeerRun {
  /** run.sh's whole report, Markdown. */
  report: string;
  rows: PeerRow[];
}

/** run.sh, from BENCH_PEERS or ../shared/bench-peers beside the project; undefined when it or Hugo is missing. */
export function findPeerBench(root: string): string | undefined {
  const candidates = [process.env.BENCH_PEERS, path.join(root, '..', 'shared', 'bench-peers'), path.join(root, '..', '..', 'shared', 'bench-peers')];
  const dir = candidates.find((candidate) => candidate && existsSync(path.join(candidate, 'run.sh')));
  const hasHugo = spawnSync('hugo', ['version'], { stdio: 'ignore' }).status === 0;
  return dir && hasHugo ? path.join(dir, 'run.sh') : undefined;
}

/** run.sh's entry counts when BENCH_SIZES leaves them out. */
const DEFAULT_SIZES = [100, 1000, 10000];

/** The entry counts of BENCH_SIZES, which may also name `shipped` (a case of the project's own build bench only). */
export function peerSizes(sizes = process.env.BENCH_SIZES): number[] {
  const counts = (sizes ?? '').split(/\s+/).filter((size) => /^\d+$/.test(size)).map(Number);
  return counts.length ? counts : DEFAULT_SIZES;
}

/** Runs the peers and the project at `sizes` entries, printing run.sh's progress as it goes. */
export async function runPeers(runSh: string, root: string, sizes = peerSizes()): Promise<PeerRun> {
  const project = await preparePeerProject(root, path.join(path.dirname(runSh), 'gen.mjs'), sizes);
  try {
    const report = await runReport(runSh, project.dir, sizes);
    const note = `- the project's copy was prepared by bench/peers.ts from ${root} (${revision(root)}): its content/home.md features the generated entries ${project.featured.join(', ')} in place of the shipped concerts it names`;
    const withNote = report.replace(/^- project: .*$/m, (line) => `${line}\n${note}`);
    return { report: withNote, rows: parseRows(withNote) };
  } finally {
    await project.remove();
  }
}

function runReport(runSh: string, projectDir: string, sizes: number[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, BENCH_SIZES: sizes.join(' ') };
    const child = spawn('bash', [runSh, projectDir], { stdio: ['ignore', 'pipe', 'inherit'], env });
    let report = '';
    child.stdout.on('data', (chunk: Buffer) => (report += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(report) : reject(new Error(`${runSh} exited with ${code}`))));
  });
}

function revision(root: string): string {
  try {
    return execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'not a git checkout';
  }
}

/**
 * A throw-away copy of the project for run.sh (bench/project.ts's: no node_modules, dist, .git,
 * .cache, tests, benchmarks or docs; node_modules linked) whose content/home.md features as many
 * generated entries as it features shipped concerts, so the home page does the same work: the
 * first full entries (not placeholders, by the build's own check) of gen.mjs's stream at the
 * smallest size, which are the first entries at every larger one. The rest of home.md stays.
 */
export async function preparePeerProject(root: string, genMjs: string, sizes: number[]): Promise<BenchProject & { featured: string[] }> {
  const homeFile = path.join(root, 'content', 'home.md');
  const home = readFrontMatter(homeFile, await readFile(homeFile, 'utf8'));
  if (!home.ok) throw new Error(`${homeFile}: ${home.problem.message}`);
  const items = home.data.featured;
  if (!Array.isArray(items)) throw new Error(`${homeFile}: featured is not a list`);
  const featured = await firstFullEntries(genMjs, Math.min(...sizes), items.length);
  // gen.mjs pads the numbers in its file names to the width of the largest count: past that, other names.
  const width = /\d+$/.exec(featured[0] ?? '')?.[0].length ?? 0;
  const tooLarge = sizes.find((size) => String(size).length > width);
  if (tooLarge !== undefined) throw new Error(`gen.mjs names its entries differently at ${tooLarge}: the featured entries ${featured.join(', ')} would not exist there`);

  const project = await createBenchProject(root);
  const data = { ...home.data, featured: items.map((item: Record<string, unknown>, index) => ({ ...item, concert: featured[index] })) };
  await writeFile(path.join(project.dir, 'content', 'home.md'), `---\n${dump(data, { schema: CORE_SCHEMA, lineWidth: -1 })}---\n${home.body}`);
  return { ...project, featured };
}

/** The file stems of the first `count` full entries gen.mjs writes when asked for `size`. */
async function firstFullEntries(genMjs: string, size: number, count: number): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kammer-peers-gen-'));
  try {
    // Its stderr (a line of progress) is kept for the error should it fail.
    execFileSync(process.execPath, [genMjs, String(size), dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    const concerts = path.join(dir, 'content', 'concerts');
    const stems: string[] = [];
    for (const name of (await readdir(concerts)).filter((file) => file.endsWith('.md')).sort()) {
      // The build's own check says which entries are placeholders.
      const entry = validateConcert({ path: `content/concerts/${name}`, text: await readFile(path.join(concerts, name), 'utf8') });
      if (entry.ok && !entry.value.isPlaceholder) stems.push(entry.value.stem);
      if (stems.length === count) return stems;
    }
    throw new Error(`gen.mjs wrote ${stems.length} full entries at ${size}, fewer than the ${count} content/home.md features`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `| 100 | hugo | 0.481 (0.427–0.493) | 0.557 | 59 | 104 | 100/100 | 2.13×, 1.60× |` */
export function parseRows(report: string): PeerRow[] {
  const rows: PeerRow[] = [];
  for (const line of report.split('\n')) {
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    if (cells.length !== 8 || !/^\d+$/.test(cells[0] ?? '')) continue;
    const [entries = '', build = '', wall = '', cpu = '', peak = '', files = '', , ratio = ''] = cells;
    const projectRatio = /^([\d.]+)×/.exec(ratio)?.[1];
    rows.push({
      entries,
      build,
      medianWallS: Number.parseFloat(wall),
      medianCpuS: Number.parseFloat(cpu),
      peakMib: Number.parseFloat(peak),
      files,
      ...(projectRatio ? { projectRatio: Number(projectRatio) } : {}),
    });
  }
  return rows;
}

// By hand: prints run.sh's report without touching bench/results.json. (No top-level await: the
// tests load this file as CommonJS.)
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({ options: { sizes: { type: 'string' } } });
  const root = path.dirname(import.meta.dirname);
  const runSh = findPeerBench(root);
  if (!runSh) {
    console.error('needs hugo and ../shared/bench-peers/run.sh (or BENCH_PEERS)');
    process.exit(1);
  }
  runPeers(runSh, root, peerSizes(values.sizes)).then(
    ({ report }) => process.stdout.write(report),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

// The content corpus of test/bad-content/: one folder per case, holding the files to drop into a copy
// of the project and an expected.json saying what `npm run build` must do with them.
import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync, type BigIntStats } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { createTempProject, PROJECT_ROOT, type TempProject } from './temp-project.ts';
import { runBuildCommand } from '../../src/build-command.ts';

export const CORPUS = path.join(PROJECT_ROOT, 'test', 'bad-content');
const EXPECTED = 'expected.json';
/** "Today" for every build of the corpus, so that which page shows a concert never depends on the clock. */
const SITE_NOW = '2025-05-01T12:00:00+03:00';

const problem = z.strictObject({
  file: z.string(),
  /** null: the message is about the whole file. */
  field: z.string().nullable(),
  says: z.string().optional(),
});

const expectation = z.strictObject({
  /** Completes the test's name: "should …". */
  should: z.string(),
  /** "either": exit 0 and the build checks hold, or exit 1 and the problems are named. */
  outcome: z.enum(['fail', 'build', 'either']),
  problems: z.array(problem).default([]),
  /** The problem lines must come in the order listed (sorted by file). */
  ordered: z.boolean().default(false),
  /** Page below dist/ → texts a visitor must see on it, as text. */
  text: z.record(z.string(), z.array(z.string())).default({}),
  /** Page below dist/ → the exact href of a link it must hold. */
  links: z.record(z.string(), z.array(z.string())).default({}),
  /** Lines the build must print (notices). */
  output: z.array(z.string()).default([]),
  /** Project files deleted for this case, e.g. content/home.md. */
  remove: z.array(z.string()).default([]),
  /** Files that content code would create if it ever ran; they must not exist afterwards. */
  neverCreated: z.array(z.string()).default([]),
  /**
   * How long the build may take, for a case about time (an alias bomb). Other cases set none: a
   * build that hangs is killed after a minute, and a fixed bound would fail on a busy machine.
   */
  maxSeconds: z.number().optional(),
});

export type Expectation = z.infer<typeof expectation>;

export interface CorpusCase {
  name: string;
  /** Project-relative paths of the case's files (everything in its folder but expected.json). */
  files: string[];
  expected: Expectation;
}

/**
 * Read synchronously, so that the test file can name one test per case when it loads.
 * `CORPUS_CASE=kell` runs only the cases whose folder name holds "kell".
 */
export function loadCases(only = process.env.CORPUS_CASE): CorpusCase[] {
  return readdirSync(CORPUS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (!only || entry.name.includes(only)))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const folder = path.join(CORPUS, name);
      const files = readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !(entry.parentPath === folder && entry.name === EXPECTED))
        .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort();
      const parsed = expectation.safeParse(JSON.parse(readFileSync(path.join(folder, EXPECTED), 'utf8')));
      if (!parsed.success) throw new Error(`test/bad-content/${name}/${EXPECTED}: ${z.prettifyError(parsed.error)}`);
      return { name, files, expected: parsed.data };
    });
}

export interface BuildRun {
  code: number | null;
  /** stdout, then stderr. */
  output: string;
  seconds: number;
}

export interface CorpusProject extends TempProject {
  /** Exactly what `npm run build` runs, in the copy, as a process of its own. */
  build(): Promise<BuildRun>;
  /**
   * The same command in this process (`runBuildCommand`, what build.ts hands the real process):
   * a build without a process's start-up and the compiled build's loading, a fifth of the time.
   */
  buildHere(): Promise<BuildRun>;
  /** Puts the case's files in (and takes its removed ones out), runs `fn`, then puts everything back. */
  withCase<T>(testCase: CorpusCase, fn: () => Promise<T>): Promise<T>;
  /** Every file below dist/, by path: its size, modification time (ns) and inode. */
  snapshotDist(): Promise<Map<string, string>>;
}

export async function createCorpusProject(): Promise<CorpusProject> {
  const project = await createTempProject();
  // The copy needs what `npm run build` runs as well as what it builds.
  for (const entry of ['build.ts', 'scripts', 'package-lock.json']) {
    await cp(path.join(PROJECT_ROOT, entry), project.at(entry), { recursive: true });
  }
  return {
    ...project,
    build: () => runBuild(project.root),
    buildHere: () => runBuildHere(project.root),
    withCase: (testCase, fn) => withCase(project, testCase, fn),
    snapshotDist: () => snapshotTree(project.at('dist')),
  };
}

/**
 * `npm run build` is `node scripts/run-compiled.mjs build.ts`; spawning node directly runs the same
 * thing without npm's own start-up (0.3 s a run, 20 s over the corpus). A build that hangs is killed.
 */
function runBuild(root: string, timeoutMs = 60_000): Promise<BuildRun> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/run-compiled.mjs', 'build.ts'], {
      cwd: root,
      env: { ...process.env, SITE_NOW, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const output = Buffer.concat(stdout).toString('utf8') + Buffer.concat(stderr).toString('utf8');
      resolve({ code, output, seconds: (performance.now() - started) / 1000 });
    });
  });
}

async function runBuildHere(root: string): Promise<BuildRun> {
  const started = performance.now();
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runBuildCommand({
    root,
    args: [],
    env: { ...process.env, SITE_NOW },
    print: (line) => stdout.push(`${line}\n`),
    printError: (line) => stderr.push(`${line}\n`),
  });
  return { code, output: stdout.join('') + stderr.join(''), seconds: (performance.now() - started) / 1000 };
}

async function withCase<T>(project: TempProject, testCase: CorpusCase, fn: () => Promise<T>): Promise<T> {
  const touched = [...testCase.files, ...testCase.expected.remove];
  const originals = new Map(await Promise.all(touched.map(async (file) => [file, await readOptional(project.at(file))] as const)));
  const created = new Set<string>();
  try {
    for (const file of testCase.files) {
      created.add(await firstMissingFolder(project, path.posix.dirname(file)) ?? file);
      await mkdir(path.dirname(project.at(file)), { recursive: true });
      await writeFile(project.at(file), await readFile(path.join(CORPUS, testCase.name, ...file.split('/'))));
    }
    for (const file of testCase.expected.remove) await rm(project.at(file), { force: true });
    return await fn();
  } finally {
    for (const [file, contents] of originals) {
      if (contents) await writeFile(project.at(file), contents);
      else if (created.has(file)) await rm(project.at(file), { force: true });
    }
    // Folders the case brought (a sub-folder of content/concerts/) go as a whole.
    for (const entry of created) if (!originals.has(entry)) await rm(project.at(entry), { recursive: true, force: true });
    for (const file of testCase.expected.neverCreated) await rm(project.at(file), { force: true });
  }
}

/** The outermost folder of `dir` that does not exist yet in the copy, if any. */
async function firstMissingFolder(project: TempProject, dir: string): Promise<string | undefined> {
  const parts = dir.split('/');
  for (let length = 1; length <= parts.length; length++) {
    const candidate = parts.slice(0, length).join('/');
    if (!(await stat(project.at(candidate)).catch(() => undefined))) return candidate;
  }
  return undefined;
}

async function readOptional(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}

/**
 * Proves "dist/ untouched" without reading it: a build writes a new dist/ and renames it into place,
 * which gives every file a new inode, and a file changed where it lies gets a new nanosecond mtime
 * (and most likely a new size). Reading and hashing every file, before and after each of the 100
 * failing cases, cost several seconds of the corpus's time.
 */
async function snapshotTree(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((item) => item.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort();
  const stats = await Promise.all(files.map((file) => stat(file, { bigint: true })));
  return new Map(files.map((file, index) => {
    const { size, mtimeNs, ino } = stats[index] as BigIntStats;
    return [path.relative(dir, file), `${size} bytes, modified ${mtimeNs} ns, inode ${ino}`];
  }));
}

// A throw-away copy of the project whose content/concerts/ holds synthetic (or the shipped) concerts,
// so that `npm run build` runs there exactly as a maintainer runs it here.
import { cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateConcerts } from './generate.ts';

/** Not copied: what the build makes, what only tests and benchmarks need, and the packages (linked instead, one by one). */
const LEFT_OUT = new Set(['node_modules', 'dist', '.git', '.cache', 'test', 'bench', 'docs', '.github']);

/** The folder of the shipped concerts that content/home.md features. */
const FEATURED_SEASON = '2025-2026';

/**
 * Each installed package is linked, not node_modules as a whole: its .cache/ (the editor's bundle,
 * src/admin/bundle.ts) stays behind, so that a first build pays what it pays on a fresh CI runner.
 */
async function linkPackages(root: string, dir: string): Promise<void> {
  await mkdir(path.join(dir, 'node_modules'));
  for (const entry of await readdir(path.join(root, 'node_modules'))) {
    if (entry !== '.cache') await symlink(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry), 'dir');
  }
}

export interface BenchProject {
  dir: string;
  remove(): Promise<void>;
}

/** `count` synthetic concerts, or the shipped ones when `count` is undefined. */
export async function createBenchProject(root: string, count?: number): Promise<BenchProject> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kammer-bench-'));
  for (const entry of await readdir(root)) {
    if (LEFT_OUT.has(entry) || entry.startsWith('.dist-')) continue;
    await cp(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  await linkPackages(root, dir);
  if (count !== undefined) {
    const concerts = path.join(dir, 'content', 'concerts');
    await rm(concerts, { recursive: true, force: true });
    await mkdir(concerts, { recursive: true });
    await Promise.all([...generateConcerts(count)].map(([name, text]) => writeFile(path.join(concerts, name), text)));
    // home.md features concerts of this season by file name: they stay, beside the synthetic ones.
    await cp(path.join(root, 'content', 'concerts', FEATURED_SEASON), path.join(concerts, FEATURED_SEASON), { recursive: true });
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

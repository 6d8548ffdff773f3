// A throw-away copy of the project (content/, static/, src/ and scripts/, which compiles it), so
// that tests can edit content and code freely. node_modules is linked, not copied.
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const COPIED = ['content', 'static', 'src', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json'];

export interface TempProject {
  root: string;
  /** An absolute path inside the copy, from a project-relative one. */
  at(file: string): string;
  remove(): Promise<void>;
}

export async function createTempProject(): Promise<TempProject> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'kammer-test-'));
  await Promise.all(COPIED.map((entry) => cp(path.join(PROJECT_ROOT, entry), path.join(root, entry), { recursive: true })));
  await symlink(path.join(PROJECT_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return {
    root,
    at: (file) => path.join(root, ...file.split('/')),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** Where a copy's site lives on its host when `moveToSubFolder` has moved it. */
export const SUB_FOLDER = '/selts';

/** Sets the copy's siteUrl to a sub-folder of its host, as a GitHub Pages project site is. */
export async function moveToSubFolder(project: TempProject): Promise<void> {
  const site = project.at('content/site.md');
  await writeFile(site, (await readFile(site, 'utf8')).replace(/^siteUrl: .*$/m, `siteUrl: "https://kasutaja.github.io${SUB_FOLDER}/"`));
}

/** Not copied: what the build makes, the tests and benchmarks, git's and CI's files; packages are linked. */
const LEFT_OUT = new Set(['node_modules', 'dist', '.git', '.cache', 'test', 'bench', 'docs', '.github']);

export interface ProjectCopy {
  dir: string;
  remove(): Promise<void>;
}

/** A copy of the whole project as a maintainer has it (scripts/, build.ts, content/…), to run its npm scripts in. */
export async function copyProject(root = PROJECT_ROOT): Promise<ProjectCopy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kammer-copy-'));
  const entries = (await readdir(root)).filter((entry) => !LEFT_OUT.has(entry) && !entry.startsWith('.dist-'));
  await Promise.all(entries.map((entry) => cp(path.join(root, entry), path.join(dir, entry), { recursive: true })));
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

// The editor's script: Decap CMS bundled by esbuild with the site's own React into assets/admin/.
// Bundling two megabytes takes seconds, nearly doubling a cold build, so the bundle is committed
// (src/admin/bundle/, written by `npm run bundle:admin`): its files as they are served, and a record
// of everything they were made from with a hash of it: the project's sources by content, the
// packages by version. A build uses them when that hash still holds, so a fresh CI runner pays for
// esbuild only when the editor's sources or packages changed and nobody re-ran the script
// (test/admin-bundle.test.ts says so first). Otherwise it bundles as before, kept in
// node_modules/.cache/ by the same hash.
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readThroughCache, toContentHash } from '../lib/file-cache.ts';

const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client');
const SRC = path.resolve(SOURCE, '..', '..');
const PROJECT = path.dirname(SRC);
/**
 * The preview renders with the site's own components and checks with the build's own code: the
 * folders of src/ it imports are part of the bundle, so of its key.
 */
const SHARED_SOURCES = ['components', 'pages', 'content', 'concerts', 'lib', 'shared', 'seo', 'styles', 'images/types.ts', 'images/image-problems.ts', 'images/raster-format.ts', 'images/svg-size.ts', 'errors.ts'];
const NODE_MODULES = path.join(PROJECT, 'node_modules');
const CACHE = path.join(NODE_MODULES, '.cache', 'kammer-admin');
/** The committed bundle's folder, project-relative: its files by their names, and RECORD. */
export const COMMITTED_BUNDLE = 'src/admin/bundle';
/**
 * What the committed files were made from, their hash and their places below dist/. The files
 * themselves are kept as they are served, not inside this JSON: parsing two and a half megabytes
 * of escaped text cost every build about a tenth of a second of its main thread (bench/README.md).
 */
const RECORD = 'record.json';
export const ADMIN_ASSETS = 'assets/admin';

const OPTIONS = {
  bundle: true,
  minify: true,
  // Split, so that what Decap loads only on demand (WebP conversion, which our config never asks for) stays out of the page.
  format: 'esm',
  splitting: true,
  target: ['es2020'],
  legalComments: 'none',
  entryNames: 'cms.[hash]',
  chunkNames: 'cms-chunk.[hash]',
  define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  loader: { '.js': 'jsx', '.css': 'text' },
  jsx: 'automatic',
} as const;

export interface AdminBundle {
  /** Path below dist/ of the script the page loads. */
  entry: string;
  /** Every file of the bundle, by its path below dist/: bytes as committed, or text as esbuild made it. */
  files: Map<string, string | Uint8Array>;
}

/** What a bundle was made from: project files by content, package folders by version. */
interface Inputs {
  sources: string[];
  packages: string[];
}

interface StoredBundle extends Inputs {
  key: string;
  entry: string;
  files: [string, string][];
}

/** The committed bundle's record: its files named, not held. */
interface CommittedRecord extends Inputs {
  key: string;
  entry: string;
  files: string[];
}

export async function bundleAdmin(): Promise<AdminBundle> {
  const committed = await readCommittedRecord();
  // A file the committed bundle lists may be gone: then the whole folder and every package stand for it.
  const key = await toInputsKey(committed ?? (await listAllInputs())).catch(async () => toInputsKey(await listAllInputs()));
  if (committed?.key === key) return readCommittedFiles(committed);
  // Once the committed bundle is out of date, its list may lack a file imported since: the cache is
  // keyed by everything the editor could import, so that editing such a file bundles again.
  const cacheKey = committed ? await toInputsKey(await listAllInputs()) : key;
  const cached = await readThroughCache(CACHE, `cms-${cacheKey}.json`, async () => JSON.stringify(await runEsbuild()));
  return toAdminBundle(JSON.parse(cached.toString('utf8')) as StoredBundle);
}

/** Bundles afresh and writes src/admin/bundle/ anew: `npm run bundle:admin`. */
export async function writeCommittedBundle(): Promise<{ key: string; bytes: number }> {
  const { files, ...made } = await runEsbuild();
  const folder = path.join(PROJECT, COMMITTED_BUNDLE);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  let bytes = 0;
  for (const [file, text] of files) {
    await writeFile(path.join(folder, path.posix.basename(file)), text);
    bytes += Buffer.byteLength(text);
  }
  const record: CommittedRecord = { ...made, files: files.map(([file]) => file) };
  await writeFile(path.join(folder, RECORD), `${JSON.stringify(record, null, 1)}\n`);
  return { key: made.key, bytes };
}

/** The committed bundle's recorded hash and the hash of what it was made from as they are now. */
export async function checkCommittedBundle(): Promise<{ recorded: string; current: string } | undefined> {
  const committed = await readCommittedRecord();
  return committed && { recorded: committed.key, current: await toInputsKey(committed) };
}

function toAdminBundle({ entry, files }: StoredBundle): AdminBundle {
  return { entry, files: new Map(files) };
}

async function readCommittedRecord(): Promise<CommittedRecord | undefined> {
  const text = await readFile(path.join(PROJECT, COMMITTED_BUNDLE, RECORD), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as CommittedRecord);
}

/** The committed files as bytes, to be written as they are: never decoded, never encoded again. */
function readCommittedFiles({ entry, files }: CommittedRecord): AdminBundle {
  const folder = path.join(PROJECT, COMMITTED_BUNDLE);
  return { entry, files: new Map(files.map((file) => [file, readFileSync(path.join(folder, path.posix.basename(file)))])) };
}

async function runEsbuild(): Promise<StoredBundle> {
  const { build } = await import('esbuild');
  const outdir = path.join(PROJECT, ADMIN_ASSETS);
  const result = await build({
    ...OPTIONS,
    target: [...OPTIONS.target],
    entryPoints: [path.join(SOURCE, 'cms.ts')],
    outdir,
    absWorkingDir: PROJECT,
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const files = result.outputFiles.map((file): [string, string] => [toProjectPath(file.path), file.text]);
  const entry = files.find(([file]) => /\/cms\.[^/]+\.js$/.test(file))?.[0];
  if (!entry) throw new Error('Internal error: esbuild made no admin script');
  const inputs = toInputs(Object.keys(result.metafile.inputs));
  return { key: await toInputsKey(inputs), ...inputs, entry, files };
}

/** esbuild's inputs, project-relative: our own files, and the package folders the rest come from. */
function toInputs(files: string[]): Inputs {
  const sources = new Set<string>();
  const packages = new Set<string>();
  // Other namespaces ("(disabled):fs", a browser field's empty stand-in for a Node module) are no files.
  for (const file of files.filter((name) => !name.includes(':'))) {
    const at = file.lastIndexOf('node_modules/');
    if (at === -1) sources.add(file);
    else {
      const [first, second] = file.slice(at + 'node_modules/'.length).split('/');
      packages.add(file.slice(0, at) + `node_modules/${first?.startsWith('@') ? `${first}/${second}` : first}`);
    }
  }
  return { sources: [...sources].sort(), packages: [...packages].sort() };
}

/** esbuild reads the nearest tsconfig.json of each source, which no metafile lists. */
const TSCONFIGS = ['tsconfig.json', 'src/admin/client/tsconfig.json'];

/**
 * Read synchronously, and the packages' versions from npm's record of what it installed
 * (node_modules/.package-lock.json: one file instead of some 240 package.json): through promises,
 * reading each file cost the build's main thread 70 to 120 ms at every build (bench/README.md,
 * "Against issue 21's baseline, pair by pair"). A package npm did not record is read itself.
 */
async function toInputsKey({ sources: listed, packages }: Inputs): Promise<string> {
  const lockfile = readHiddenLockfile();
  const installed = toInstalledVersions(lockfile);
  // As npm itself trusts the record: only for a package folder no newer than it (not changed since by hand or by another tool).
  const recordedAt = statSync(path.join(NODE_MODULES, '.package-lock.json'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const versionOf = (folder: string) => {
    const recorded = installed.get(folder);
    const changedAt = statSync(path.join(PROJECT, folder), { throwIfNoEntry: false })?.mtimeMs ?? Infinity;
    return recorded !== undefined && changedAt <= recordedAt ? recorded : readVersion(folder);
  };
  const esbuild = versionOf('node_modules/esbuild');
  const sources = [...TSCONFIGS, ...listed];
  const contents = sources.map((file) => readFileSync(path.join(PROJECT, file)));
  const versions = packages.map((folder) => (folder === '.package-lock.json' ? lockfile : versionOf(folder)));
  return toContentHash(JSON.stringify(OPTIONS), esbuild, ...sources.flatMap((file, index) => [file, contents[index] as Buffer]), ...packages.flatMap((folder, index) => [folder, versions[index] as string]));
}

function readVersion(folder: string): string {
  return (JSON.parse(readFileSync(path.join(PROJECT, folder, 'package.json'), 'utf8')) as { version: string }).version;
}

function readHiddenLockfile(): string {
  try {
    return readFileSync(path.join(NODE_MODULES, '.package-lock.json'), 'utf8');
  } catch {
    return '';
  }
}

/** `node_modules/react` → its version, as npm recorded it; empty when npm left no record (another package manager). */
function toInstalledVersions(lockfile: string): Map<string, string> {
  const versions = new Map<string, string>();
  try {
    const { packages = {} } = JSON.parse(lockfile) as { packages?: Record<string, { version?: unknown }> };
    for (const [folder, entry] of Object.entries(packages)) if (typeof entry.version === 'string') versions.set(folder, entry.version);
  } catch {
    // No record, or not one npm wrote: each package.json is read instead.
  }
  return versions;
}

/** Everything the editor could be made of: src/admin/, the parts of src/ the preview shares, and the installed packages as npm recorded them. */
async function listAllInputs(): Promise<Inputs> {
  const folders = ['admin', ...SHARED_SOURCES].map((name) => path.join(SRC, name));
  const names = await Promise.all(folders.map(async (folder) => {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => undefined);
    return entries ? entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)) : [folder];
  }));
  const sources = names.flat().map(toProjectPath).filter((file) => !file.startsWith(`${COMMITTED_BUNDLE}/`));
  return { sources: sources.sort(), packages: ['.package-lock.json'] };
}

function toProjectPath(file: string): string {
  return path.relative(PROJECT, path.resolve(PROJECT, file)).split(path.sep).join('/');
}

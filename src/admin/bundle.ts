// The editor's script: Decap CMS bundled by esbuild with the site's own React into assets/admin/.
// Its four hundred packages are devDependencies, so that a deploy (`npm ci --omit=dev`) installs
// only what the site is built with; the bundle is therefore committed (src/admin/bundle/, written by
// `npm run bundle:admin`): its files as they are served, and a record of what they were made from
// with a hash of it: the project's sources by content, the packages by their versions in
// package-lock.json, which a deploy has without installing them. A build uses the committed files
// while that hash holds (test/admin-bundle.test.ts fails before a stale one reaches main). When it
// does not, a contributor's build (the editor's packages installed) bundles afresh, kept in
// .cache/admin/, so that their change shows; a deploy publishes the committed bundle and says, in
// one notice, that it is out of date.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SiteError } from '../errors.ts';
import { readThroughCache, toContentHash } from '../lib/file-cache.ts';

const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client');
const SRC = path.resolve(SOURCE, '..', '..');
const PROJECT = path.dirname(SRC);
/**
 * The preview renders with the site's own components and checks with the build's own code: the
 * folders of src/ it imports are part of the bundle, so of its key.
 */
const SHARED_SOURCES = ['components', 'pages', 'content', 'concerts', 'lib', 'shared', 'seo', 'styles', 'images/types.ts', 'images/image-problems.ts', 'images/raster-format.ts', 'images/svg-size.ts', 'errors.ts'];
const CACHE = path.join(PROJECT, '.cache', 'admin');
const LOCKFILE = 'package-lock.json';
/** The editor's own package: without it (a deploy's install), no bundle can be made here. */
const EDITOR_PACKAGE = 'node_modules/decap-cms-core';
/** What a build says when it publishes a committed bundle that no longer matches its sources. */
export const STALE_NOTICE = `The editor's bundle (src/admin/bundle/) is out of date, so /admin/ is published as it was last bundled: run \`npm ci && npm run bundle:admin\` and commit src/admin/bundle/.`;
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
  // Decap's searches, by whole words instead of letters in order (the module says why).
  alias: { fuzzy: './src/admin/client/word-search.ts' },
  jsx: 'automatic',
} as const;

export interface AdminBundle {
  /** Path below dist/ of the script the page loads. */
  entry: string;
  /** Every file of the bundle, by its path below dist/: bytes as committed, or text as esbuild made it. */
  files: Map<string, string | Uint8Array>;
  /** STALE_NOTICE, when the committed bundle is out of date and could not be made again here. */
  notice?: string;
}

/** What a bundle was made from: project files by content, package folders (or the whole lock file) by version. */
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
  if (committed && committed.key === toInputsKey(committed)) return readCommittedFiles(committed);
  if (!existsSync(path.join(PROJECT, EDITOR_PACKAGE))) {
    if (!committed) throw new SiteError(`${COMMITTED_BUNDLE} is missing and the editor's packages are not installed: run \`npm ci && npm run bundle:admin\` and commit it`);
    return { ...readCommittedFiles(committed), notice: STALE_NOTICE };
  }
  // The committed bundle's list may lack a file imported since: the cache is keyed by everything the
  // editor could import, so that editing such a file bundles again.
  const cached = await readThroughCache(CACHE, `cms-${toInputsKey(await listAllInputs())}.json`, async () => JSON.stringify(await runEsbuild()));
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
  return committed && { recorded: committed.key, current: toInputsKey(committed) };
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
  return { key: toInputsKey(inputs), ...inputs, entry, files };
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
 * The packages' versions come from package-lock.json, not from node_modules/: a deploy, which
 * installs none of the editor's packages, computes the same key as a contributor who has them all
 * (npm ci installs exactly what the lock file says). A source that is gone hashes as nothing.
 */
function toInputsKey({ sources: listed, packages }: Inputs): string {
  // Without a lock file (another package manager) no version is known: the key cannot match, so the bundle counts as out of date.
  const lockfile = existsSync(path.join(PROJECT, LOCKFILE)) ? readFileSync(path.join(PROJECT, LOCKFILE), 'utf8') : '{}';
  const { packages: locked = {} } = JSON.parse(lockfile) as { packages?: Record<string, { version?: string }> };
  const versionOf = (folder: string) => (folder === LOCKFILE ? lockfile : (locked[folder]?.version ?? ''));
  const sources = [...TSCONFIGS, ...listed];
  const contents = sources.map((file) => (existsSync(path.join(PROJECT, file)) ? readFileSync(path.join(PROJECT, file)) : ''));
  return toContentHash(JSON.stringify(OPTIONS), versionOf('node_modules/esbuild'), ...sources.flatMap((file, index) => [file, contents[index] as Buffer]), ...packages.flatMap((folder) => [folder, versionOf(folder)]));
}

/** Everything the editor could be made of: src/admin/, the parts of src/ the preview shares, and every package in the lock file. */
async function listAllInputs(): Promise<Inputs> {
  const folders = ['admin', ...SHARED_SOURCES].map((name) => path.join(SRC, name));
  const names = await Promise.all(folders.map(async (folder) => {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => undefined);
    return entries ? entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)) : [folder];
  }));
  const sources = names.flat().map(toProjectPath).filter((file) => !file.startsWith(`${COMMITTED_BUNDLE}/`));
  return { sources: sources.sort(), packages: [LOCKFILE] };
}

function toProjectPath(file: string): string {
  return path.relative(PROJECT, path.resolve(PROJECT, file)).split(path.sep).join('/');
}

// The editor's script: Decap CMS bundled by esbuild with the site's own React. A deploy (`npm ci --omit=dev`)
// lacks its four hundred packages, so the bundle is committed in src/admin/bundle/ with a hash of its inputs
// (sources by content, packages by their versions in package-lock.json). While the hash holds, builds use it;
// when not, a contributor's build bundles afresh into .cache/admin/, a deploy publishes it with STALE_NOTICE.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import { listSources } from '../bundle.ts';
import { SiteError } from '../errors.ts';
import { readThroughCache, toContentHash } from '../lib/file-cache.ts';

const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client');
const SRC = path.resolve(SOURCE, '..', '..');
const PROJECT = path.dirname(SRC);
/** The parts of src/ the preview imports (the site's components, the build's checks): part of the key. */
const SHARED_SOURCES = ['components', 'pages', 'content', 'concerts', 'lib', 'shared', 'seo', 'styles', 'images/types.ts', 'images/image-problems.ts', 'images/raster-format.ts', 'errors.ts'];
const CACHE = path.join(PROJECT, '.cache', 'admin');
const LOCKFILE = 'package-lock.json';
/** Missing after a deploy's install: no bundle can be made here. */
const EDITOR_PACKAGE = 'node_modules/decap-cms-core';
/** What a build says when it publishes a committed bundle that no longer matches its sources. */
export const STALE_NOTICE = `The editor's bundle (src/admin/bundle/) is out of date, so /admin/ is published as it was last bundled: run \`npm ci && npm run bundle:admin\` and commit src/admin/bundle/.`;
export const COMMITTED_BUNDLE = 'src/admin/bundle';
/** The files' inputs, hash and places below dist/; the files sit beside it as served (parsing them as JSON cost 0.1 s a build). */
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
} satisfies BuildOptions;

export interface AdminBundle {
  /** Paths below dist/. */
  entry: string;
  files: Map<string, string | Uint8Array>;
  notice?: typeof STALE_NOTICE;
}

/** Package folders hash by version; `package-lock.json` as a package stands for all of them. */
type Inputs = { sources: string[]; packages: string[] };

/** What esbuild made: in .cache/admin/ with the files' text, in RECORD with their names. */
type StoredBundle = Awaited<ReturnType<typeof runEsbuild>>;
type CommittedRecord = Omit<StoredBundle, 'files'> & { files: string[] };

export async function bundleAdmin(): Promise<AdminBundle> {
  const committed = await readCommittedRecord();
  if (committed && committed.key === toInputsKey(committed)) return readCommittedFiles(committed);
  if (!existsSync(path.join(PROJECT, EDITOR_PACKAGE))) {
    if (!committed) throw new SiteError(`${COMMITTED_BUNDLE} is missing and the editor's packages are not installed: run \`npm ci && npm run bundle:admin\` and commit it`);
    return { ...readCommittedFiles(committed), notice: STALE_NOTICE };
  }
  // Keyed by everything the editor could import: the record's list may lack a file imported since.
  const cached = await readThroughCache(CACHE, `cms-${toInputsKey(await listAllInputs())}.json`, async () => JSON.stringify(await runEsbuild()));
  const { entry, files } = JSON.parse(cached.toString('utf8')) as StoredBundle;
  return { entry, files: new Map(files) };
}

/** `npm run bundle:admin`. */
export async function writeCommittedBundle(): Promise<{ key: string; bytes: number }> {
  const { files, ...made } = await runEsbuild();
  const folder = path.join(PROJECT, COMMITTED_BUNDLE);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  for (const [file, text] of files) await writeFile(path.join(folder, path.posix.basename(file)), text);
  const record: CommittedRecord = { ...made, files: files.map(([file]) => file) };
  await writeFile(path.join(folder, RECORD), `${JSON.stringify(record, null, 1)}\n`);
  return { key: made.key, bytes: files.reduce((sum, [, text]) => sum + Buffer.byteLength(text), 0) };
}

/** For test/admin-bundle.test.ts, which fails before a stale bundle reaches main. */
export async function checkCommittedBundle(): Promise<{ recorded: string; current: string } | undefined> {
  const committed = await readCommittedRecord();
  return committed && { recorded: committed.key, current: toInputsKey(committed) };
}

async function readCommittedRecord(): Promise<CommittedRecord | undefined> {
  const read = readFile(path.join(PROJECT, COMMITTED_BUNDLE, RECORD), 'utf8');
  return read.then((text) => JSON.parse(text) as CommittedRecord, () => undefined);
}

/** As bytes: never decoded, never encoded again. */
function readCommittedFiles({ entry, files }: CommittedRecord): AdminBundle {
  const folder = path.join(PROJECT, COMMITTED_BUNDLE);
  return { entry, files: new Map(files.map((file) => [file, readFileSync(path.join(folder, path.posix.basename(file)))])) };
}

async function runEsbuild() {
  const { build } = await import('esbuild');
  const result = await build({
    ...OPTIONS,
    entryPoints: [path.join(SOURCE, 'cms.ts')],
    outdir: path.join(PROJECT, ADMIN_ASSETS),
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

/** Versions from package-lock.json, not node_modules/, so that a deploy without the editor's packages computes the same key. */
function toInputsKey({ sources: listed, packages }: Inputs): string {
  // Without a lock file (another package manager) no version is known: the key cannot match, so the bundle counts as out of date.
  const lockfile = existsSync(path.join(PROJECT, LOCKFILE)) ? readFileSync(path.join(PROJECT, LOCKFILE), 'utf8') : '{}';
  const { packages: locked = {} } = JSON.parse(lockfile) as { packages?: Record<string, { version?: string }> };
  const versionOf = (folder: string) => (folder === LOCKFILE ? lockfile : (locked[folder]?.version ?? ''));
  const read = (file: string) => (existsSync(path.join(PROJECT, file)) ? readFileSync(path.join(PROJECT, file)) : '');
  const sources = [...TSCONFIGS, ...listed].flatMap((file) => [file, read(file)]);
  const versions = packages.flatMap((folder) => [folder, versionOf(folder)]);
  return toContentHash(JSON.stringify(OPTIONS), versionOf('node_modules/esbuild'), ...sources, ...versions);
}

async function listAllInputs(): Promise<Inputs> {
  const folders = ['admin', ...SHARED_SOURCES].map((name) => path.join(SRC, name));
  // A single file (errors.ts) is not a folder to list: it stands for itself.
  const names = await Promise.all(folders.map((folder) => listSources(folder).catch(() => [folder])));
  const sources = names.flat().map(toProjectPath).filter((file) => !file.startsWith(`${COMMITTED_BUNDLE}/`));
  return { sources: sources.sort(), packages: [LOCKFILE] };
}

function toProjectPath(file: string): string {
  return path.relative(PROJECT, path.resolve(PROJECT, file)).split(path.sep).join('/');
}

// The client script, the search script and the stylesheet, made by esbuild, minified and named by
// content hash (the build's own threads are compiled with its code instead: src/threads.ts).
// Each is made from its sources, esbuild's options and esbuild's version, hashed into its key. What
// esbuild made of the sources as committed is committed too (src/bundled/, written by `npm run
// bundle:client`), so that no build, not even a fresh CI runner's first, loads esbuild or starts
// its service (about a tenth of a second of a small build: bench/README.md). After a change to
// src/client/, src/shared/ or src/styles/ the key no longer matches a committed file, and the
// build makes the asset itself, kept in .cache/assets/ by its key (test/client-bundle.test.ts says
// to run the script before the change is committed).
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readThroughCache, toContentHash } from './lib/file-cache.ts';

// The sources belong to the code, not to the content folder a build is given.
const SOURCE = path.dirname(fileURLToPath(import.meta.url));
const PROJECT = path.dirname(SOURCE);
const CACHE = path.join(PROJECT, '.cache', 'assets');
/** The committed assets, project-relative: each as `<name>-<key>.<js|css>`. */
export const COMMITTED_ASSETS = 'src/bundled';

const CLIENT_OPTIONS = {
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020'],
  legalComments: 'none',
} as const;
const STYLE_OPTIONS = { loader: 'css', minify: true, target: ['chrome100', 'safari15', 'firefox100'] } as const;

export interface Bundle {
  /** Path below `dist/`, e.g. `assets/main.3f9a1c2e.js`. */
  output: string;
  contents: string;
}

export function bundleClient(): Promise<Bundle> {
  return bundleEntry('main');
}

/** The search script, loaded only when a visitor starts to search (src/client/search-loader.ts). */
export function bundleSearch(): Promise<Bundle> {
  return bundleEntry('search');
}

export async function bundleStyles(): Promise<Bundle> {
  const { file, make } = await planStyles();
  const text = (await readMade(file, make)).toString('utf8');
  return { output: `assets/site.${toContentHash(text)}.css`, contents: text };
}

async function bundleEntry(name: EntryName): Promise<Bundle> {
  const { file, make } = await planEntry(name);
  const text = (await readMade(file, make)).toString('utf8');
  return { output: `assets/${name}.${toContentHash(text)}.js`, contents: text };
}

type EntryName = 'main' | 'search';

/** An asset's file name, by its key, and how esbuild makes it. */
interface AssetPlan {
  file: string;
  make: () => Promise<string>;
}

async function planEntry(name: EntryName): Promise<AssetPlan> {
  const clientDir = path.join(SOURCE, 'client');
  // src/shared/ holds the date rules the client shares with the build: part of the bundle, so of its key.
  const sources = [...(await listSources(clientDir)), ...(await listSources(path.join(SOURCE, 'shared')))];
  return { file: `${name}-${await hashFiles(sources, JSON.stringify(CLIENT_OPTIONS), readEsbuildVersion())}.js`, make: () => bundleScript(path.join(clientDir, `${name}.ts`)) };
}

async function planStyles(): Promise<AssetPlan> {
  const stylesheet = path.join(SOURCE, 'styles', 'site.css');
  const make = async () => {
    const { transform } = await import('esbuild');
    const result = await transform(await readFile(stylesheet, 'utf8'), { ...STYLE_OPTIONS, target: [...STYLE_OPTIONS.target] });
    return result.code;
  };
  return { file: `site-${await hashFiles([stylesheet], JSON.stringify(STYLE_OPTIONS), readEsbuildVersion())}.css`, make };
}

/** The committed asset of that key, or else the one kept in .cache/assets/, or else esbuild's. */
async function readMade(file: string, make: () => Promise<string>): Promise<Buffer> {
  const committed = await readFile(path.join(PROJECT, COMMITTED_ASSETS, file)).catch(() => undefined);
  return committed ?? readThroughCache(CACHE, file, make);
}

function readEsbuildVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(PROJECT, 'node_modules', 'esbuild', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '';
  }
}

/** The committed assets as they should be now: their files, and what each holds. */
async function planAll(): Promise<AssetPlan[]> {
  return Promise.all([planEntry('main'), planEntry('search'), planStyles()]);
}

/** Makes every asset afresh with esbuild into src/bundled/, removing what was there: `npm run bundle:client`. */
export async function writeCommittedAssets(): Promise<string[]> {
  const plans = await planAll();
  const made = await Promise.all(plans.map(async ({ file, make }) => [file, await make()] as const));
  const folder = path.join(PROJECT, COMMITTED_ASSETS);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  for (const [file, text] of made) await writeFile(path.join(folder, file), text);
  return made.map(([file]) => file);
}

/** Which of the assets the sources make now are not committed (they were changed since the script last ran). */
export async function listStaleAssets(): Promise<string[]> {
  const committed = new Set(await readdir(path.join(PROJECT, COMMITTED_ASSETS)).catch(() => []));
  return (await planAll()).map(({ file }) => file).filter((file) => !committed.has(file));
}

/** The dev server's reload script and error overlay: served by the dev server only, never part of a build. */
export function bundleDevScript(): Promise<string> {
  return bundleScript(path.join(SOURCE, 'dev', 'client', 'reload.ts'));
}

async function bundleScript(entry: string): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    ...CLIENT_OPTIONS,
    target: [...CLIENT_OPTIONS.target],
    entryPoints: [entry],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

export async function listSources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A key for what is made from `files`: `parts` (the options, the maker's version), then each file's
 * project-relative name and contents. The same key, the same bytes: an asset (esbuild's options and
 * version) or a share card (its colours and zlib's version; the fonts are in its letters).
 */
export async function hashFiles(files: string[], ...parts: string[]): Promise<string> {
  const contents = await Promise.all(files.map((file) => readFile(file)));
  const named = files.flatMap((file, index) => [path.relative(PROJECT, file).split(path.sep).join('/'), contents[index] as Buffer]);
  return toContentHash(...parts, ...named);
}

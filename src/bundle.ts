// The only esbuild import: the client script and the stylesheet, minified and named by content hash,
// and the build's threads (the share cards', the concert check's second).
// The bundles are kept by a hash of their sources (.cache/assets/, the thread's in .cache/workers/),
// so that a build whose code did not change neither loads esbuild nor starts its service (a third of
// a small build).
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readThroughCache, toContentHash, writeCacheFile } from './lib/file-cache.ts';

// The sources belong to the code, not to the content folder a build is given.
const SOURCE = path.dirname(fileURLToPath(import.meta.url));
const PROJECT = path.dirname(SOURCE);
const CACHE = path.join(PROJECT, '.cache', 'assets');

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

async function bundleEntry(name: 'main' | 'search'): Promise<Bundle> {
  const clientDir = path.join(SOURCE, 'client');
  // src/shared/ holds the date rules the client shares with the build: part of the bundle, so of its key.
  const sources = [...(await listSources(clientDir)), ...(await listSources(path.join(SOURCE, 'shared')))];
  const key = await hashFiles(sources, CLIENT_OPTIONS);
  const contents = await readThroughCache(CACHE, `${name}-${key}.js`, () => bundleScript(path.join(clientDir, `${name}.ts`)));
  const text = contents.toString('utf8');
  return { output: `assets/${name}.${toContentHash(text)}.js`, contents: text };
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

export async function bundleStyles(): Promise<Bundle> {
  const stylesheet = path.join(SOURCE, 'styles', 'site.css');
  const key = await hashFiles([stylesheet], STYLE_OPTIONS);
  const contents = await readThroughCache(CACHE, `site-${key}.css`, async () => {
    const { transform } = await import('esbuild');
    const source = await readFile(stylesheet, 'utf8');
    const result = await transform(source, { ...STYLE_OPTIONS, target: [...STYLE_OPTIONS.target] });
    return result.code;
  });
  const text = contents.toString('utf8');
  return { output: `assets/site.${toContentHash(text)}.css`, contents: text };
}

const WORKER_OPTIONS = { bundle: true, platform: 'node', format: 'esm', packages: 'external', minifySyntax: true, legalComments: 'none' } as const;

/**
 * The share cards' drawing thread (src/cards/draw-worker.ts) as one ES module, for `new Worker`:
 * a worker starts from JavaScript only, and this one is the same file in the build, the dev
 * server and the tests. Only src/cards/ is bundled; its packages (fontkit, sharp) load from node_modules. Kept in
 * .cache/workers/ by a hash of its sources; returns the file's path.
 */
export async function bundleCardWorker(): Promise<string> {
  const cardsDir = path.join(SOURCE, 'cards');
  return bundleWorker('cards', path.join(cardsDir, 'draw-worker.ts'), await listSources(cardsDir));
}

/**
 * The concert check's second thread (src/content/check-worker.ts), as the cards' above: src/content/
 * and the modules of src/ that it imports (src/lib/, src/errors.ts), which its key is made of.
 */
export async function bundleCheckWorker(): Promise<string> {
  const sources = [...(await listSources(path.join(SOURCE, 'content'))), ...(await listSources(path.join(SOURCE, 'lib'))), path.join(SOURCE, 'errors.ts')];
  return bundleWorker('check', path.join(SOURCE, 'content', 'check-worker.ts'), sources);
}

async function bundleWorker(name: string, entry: string, sources: string[]): Promise<string> {
  const key = await hashFiles(sources, WORKER_OPTIONS);
  const file = path.join(PROJECT, '.cache', 'workers', `${name}-${key}.mjs`);
  if ((await stat(file).catch(() => undefined))?.isFile()) return file;
  const { build } = await import('esbuild');
  const result = await build({ ...WORKER_OPTIONS, entryPoints: [entry], write: false, logLevel: 'silent' });
  await writeCacheFile(file, result.outputFiles[0]?.contents ?? '');
  return file;
}

export async function listSources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The sources, the options and the locked package versions (esbuild's among them) make the key. */
export async function hashFiles(files: string[], options: object): Promise<string> {
  const lock = await readFile(path.join(PROJECT, 'package-lock.json')).catch(() => Buffer.from(''));
  const contents = await Promise.all(files.map((file) => readFile(file)));
  const named = files.flatMap((file, index) => [path.relative(PROJECT, file), contents[index] as Buffer]);
  return toContentHash(JSON.stringify(options), lock, ...named);
}

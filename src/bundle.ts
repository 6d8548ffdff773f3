// The client script, the search script and the stylesheet, made by esbuild and named by content hash.
// Kept in .cache/assets/, keyed by sources, options and esbuild's version: a deploy that restores
// .cache/ never starts esbuild (13 % of a 100-concert build, bench/README.md).
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readThroughCache, toContentHash } from './lib/file-cache.ts';

// The sources belong to the code, not to the content folder a build is given.
const SOURCE = path.dirname(fileURLToPath(import.meta.url));
const PROJECT = path.dirname(SOURCE);
const CACHE = path.join(PROJECT, '.cache', 'assets');

const CLIENT_OPTIONS = { bundle: true, minify: true, format: 'iife', target: ['es2020'], legalComments: 'none' } as const;
const STYLE_OPTIONS = { loader: 'css', minify: true, target: ['chrome100', 'safari15', 'firefox100'] } as const;
// Read from its package.json: importing esbuild itself takes some 0.4 s.
const ESBUILD_VERSION = (createRequire(import.meta.url)('esbuild/package.json') as { version: string }).version;

/** `main`, the client script, or `search`, loaded only when a visitor starts to search (src/client/search-loader.ts). */
export async function bundleClient(name: 'main' | 'search'): Promise<{ output: string; contents: string }> {
  const clientDir = path.join(SOURCE, 'client');
  // src/shared/ holds the date rules the client shares with the build: part of the bundle, so of its key.
  const sources = [...(await listSources(clientDir)), ...(await listSources(path.join(SOURCE, 'shared')))];
  const key = await hashFiles(sources, JSON.stringify(CLIENT_OPTIONS), ESBUILD_VERSION);
  const text = (await readThroughCache(CACHE, `${name}-${key}.js`, () => bundleScript(path.join(clientDir, `${name}.ts`)))).toString('utf8');
  return { output: `assets/${name}.${toContentHash(text)}.js`, contents: text };
}

export async function bundleStyles(): Promise<{ output: string; contents: string }> {
  const stylesheet = path.join(SOURCE, 'styles', 'site.css');
  const key = await hashFiles([stylesheet], JSON.stringify(STYLE_OPTIONS), ESBUILD_VERSION);
  const made = await readThroughCache(CACHE, `site-${key}.css`, async () => {
    const { transform } = await import('esbuild');
    return (await transform(await readFile(stylesheet, 'utf8'), { ...STYLE_OPTIONS, target: [...STYLE_OPTIONS.target] })).code;
  });
  const text = made.toString('utf8');
  return { output: `assets/site.${toContentHash(text)}.css`, contents: text };
}

/** The dev server's reload script and error overlay: served by the dev server only, never part of a build. */
export function bundleDevScript(): Promise<string> {
  return bundleScript(path.join(SOURCE, 'dev', 'client', 'reload.ts'));
}

async function bundleScript(entry: string): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({ ...CLIENT_OPTIONS, target: [...CLIENT_OPTIONS.target], entryPoints: [entry], write: false, logLevel: 'silent' });
  return result.outputFiles[0]?.text ?? '';
}

export async function listSources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort();
}

/** A key for what is made from `files` and `parts` (the options, the maker's version): the same key, the same bytes. */
export async function hashFiles(files: string[], ...parts: string[]): Promise<string> {
  const contents = await Promise.all(files.map((file) => readFile(file)));
  const named = files.flatMap((file, index) => [path.relative(PROJECT, file).split(path.sep).join('/'), contents[index] as Buffer]);
  return toContentHash(...parts, ...named);
}

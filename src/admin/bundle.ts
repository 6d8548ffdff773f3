// The editor's script: Decap CMS bundled by esbuild with the site's own React into assets/admin/.
// Bundling two megabytes takes seconds, so the result is kept by a hash of its sources and of the
// installed packages, in node_modules/.cache/ rather than .cache/: it belongs to the installed
// packages, and every copy of the project that shares them (the tests' copies link node_modules)
// shares it too.
import { readdir, readFile } from 'node:fs/promises';
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
const SHARED_SOURCES = ['components', 'pages', 'content', 'concerts', 'lib', 'shared', 'seo', 'styles', 'images/types.ts', 'errors.ts'];
const NODE_MODULES = path.join(PROJECT, 'node_modules');
const CACHE = path.join(NODE_MODULES, '.cache', 'kammer-admin');
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
  /** Every file of the bundle, by its path below dist/. */
  files: Map<string, string>;
}

export async function bundleAdmin(): Promise<AdminBundle> {
  const key = await hashSources();
  const cached = await readThroughCache(CACHE, `cms-${key}.json`, async () => JSON.stringify(await runEsbuild()));
  const { entry, files } = JSON.parse(cached.toString('utf8')) as { entry: string; files: [string, string][] };
  return { entry, files: new Map(files) };
}

async function runEsbuild(): Promise<{ entry: string; files: [string, string][] }> {
  const { build } = await import('esbuild');
  const outdir = path.join(PROJECT, ADMIN_ASSETS);
  const result = await build({
    ...OPTIONS,
    target: [...OPTIONS.target],
    entryPoints: [path.join(SOURCE, 'cms.ts')],
    outdir,
    write: false,
    logLevel: 'silent',
  });
  const files = result.outputFiles.map((file): [string, string] => [path.relative(PROJECT, file.path).split(path.sep).join('/'), file.text]);
  const entry = files.find(([file]) => /\/cms\.[^/]+\.js$/.test(file))?.[0];
  if (!entry) throw new Error('Internal error: esbuild made no admin script');
  return { entry, files };
}

async function hashSources(): Promise<string> {
  const names = (await Promise.all([path.relative(SRC, SOURCE), ...SHARED_SOURCES].map(listFiles))).flat().sort();
  const sources = await Promise.all(names.map((name) => readFile(path.join(SRC, name))));
  // npm's record of what it installed, so the key changes with any package, Decap's, React's or esbuild's.
  const lock = await readFile(path.join(NODE_MODULES, '.package-lock.json')).catch(() => Buffer.from(''));
  return toContentHash(JSON.stringify(OPTIONS), lock, ...names.flatMap((name, index) => [name, sources[index] as Buffer]));
}

/** A file or every file below a folder, relative to src/. */
async function listFiles(name: string): Promise<string[]> {
  const entries = await readdir(path.join(SRC, name), { recursive: true, withFileTypes: true }).catch(() => undefined);
  if (!entries) return [name];
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(SRC, path.join(entry.parentPath, entry.name)));
}

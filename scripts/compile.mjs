// @ts-check
// The one way the project's TypeScript is run: esbuild bundles an entry (build.ts, dev-server.ts,
// the dev server's build worker, the test files) with src/ and the packages into JavaScript in
// .cache/compiled/, named by a hash of everything that goes into it; later runs only import that.
// tsx compiled every module at every start, which cost more than the build itself (bench/README.md).
// scripts/run-compiled.mjs is the command line; src/dev/builder.ts (the dev server's build worker)
// and scripts/test.mjs call it themselves.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const PROJECT_ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Packages that find their own files or binaries at run time stay outside the bundle; so does uvu,
// whose import the test runner redirects to scripts/test/uvu-reported.mjs (scripts/test/resolve-uvu.mjs).
const EXTERNAL = ['esbuild', 'sharp', 'chokidar', 'fsevents', 'lightningcss', 'playwright-core', 'uvu'];
// The compiled file's own URL, spelled so that keepModuleUrls leaves it alone when this file is
// itself compiled (test/run-compiled.test.ts imports it).
const BUNDLE_URL = ['import', 'meta', 'url'].join('.');
// Folders whose every file goes into the hash: the code an entry can import, besides its own folder.
const SOURCE_FOLDERS = ['src', 'scripts'];

/**
 * @typedef {object} CompileOptions
 * @property {string} [root] The project folder (a test's copy of the project, say); the cache is its .cache/compiled/.
 * @property {boolean} [production] React's production build (the default). Turned off, React's development
 *   build checks every element and warns (test/run-compiled.test.ts builds the site so, once).
 * @property {boolean} [sourceMaps] Inline source maps, so that stack traces name the TypeScript files and
 *   lines; by default only with React's development build. The tests ask for them with the production one.
 * @property {string} [name] What the compiled files are called; by default the entry's path.
 */

/**
 * Compiles one entry, unless it is compiled already, and returns the compiled file's path.
 * @param {string} entry A .ts file, absolute or relative to the root.
 * @param {CompileOptions} [options]
 */
export async function compileEntry(entry, options = {}) {
  const [compiled] = await compileEntries([entry], options);
  return /** @type {string} */ (compiled);
}

/**
 * Compiles the entries together, unless they are compiled already, and returns each one's compiled
 * file, in order. One entry becomes one file, read whole when the process starts, so that a later
 * compilation removing it cannot pull code from under a running build; what it imports only by
 * `import()` is still evaluated only when imported (the cards' drawing code, only when a card is
 * not in .cache/cards/). Several entries share their common modules in
 * chunks (esbuild's splitting), so that a process importing several of them loads src/ and the
 * packages once, as the test workers do.
 * @param {string[]} entries .ts files, absolute or relative to the root.
 * @param {CompileOptions} [options]
 * @returns {Promise<string[]>}
 */
export async function compileEntries(entries, { root = PROJECT_ROOT, production = true, sourceMaps = !production, name } = {}) {
  const cache = path.join(root, '.cache', 'compiled');
  const files = entries.map((entry) => path.resolve(root, entry));
  const label = name ?? toLabel(root, /** @type {string} */ (files[0]));
  const hash = hashSources(root, files, production, sourceMaps);
  const single = files.length === 1;
  const target = path.join(cache, single ? `${label}-${hash}.mjs` : `${label}-${hash}`);
  const outputs = single ? [target] : files.map((file) => path.join(target, `${toLabel(root, file)}.mjs`));
  if (outputs.every(isFile)) return outputs;

  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: single ? files : files.map((file) => ({ in: file, out: toLabel(root, file) })),
    bundle: true,
    splitting: !single,
    outdir: single ? undefined : target,
    outfile: single ? target : undefined,
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    minifySyntax: true,
    minifyWhitespace: !sourceMaps,
    // The tests' failures name their own files and lines (scripts/test/worker.mjs turns source maps on).
    sourcemap: sourceMaps ? 'inline' : false,
    sourcesContent: false,
    // React's production build: the development one checks every element and costs twice the time.
    define: { 'process.env.NODE_ENV': production ? '"production"' : '"development"' },
    external: EXTERNAL,
    // gray-matter's own js-yaml 3 (with esprima) is never used, since frontmatter.ts hands it the
    // parser; pointing it at the project's js-yaml 4 saves loading a second YAML library.
    alias: { 'js-yaml': path.join(root, 'node_modules', 'js-yaml') },
    // Bundled CommonJS packages still call require() for Node's own modules.
    banner: { js: `import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(${BUNDLE_URL});` },
    plugins: [keepModuleUrls()],
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
  }).catch((/** @type {{ errors?: import('esbuild').Message[] }} */ error) => {
    throw new CompileError(toCompileMessage(root, error.errors ?? []) || String(error));
  });
  mkdirSync(cache, { recursive: true });
  // Earlier compilations of the same entry are of no more use; this one, should another process have
  // put it in place meanwhile, is.
  for (const old of readdirSync(cache)) {
    if (old !== path.basename(target) && /^(.+)-[0-9a-f]{16}(\.mjs)?$/.exec(old)?.[1] === label) rmSync(path.join(cache, old), { recursive: true, force: true });
  }
  // Written beside, then renamed, so that a process starting at the same moment never imports half a file.
  const partial = `${target}.${process.pid}.tmp`;
  if (single) {
    writeFileSync(partial, result.outputFiles[0]?.contents ?? '');
  } else {
    for (const file of result.outputFiles) {
      const written = path.join(partial, path.relative(target, file.path));
      mkdirSync(path.dirname(written), { recursive: true });
      writeFileSync(written, file.contents);
    }
  }
  try {
    renameSync(partial, target);
  } catch (error) {
    // A folder cannot replace another: a process compiling the same files at the same moment
    // (two test runs) was first, and its compilation is this one's.
    if (!outputs.every(isFile)) throw error;
    rmSync(partial, { recursive: true, force: true });
  }
  return outputs;
}

/** A compilation that esbuild refused; its message says where and why, one line per error. */
export class CompileError extends Error {}

/**
 * `src/pages/NotFoundPage.tsx:12:8: Expected ">" but found "<"`, for each error.
 * @param {string} root
 * @param {import('esbuild').Message[]} errors
 */
function toCompileMessage(root, errors) {
  return errors
    .map(({ text, location }) => (location ? `${path.relative(root, path.resolve(root, location.file))}:${location.line}:${location.column + 1}: ${text}` : text))
    .join('\n');
}

/**
 * `src/dev/build-worker.ts` → `src~dev~build-worker`: a name that two entries never share.
 * @param {string} root
 * @param {string} file
 */
function toLabel(root, file) {
  const relative = path.relative(root, file);
  return relative.slice(0, -path.extname(relative).length).split(path.sep).join('~');
}

/**
 * Everything the compiled files depend on: the entries, the folders they can import from (src/,
 * scripts/, and each entry's own top folder, such as test/), the locked package versions, this
 * file, Node, the React build chosen, and tsconfig.json and package.json, which esbuild reads (JSX,
 * module type).
 * @param {string} root
 * @param {string[]} entries
 * @param {boolean} production
 * @param {boolean} sourceMaps
 */
function hashSources(root, entries, production, sourceMaps) {
  const maps = sourceMaps === !production ? '' : sourceMaps ? ' with source maps' : ' without source maps';
  const hash = createHash('sha256').update(`${process.version} ${production ? 'production' : 'development'}${maps}\0`);
  const folders = new Set(SOURCE_FOLDERS);
  for (const entry of entries) {
    const [top, ...rest] = path.relative(root, entry).split(path.sep);
    if (top && rest.length > 0) folders.add(top);
  }
  const files = [
    ...entries,
    fileURLToPath(import.meta.url),
    ...['package-lock.json', 'package.json', 'tsconfig.json'].map((file) => path.join(root, file)),
    ...[...folders].sort().flatMap((folder) => listFiles(path.join(root, folder))),
  ];
  for (const file of files) {
    hash.update(file).update('\0');
    try {
      hash.update(readFileSync(file));
    } catch {
      hash.update('missing');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * What esbuild can follow in a folder: code, the stylesheets the editor's preview imports, and
 * tsconfig.json. Not the screenshots the browser tests leave in test/, nor the editor's committed
 * bundle (read as data), which would only make every change to them a new compilation.
 */
const SOURCE_FILE = /\.([cm]?[jt]sx?|css)$|^tsconfig\.json$/;
/** The editor's committed bundle (src/admin/bundle.ts): scripts and a stylesheet, served as they are, never imported. */
const DATA_FOLDERS = [['src', 'admin', 'bundle']].map((parts) => path.sep + parts.join(path.sep));

/** @param {string} dir */
function listFiles(dir) {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name) && !DATA_FOLDERS.some((folder) => entry.parentPath.endsWith(folder)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** @param {string} file */
function isFile(file) {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** The project's own modules keep their own import.meta.url, so paths relative to them still work. */
function keepModuleUrls() {
  return {
    name: 'keep-module-urls',
    /** @param {import('esbuild').PluginBuild} pluginBuild */
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.([cm]?tsx?|mjs)$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const url = pathToFileURL(args.path).href;
        const contents = source
          .replace(/\bimport\.meta\.url\b/g, JSON.stringify(url))
          .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(args.path))
          .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(path.dirname(args.path)));
        return { contents, loader: args.path.endsWith('.mjs') ? 'js' : args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

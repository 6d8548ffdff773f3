// @ts-check
// `node scripts/run-compiled.mjs build.ts`: runs a TypeScript entry as JavaScript that esbuild
// compiled once. tsx compiles every module at every start, which costs more than the build itself
// (the shipped site: 1.6 to 1.9 s of CPU under tsx, 0.35 to 0.5 s compiled; see bench/README.md).
// Here the entry, src/ and the packages are bundled into one file in .cache/compiled/, named by a
// hash of everything that goes into it, and later runs only import that file.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const CACHE = path.join(ROOT, '.cache', 'compiled');
// Packages that find their own files or binaries at run time stay outside the bundle.
const EXTERNAL = ['esbuild', 'sharp', 'chokidar', 'fsevents', 'lightningcss', 'playwright-core'];

const entryArg = process.argv[2];
if (!entryArg) {
  console.error('Usage: node scripts/run-compiled.mjs <entry.ts> [arguments]');
  process.exit(2);
}
const entry = path.resolve(ROOT, entryArg);
// The entry sees the arguments after its own name, as under tsx.
process.argv.splice(1, 2, entry);

const name = path.basename(entry, path.extname(entry));
const compiled = path.join(CACHE, `${name}-${hashSources(entry)}.mjs`);
if (!isFile(compiled)) await compile(entry, name, compiled);
await import(pathToFileURL(compiled).href);

/**
 * Everything the compiled file depends on: the entry, src/, the locked package versions, this
 * launcher, Node, and tsconfig.json and package.json, which esbuild reads (JSX, module type).
 */
function hashSources(entryFile) {
  const hash = createHash('sha256').update(process.version);
  const files = [
    entryFile,
    fileURLToPath(import.meta.url),
    ...['package-lock.json', 'package.json', 'tsconfig.json'].map((file) => path.join(ROOT, file)),
    ...listFiles(path.join(ROOT, 'src')),
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

function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function isFile(file) {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

async function compile(entryFile, name, target) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entryFile],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    minifySyntax: true,
    minifyWhitespace: true,
    // React's production build: the development one checks every element and costs twice the time.
    // import.meta.compiledBuild: the compiled file's own address, from which the build starts its
    // second thread (src/second-core/start.ts).
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.compiledBuild': JSON.stringify(pathToFileURL(target).href) },
    external: EXTERNAL,
    // gray-matter's own js-yaml 3 (with esprima) is never used, since frontmatter.ts hands it the
    // parser; pointing it at the project's js-yaml 4 saves loading a second YAML library.
    alias: { 'js-yaml': path.join(ROOT, 'node_modules', 'js-yaml') },
    // Bundled CommonJS packages still call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [keepModuleUrls()],
    write: false,
    logLevel: 'error',
    legalComments: 'none',
  }).catch(() => {
    // esbuild has printed the errors with file and line.
    console.error(`${path.relative(ROOT, entryFile)} could not be compiled; dist/ was left as it was.`);
    process.exit(1);
  });
  mkdirSync(CACHE, { recursive: true });
  // Earlier compilations of the same entry are of no more use.
  for (const old of readdirSync(CACHE)) {
    if (/^(.+)-[0-9a-f]{16}\.mjs$/.exec(old)?.[1] === name) rmSync(path.join(CACHE, old), { force: true });
  }
  // Written beside, then renamed, so that a build running at the same moment never imports half a file.
  const partial = `${target}.${process.pid}.tmp`;
  writeFileSync(partial, result.outputFiles[0]?.contents ?? '');
  renameSync(partial, target);
}

/** The project's own modules keep their own import.meta.url, so paths relative to them still work. */
function keepModuleUrls() {
  return {
    name: 'keep-module-urls',
    /** @param {import('esbuild').PluginBuild} pluginBuild */
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const url = pathToFileURL(args.path).href;
        const contents = source
          .replace(/\bimport\.meta\.url\b/g, JSON.stringify(url))
          .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(args.path))
          .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(path.dirname(args.path)));
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

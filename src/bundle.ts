// The only esbuild import: the client script and the stylesheet, minified and named by content hash.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';

const SOURCE = path.dirname(fileURLToPath(import.meta.url));
const CLIENT_ENTRY = path.join(SOURCE, 'client', 'main.ts');
const STYLESHEET = path.join(SOURCE, 'styles', 'site.css');

export interface Bundle {
  /** Path below `dist/`, e.g. `assets/main.3f9a1c2e.js`. */
  output: string;
  contents: string;
}

export async function bundleClient(): Promise<Bundle> {
  const result = await build({
    entryPoints: [CLIENT_ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const contents = result.outputFiles[0]?.text ?? '';
  return { output: `assets/main.${toContentHash(contents)}.js`, contents };
}

export async function bundleStyles(): Promise<Bundle> {
  const source = await readFile(STYLESHEET, 'utf8');
  const result = await transform(source, { loader: 'css', minify: true, target: ['chrome100', 'safari15', 'firefox100'] });
  return { output: `assets/site.${toContentHash(result.code)}.css`, contents: result.code };
}

export function toContentHash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 10);
}

// @ts-check
// Which test files there are and what each needs. Every test/**/*.test.ts(x) is a test file (but
// those in fixtures/); its folder says its kind: a file in a browser/ folder needs Chromium, one in
// a hosting/ folder the servers it starts (named in the file, else both) and rsync, and Chromium if
// it uses the browser helper; anything else is a unit test, which needs nothing but Node.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** @typedef {import('./parts.mjs').PartName} PartName */
/** @typedef {{ file: string, kind: 'unit' | 'browser' | 'hosting', needs: PartName[] }} TestFile */

const TEST_FILE = /\.test\.tsx?$/;

/**
 * Every test file under `dir` (or `dir` itself, when it is a test file), as paths relative to `root`, sorted.
 * @param {string} root
 * @param {string} dir
 * @returns {TestFile[]}
 */
export function findTestFiles(root, dir) {
  const isFile = statSync(path.join(root, dir)).isFile();
  const files = (isFile ? [''] : readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }))
    .filter((file) => isFile || (TEST_FILE.test(file) && !file.split(path.sep).some((part) => part === 'fixtures' || part === 'node_modules')))
    .sort();
  return files.map((file) => {
    const relative = path.join(dir, file);
    const folders = relative.split(path.sep).slice(0, -1);
    if (folders.includes('browser')) return { file: relative, kind: 'browser', needs: ['chromium'] };
    if (folders.includes('hosting')) return { file: relative, kind: 'hosting', needs: toHostingNeeds(readFileSync(path.join(root, relative), 'utf8')) };
    return { file: relative, kind: 'unit', needs: [] };
  });
}

/**
 * @param {string} source
 * @returns {PartName[]}
 */
function toHostingNeeds(source) {
  /** @type {PartName[]} */
  const servers = [];
  if (source.includes('startNginx')) servers.push('nginx');
  if (source.includes('startApache')) servers.push('apache2');
  /** @type {PartName[]} */
  const needs = [...(servers.length > 0 ? servers : /** @type {PartName[]} */ (['nginx', 'apache2'])), 'rsync'];
  if (/launchChromium|helpers\/browser/.test(source)) needs.push('chromium');
  return needs;
}

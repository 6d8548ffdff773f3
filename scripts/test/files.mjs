// @ts-check
// Which test files there are and what each needs. Every test/**/*.test.ts(x) is a test file (but
// fixtures/); its folder says its kind: test/browser/ needs Chromium, test/hosting/ the servers it
// starts (named in the file, else all three) and rsync; anything else is a unit test.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {import('./parts.mjs').PartName} PartName */
/** @typedef {{ file: string, kind: 'unit' | 'browser' | 'hosting', needs: PartName[] }} TestFile */

const TEST_FILE = /\.test\.tsx?$/;

/**
 * Every test file under `dir`, as paths relative to `root`, sorted.
 * @param {string} root
 * @param {string} dir
 * @returns {TestFile[]}
 */
export function findTestFiles(root, dir) {
  const files = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file) && !file.split(path.sep).includes('fixtures') && !file.split(path.sep).includes('node_modules'))
    .sort();
  return files.map((file) => {
    const [folder] = file.split(path.sep);
    const relative = path.join(dir, file);
    if (folder === 'browser') return { file: relative, kind: 'browser', needs: ['chromium'] };
    if (folder === 'hosting') return { file: relative, kind: 'hosting', needs: toHostingNeeds(readFileSync(path.join(root, relative), 'utf8')) };
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

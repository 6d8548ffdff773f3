// @ts-check
// What some tests need besides Node: Chromium (test/browser/) and nginx, apache2 and rsync
// (test/hosting/). Each is found through its variable (CHROME_PATH, NGINX_PATH, APACHE2_PATH), on
// PATH or where Debian puts it, and runs as whoever runs the tests. A missing one is installed with
// apt-get only as root on Debian; otherwise `npm test` skips the tests that need it and says how to
// get it (scripts/test.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** @typedef {'chromium' | 'nginx' | 'apache2' | 'rsync'} PartName */
/** @typedef {{ path: string, configFolder?: string } | { missing: string }} Found */

/**
 * Each part: its variable (for nginx and apache2 the only place looked at once it is set), Debian's
 * package, and what to tell someone who has none.
 */
export const PARTS = {
  chromium: {
    variable: 'CHROME_PATH',
    isVariableFinal: false,
    package: 'chromium',
    howToGet: 'install Chromium or Chrome (Debian: "apt-get install chromium") or set CHROME_PATH to its executable',
  },
  nginx: {
    variable: 'NGINX_PATH',
    isVariableFinal: true,
    package: 'nginx',
    howToGet: 'install nginx (Debian: "apt-get install nginx", macOS: "brew install nginx") or set NGINX_PATH to its executable',
  },
  apache2: {
    variable: 'APACHE2_PATH',
    isVariableFinal: true,
    package: 'apache2',
    howToGet: 'install Debian\'s apache2 ("apt-get install apache2"), or set APACHE2_PATH to an apache2 laid out as Debian\'s (mods-available/ in its configuration folder)',
  },
  rsync: {
    variable: undefined,
    isVariableFinal: false,
    package: 'rsync',
    howToGet: 'install rsync (Debian: "apt-get install rsync", macOS: "brew install rsync")',
  },
};

/** @param {string[]} names */
function findOnPath(...names) {
  const folders = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return names.flatMap((name) => folders.map((folder) => path.join(folder, name))).find((file) => existsSync(file));
}

/**
 * The executable a variable names, which must exist; or, when the variable is unset, the first of
 * `candidates` that exists. A variable that points nowhere is not second-guessed.
 * @param {string} variable
 * @param {() => (string | undefined)[]} candidates
 * @returns {string | { missing: string }}
 */
function locate(variable, candidates) {
  const named = process.env[variable];
  if (named) return existsSync(named) ? named : { missing: `${variable} is "${named}", which does not exist` };
  return candidates().find((file) => file && existsSync(file)) ?? { missing: 'not found' };
}

/**
 * The contract's order: CHROME_PATH, then Debian's /usr/bin/chromium; then Chromium or Chrome on
 * PATH. Unlike the servers' variables, a CHROME_PATH that points nowhere falls through.
 * @returns {Found}
 */
export function findChromium() {
  const file = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((candidate) => candidate && existsSync(candidate)) ??
    findOnPath('chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable');
  return file ? { path: file } : { missing: 'not found' };
}

/**
 * nginx and the folder of its own configuration (where mime.types is), which `nginx -V` names:
 * /etc/nginx on Debian, Homebrew's etc/nginx on macOS.
 * @returns {Found}
 */
export function findNginx() {
  const file = locate('NGINX_PATH', () => [findOnPath('nginx'), '/usr/sbin/nginx']);
  if (typeof file !== 'string') return file;
  const configFolder = path.dirname(askVersion(file, /--conf-path=(\S+)/) ?? '/etc/nginx/nginx.conf');
  if (!existsSync(path.join(configFolder, 'mime.types'))) return { missing: `${file} has no mime.types in ${configFolder}` };
  return { path: file, configFolder };
}

/**
 * apache2 and its configuration folder (`apache2 -V`'s HTTPD_ROOT), which must hold Debian's
 * mods-available/: the tests load the modules the way Debian's package enables them.
 * @returns {Found}
 */
export function findApache2() {
  const file = locate('APACHE2_PATH', () => [findOnPath('apache2'), '/usr/sbin/apache2']);
  if (typeof file !== 'string') return file;
  const configFolder = askVersion(file, /HTTPD_ROOT="([^"]+)"/) ?? '/etc/apache2';
  if (!existsSync(path.join(configFolder, 'mods-available', 'rewrite.load'))) return { missing: `${file} has no mods-available/rewrite.load in ${configFolder}` };
  if (!existsSync('/etc/mime.types')) return { missing: 'Debian\'s apache2 reads /etc/mime.types, which is missing ("apt-get install media-types")' };
  return { path: file, configFolder };
}

/** @returns {Found} */
export function findRsync() {
  const file = findOnPath('rsync') ?? ['/usr/bin/rsync'].find((candidate) => existsSync(candidate));
  return file ? { path: file } : { missing: 'not found' };
}

/** @type {Record<PartName, () => Found>} */
export const FINDERS = { chromium: findChromium, nginx: findNginx, apache2: findApache2, rsync: findRsync };

/**
 * What `program -V` prints that matches `pattern`: both servers print their build settings there,
 * nginx on stderr, and Debian's apache2 even while it complains of its own configuration.
 * @param {string} program
 * @param {RegExp} pattern
 */
function askVersion(program, pattern) {
  const { stdout = '', stderr = '' } = spawnSync(program, ['-V'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return pattern.exec(`${stdout}${stderr}`)?.[1];
}

/**
 * The part, for a test helper; throws how to get it when it is missing (which `npm test` prevents
 * by skipping the files that need it).
 * @param {PartName} name
 */
export function requirePart(name) {
  const found = FINDERS[name]();
  if ('missing' in found) throw new Error(toMissingLine(name, found.missing));
  return found;
}

/**
 * @param {PartName} name
 * @param {string} reason
 */
export function toMissingLine(name, reason) {
  return `${name}: ${reason}; ${PARTS[name].howToGet}.`;
}

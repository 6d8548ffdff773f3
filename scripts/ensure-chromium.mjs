// @ts-check
// Browser tests need a Chromium. Looks in CHROME_PATH, then /usr/bin/chromium; when neither is there
// and this runs as root on Debian, installs Debian's package; otherwise fails saying how to get one.
// Never lets the browser tests be skipped. test/helpers/browser.ts finds Chromium with findChromium().
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { aptInstall, canInstall } from './debian-packages.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const HOW_TO_INSTALL =
  'The browser tests need Chromium and none was found. Install one (Debian: "apt-get install chromium") ' +
  'or set CHROME_PATH to a Chromium or Chrome executable.';

/** CHROME_PATH, then Debian's /usr/bin/chromium; undefined when neither is there. */
export function findChromium() {
  return [process.env.CHROME_PATH, DEBIAN_CHROMIUM].find((file) => file && existsSync(file));
}

/** A failed install ends in the same message as no install. */
function install() {
  console.log('No Chromium found: installing Debian\'s chromium package with apt-get (once per machine).');
  aptInstall(['chromium']);
}

const isRun = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isRun && !findChromium()) {
  if (canInstall()) install();
  if (!findChromium()) {
    console.error(HOW_TO_INSTALL);
    process.exit(1);
  }
}

// @ts-check
// `node scripts/ensure-chromium.mjs`: makes sure of a Chromium before browser tests are run by hand
// (npm test does the same by itself): found as scripts/test/parts.mjs says, installed with apt-get
// as root on Debian, otherwise a message saying how to get one and exit code 1.
import { aptInstall, canInstall } from './debian-packages.mjs';
import { findChromium, toMissingLine } from './test/parts.mjs';

if ('missing' in findChromium() && canInstall()) {
  console.log("No Chromium found: installing Debian's chromium package with apt-get (once per machine).");
  aptInstall(['chromium']);
}
const found = findChromium();
if ('missing' in found) {
  console.error(toMissingLine('chromium', found.missing));
  process.exit(1);
}

// @ts-check
// Browser tests need a Chromium. Looks in CHROME_PATH, then /usr/bin/chromium; when neither is there
// and this runs as root on Debian, installs Debian's package; otherwise fails saying how to get one.
// Never lets the browser tests be skipped.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function findChromium() {
  return [process.env.CHROME_PATH, DEBIAN_CHROMIUM].find((file) => file && existsSync(file));
}

function canInstall() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
}

function install() {
  console.log('No Chromium found: installing Debian\'s chromium package with apt-get (once per machine).');
  const options = /** @type {const} */ ({ stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  execFileSync('apt-get', ['update', '-qq'], options);
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], options);
}

if (!findChromium()) {
  if (canInstall()) install();
  if (!findChromium()) {
    console.error(
      'The browser tests need Chromium and none was found. Install one (Debian: "apt-get install chromium") ' +
        'or set CHROME_PATH to a Chromium or Chrome executable.',
    );
    process.exit(1);
  }
}

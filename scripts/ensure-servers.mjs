// @ts-check
// The hosting tests (test/hosting/) run the site under Debian's own nginx and apache2, copied there
// with rsync, as a maintainer deploys it. Finds the three; when one is missing and this runs as root
// on Debian, installs Debian's packages (without starting their services); otherwise fails saying
// how to install them. Never lets those tests be skipped. test/helpers/hosting.ts uses findServers().
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { aptInstall, canInstall } from './debian-packages.mjs';

/** Each program, where Debian's package puts what the tests use of it, and that package. */
const PROGRAMS = {
  nginx: { files: ['/usr/sbin/nginx', '/etc/nginx/mime.types'], package: 'nginx' },
  apache2: { files: ['/usr/sbin/apache2', '/etc/apache2/mods-available/rewrite.load', '/etc/mime.types'], package: 'apache2' },
  rsync: { files: [], package: 'rsync' },
};

export const HOW_TO_INSTALL =
  'The hosting tests need Debian\'s nginx, apache2 and rsync, and some are missing. Install them ' +
  '(as root: "apt-get install nginx apache2 rsync"; the tests start their own servers on free ports).';

/** The programs' paths; undefined for one that is missing. */
export function findServers() {
  const found = (/** @type {keyof typeof PROGRAMS} */ name) =>
    PROGRAMS[name].files.every((file) => existsSync(file)) ? (PROGRAMS[name].files[0] ?? findOnPath(name)) : undefined;
  return { nginx: found('nginx'), apache2: found('apache2'), rsync: findOnPath('rsync') };
}

/** @param {string} name */
function findOnPath(name) {
  const folders = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return folders.map((folder) => path.join(folder, name)).find((file) => existsSync(file));
}

function missingPackages() {
  const found = findServers();
  return Object.entries(PROGRAMS)
    .filter(([name]) => !found[/** @type {keyof typeof PROGRAMS} */ (name)])
    .map(([, program]) => program.package);
}

const isRun = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isRun && missingPackages().length > 0) {
  if (canInstall()) {
    console.log(`Installing Debian's ${missingPackages().join(', ')} with apt-get for the hosting tests (once per machine).`);
    aptInstall(missingPackages(), { startNoServices: true });
  }
  if (missingPackages().length > 0) {
    console.error(HOW_TO_INSTALL);
    process.exit(1);
  }
}

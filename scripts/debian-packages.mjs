// @ts-check
// Installing Debian packages that the tests need (Chromium, nginx, apache2, rsync): only as root on
// Debian, never silently; the callers fail saying how to install when this cannot.
import { execFileSync } from 'node:child_process';
import { existsSync, unlinkSync, writeFileSync } from 'node:fs';

export function canInstall() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
}

const POLICY_RC = '/usr/sbin/policy-rc.d';

/**
 * apt-get install, with apt-get's own reason on stderr; a failed install only prints, and the caller
 * then finds the program still missing. With `startNoServices`, the packages' services are not
 * started (Debian's policy-rc.d, for as long as the install runs): nginx and apache2 would both
 * take port 80, and the tests start their own servers.
 * @param {string[]} packages
 * @param {{ startNoServices?: boolean }} [options]
 */
export function aptInstall(packages, { startNoServices = false } = {}) {
  /** @type {import('node:child_process').ExecFileSyncOptions} */
  const options = { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  const addedPolicy = startNoServices && !existsSync(POLICY_RC);
  try {
    if (addedPolicy) writeFileSync(POLICY_RC, '#!/bin/sh\n# Written by scripts/debian-packages.mjs while it installs packages.\nexit 101\n', { mode: 0o755 });
    execFileSync('apt-get', ['update', '-qq'], options);
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], options);
  } catch {
    console.error(`apt-get could not install ${packages.join(', ')}.`);
  } finally {
    if (addedPolicy) unlinkSync(POLICY_RC);
  }
}

// Whether this file runs in one of `npm test`'s worker processes (scripts/test/worker.mjs), which run
// many test files one after another: there, what every file would set up alike (Chromium, the shipped
// site built and served) is set up once per process and kept until the process ends.
export function isTestWorker(): boolean {
  return (globalThis as { isTestWorker?: boolean }).isTestWorker === true;
}

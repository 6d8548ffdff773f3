// Share cards and search at 100, 1,000 and 10,000 concerts: `node scripts/run-compiled.mjs bench/search-cards.ts [concerts...]`.
// For each count, a throw-away copy of the project is built (bench/project.ts), then:
// - cards: how many upcoming groups, and the share cards made alone, cold (fonts too, no cache),
//   wall and CPU time, median of three;
// - search: the index's bytes (raw, gzip), what a first search loads, and the time from typing to
//   the first result in Chromium, median of five fresh pages;
// - Pagefind (when `PAGEFIND` names its binary): the same built pages indexed, its bytes, its first
//   search's bytes and time in the same Chromium.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import sirv from 'sirv';
import { BENCH_NOW, median } from './build-time.ts';
import { createBenchProject } from './project.ts';

process.env.NODE_ENV = 'production';
const { publishSite } = await import('../src/build-command.ts');
const { loadContent } = await import('../src/content/load.ts');
const { validateContent } = await import('../src/content/validate.ts');
const { groupConcerts } = await import('../src/concerts/group.ts');
const { splitByDate } = await import('../src/concerts/split.ts');
const { toTallinnDay } = await import('../src/lib/dates.ts');
const { makeShareCards } = await import('../src/cards/make-cards.ts');
const { makeSearchIndex } = await import('../src/search/index.ts');
const { toSiteUrls } = await import('../src/lib/urls.ts');

const ROOT = path.dirname(import.meta.dirname);
const counts = process.argv.slice(2).map(Number);
const PAGEFIND = process.env.PAGEFIND;
const run = promisify(execFile);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });

for (const count of counts.length ? counts : [100, 1000, 10000]) {
  const project = await createBenchProject(ROOT, count);
  try {
    const dist = path.join(project.dir, 'dist');
    await publishSite({ root: project.dir, now: new Date(BENCH_NOW) });
    console.log(`${count} concerts`);
    await measureCards(project.dir);
    const ours = await measureOwnSearch(dist);
    console.log(`  own index: ${kb(ours.indexRaw)} raw, ${kb(ours.indexGzip)} gzip; first search loads ${ours.files} files, ${kb(ours.firstGzip)} gzip; first result ${ours.ms} ms`);
    if (PAGEFIND) {
      const pagefind = await measurePagefind(dist);
      console.log(`  pagefind: indexing ${pagefind.indexMs} ms; ${kb(pagefind.bytes)} in ${pagefind.fileCount} files; first search loads ${pagefind.files} files, ${kb(pagefind.firstBytes)}; first result ${pagefind.ms} ms`);
    }
  } finally {
    await project.remove();
  }
}
await browser.close();

async function measureCards(root: string) {
  const validated = validateContent(await loadContent(root));
  if (!validated.ok) throw new Error('the generated content does not validate');
  const groups = groupConcerts(validated.content.concerts);
  const { upcoming, past } = splitByDate(groups, toTallinnDay(new Date(BENCH_NOW)).day);
  const indexing: number[] = [];
  for (let time = 0; time < 5; time++) {
    const started = performance.now();
    makeSearchIndex(groups, toSiteUrls(validated.content.site.siteUrl));
    indexing.push(performance.now() - started);
  }
  console.log(`  own index made in ${median(indexing).toFixed(1)} ms`);
  const runs: { wall: number; cpu: number; bytes: number }[] = [];
  for (let time = 0; time < 3; time++) {
    let bytes = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    // Cold: an empty cache each time (process.cpuUsage counts sharp's threads too).
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'bench-cards-'));
    const cards = await makeShareCards({ groups: upcoming, siteName: validated.content.site.name, cacheDir });
    await cards.draw(async (_file, card) => void (bytes += typeof card === 'object' && 'copyFrom' in card ? (await stat(card.copyFrom)).size : card.length));
    const used = process.cpuUsage(cpu);
    await rm(cacheDir, { recursive: true, force: true });
    runs.push({ wall: performance.now() - started, cpu: (used.user + used.system) / 1000, bytes });
  }
  const wall = median(runs.map((r) => r.wall));
  console.log(
    `  cards: ${upcoming.length} upcoming groups of ${upcoming.length + past.length}; ${Math.round(wall)} ms wall, ${Math.round(median(runs.map((r) => r.cpu)))} ms CPU ` +
      `(${(wall / Math.max(1, upcoming.length)).toFixed(1)} ms a card), ${kb(runs[0]?.bytes ?? 0)} in all`,
  );
}

async function serve(dist: string): Promise<{ url: string; close: () => void }> {
  const handler = sirv(dist, { extensions: ['html'], dev: false });
  const server = http.createServer((request, response) => handler(request, response, () => {
    response.statusCode = 404;
    response.end();
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, close: () => server.close() };
}

async function measureOwnSearch(dist: string) {
  const assets = await readdir(path.join(dist, 'assets'));
  const index = assets.find((file) => /^search\..*\.json$/.test(file)) ?? '';
  const script = assets.find((file) => /^search\..*\.js$/.test(file)) ?? '';
  const indexText = await readFile(path.join(dist, 'assets', index));
  const scriptText = await readFile(path.join(dist, 'assets', script));
  const site = await serve(dist);
  const times: number[] = [];
  // The same, typed only once the page has loaded whole: apart from the page's own loading.
  const afterLoad: number[] = [];
  const pageLoads: number[] = [];
  const indexLoads: number[] = [];
  const typeAndWait = async (page: import('playwright-core').Page) => {
    const started = Date.now();
    await page.fill('input[type="search"]', 'tuur');
    await page.locator('[data-search-results] a').first().waitFor({ timeout: 60_000 });
    return Date.now() - started;
  };
  try {
    for (let time = 0; time < 5; time++) {
      const page = await browser.newPage();
      await page.goto(`${site.url}/concerts/upcoming`, { waitUntil: 'domcontentloaded', timeout: 180_000 });
      times.push(await typeAndWait(page));
      await page.close();
      const loaded = await browser.newPage();
      const started = Date.now();
      await loaded.goto(`${site.url}/concerts/upcoming`, { waitUntil: 'load', timeout: 180_000 });
      pageLoads.push(Date.now() - started);
      afterLoad.push(await typeAndWait(loaded));
      // The index alone: fetched (from the cache by now) and parsed.
      indexLoads.push(await loaded.evaluate(async (url) => {
        const at = performance.now();
        await (await fetch(url)).json();
        return performance.now() - at;
      }, `/assets/${index}`));
      await loaded.close();
    }
  } finally {
    site.close();
  }
  console.log(`  own index: page loaded whole in ${Math.round(median(pageLoads))} ms; first result typed after that ${Math.round(median(afterLoad))} ms (runs ${afterLoad.join(', ')}); the index fetched again and parsed in ${Math.round(median(indexLoads))} ms; typed at DOMContentLoaded: runs ${times.join(', ')}`);
  return {
    indexRaw: indexText.length,
    indexGzip: gzipSync(indexText).length,
    files: 2,
    firstGzip: gzipSync(indexText).length + gzipSync(scriptText).length,
    ms: Math.round(median(times)),
  };
}

async function measurePagefind(dist: string) {
  const started = performance.now();
  await run(PAGEFIND as string, ['--site', dist, '--force-language', 'et'], { maxBuffer: 1 << 26 });
  const indexMs = Math.round(performance.now() - started);
  const files = await readdir(path.join(dist, 'pagefind'), { recursive: true, withFileTypes: true });
  let bytes = 0;
  for (const file of files) if (file.isFile()) bytes += (await stat(path.join(file.parentPath, file.name))).size;
  // A page of its own that asks Pagefind's API for `tuur` and its first result's data, as a search box would.
  await writeFile(path.join(dist, 'pf-bench.html'), '<!doctype html><meta charset="utf-8"><script type="module" src="/pf-bench.js"></script>');
  await writeFile(
    path.join(dist, 'pf-bench.js'),
    "const pagefind = await import('/pagefind/pagefind.js'); const search = await pagefind.search('tuur'); const first = await search.results[0]?.data(); document.title = 'done ' + search.results.length + ' ' + (first?.url ?? '');",
  );
  const site = await serve(dist);
  const times: number[] = [];
  const loads: { files: number; bytes: number }[] = [];
  let found = '';
  try {
    for (let time = 0; time < 5; time++) {
      const page = await browser.newPage();
      const load = { files: 0, bytes: 0 };
      page.on('requestfinished', async (request) => {
        if (!request.url().includes('/pagefind/')) return;
        const sizes = await request.sizes();
        load.files++;
        load.bytes += sizes.responseBodySize;
      });
      await page.goto(`${site.url}/pf-bench.html`, { waitUntil: 'domcontentloaded' });
      const started = Date.now();
      await page.waitForFunction("document.title.startsWith('done')", undefined, { timeout: 60_000 });
      times.push(Date.now() - started);
      found = await page.title();
      await page.close();
      loads.push(load);
    }
  } finally {
    site.close();
  }
  console.log(`  pagefind found: ${found}`);
  return { indexMs, bytes, fileCount: files.filter((file) => file.isFile()).length, files: loads[0]?.files ?? 0, firstBytes: loads[0]?.bytes ?? 0, ms: Math.round(median(times)) };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

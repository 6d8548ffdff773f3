// CPU time of one dev rebuild after a saved concert file, with each kind of the dev server's reuse
// (src/dev/remembering-steps.ts) turned off on its own, in this process, the variants taking turns:
// `node scripts/run-compiled.mjs bench/dev-reuse.ts [shipped|1000]`. Save-to-reload itself: bench/dev-latency.ts --reuse.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { median } from './build-time.ts';
import { createBenchProject } from './project.ts';

// React's production build, as the dev server's worker runs it.
process.env.NODE_ENV = 'production';
const { buildSite } = await import('../src/site.ts');
const { createRememberingSteps, REUSE_KINDS } = await import('../src/dev/remembering-steps.ts');
const ROOT = path.dirname(import.meta.dirname);
const count = process.argv[2] === undefined || process.argv[2] === 'shipped' ? undefined : Number(process.argv[2]);
const RUNS = Number(process.env.RUNS ?? 12);
type Variant = [name: string, kinds: string[]];
const allVariants: Variant[] = [
  ['all', [...REUSE_KINDS]],
  ...REUSE_KINDS.map((off): Variant => [`all but ${off}`, REUSE_KINDS.filter((kind) => kind !== off)]),
  ['none', []],
];
// ONLY='all;none' measures those alone; a list of kinds ('files,pages') is a variant of its own.
const only = process.env.ONLY?.split(';');
const variants = only ? only.map((name): Variant => allVariants.find(([known]) => known === name) ?? [name, name.split(',')]) : allVariants;

const project = await createBenchProject(ROOT, count);
try {
  const now = new Date('2025-06-01T09:00:00Z');
  const concertDir = path.join(project.dir, 'content', 'concerts');
  const names = (await readdir(concertDir, { recursive: true })).filter((name) => name.endsWith('.md')).sort();
  const file = path.join(concertDir, names[Math.floor(names.length / 2)] ?? '');
  const original = await readFile(file, 'utf8');
  const remembering = variants.map(([, kinds]) => createRememberingSteps(new Set(kinds as (typeof REUSE_KINDS)[number][])));
  const cpu: number[][] = variants.map(() => []);
  // Two warm-up rounds: the JIT, and a first build for every variant to remember.
  for (let run = -2; run < RUNS; run++) {
    for (const [index, steps] of remembering.entries()) {
      await writeFile(file, original.replace(/^place: .*$/m, `place: "Mõõtmise saal ${run} ${index}"`));
      const started = process.cpuUsage();
      await buildSite({ root: project.dir, now, steps: steps.steps, drafts: 'show' });
      steps.sweep();
      const used = process.cpuUsage(started);
      if (run >= 0) cpu[index]?.push((used.user + used.system) / 1000);
    }
  }
  console.log(`${count ?? 'shipped'} concerts, CPU ms of one rebuild (median of ${RUNS}; esbuild's own process not counted):`);
  for (const [index, [name]] of variants.entries()) console.log(`  ${name}: ${Math.round(median(cpu[index] ?? []))}`);
} finally {
  await project.remove();
}

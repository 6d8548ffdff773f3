// Where a cold build spends its time, stage by stage: `node scripts/run-compiled.mjs bench/stages.ts [concerts...]`
// builds a throw-away copy of the project (no dist/, no .cache/, no node_modules/.cache) for each count, three times, in
// this process, and prints the median of each stage's wall time and the process's CPU time.
import { rename } from 'node:fs/promises';
import path from 'node:path';
import type { Stage } from '../src/site.ts';
import { BENCH_NOW, median } from './build-time.ts';
import { createBenchProject } from './project.ts';

// React's production build, as `npm run build` bundles it: chosen when React is first imported.
process.env.NODE_ENV = 'production';
const { publishSite } = await import('../src/build-command.ts');
const { STAGES } = await import('../src/site.ts');
const ROOT = path.dirname(import.meta.dirname);
const counts = process.argv.slice(2).map(Number);
const RUNS = 3;

for (const count of counts.length ? counts : [100, 1000, 10000]) {
  const project = await createBenchProject(ROOT, count);
  try {
    const runs: (Record<Stage, number> & { cpu: number; total: number })[] = [];
    for (let run = 0; run <= RUNS; run++) {
      // Moved aside, not deleted: on ext4 deleting many files slows the next build's creates.
      await rename(path.join(project.dir, 'dist'), path.join(project.dir, `old-dist-${run}`)).catch(() => undefined);
      await rename(path.join(project.dir, '.cache'), path.join(project.dir, `old-cache-${run}`)).catch(() => undefined);
      await rename(path.join(project.dir, 'node_modules', '.cache'), path.join(project.dir, `old-modules-cache-${run}`)).catch(() => undefined);
      const cpu = process.cpuUsage();
      const started = performance.now();
      const result = await publishSite({ root: project.dir, now: new Date(BENCH_NOW) });
      const used = process.cpuUsage(cpu);
      // The first run only warms this process's modules up, as the compiled build is in `npm run build`.
      if (run > 0) runs.push({ ...result.stageMs, cpu: (used.user + used.system) / 1000, total: performance.now() - started });
    }
    const cell = (key: Stage | 'cpu' | 'total') => `${Math.round(median(runs.map((run) => run[key])))} ms`;
    console.log(`${count} concerts: ${STAGES.map((stage) => `${stage} ${cell(stage)}`).join(', ')}; in all ${cell('total')}, CPU ${cell('cpu')}`);
  } finally {
    await project.remove();
  }
}

// The peer benchmark (`../shared/bench-peers/run.sh`: Hugo, Eleventy and Astro building the same
// generated concerts, cold, side by side with this project), run when it and Hugo are found.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The goals: the project's cold build at most this many times each peer's, by entry count. */
export const PEER_TARGETS: Record<string, Record<string, number>> = {
  hugo: { '100': 2, '1000': 1.5, '10000': 1 },
  eleventy: { '100': 1, '1000': 1, '10000': 1 },
  astro: { '100': 1, '1000': 1, '10000': 1 },
};

export interface PeerRow {
  entries: string;
  build: string;
  medianWallS: number;
  medianCpuS: number;
  peakMib: number;
  files: string;
  /** The project's median wall time divided by this build's; absent for the project's own row. */
  projectRatio?: number;
}

export interface PeerRun {
  /** run.sh's whole report, Markdown. */
  report: string;
  rows: PeerRow[];
}

/** run.sh, from BENCH_PEERS or ../shared/bench-peers beside the project; undefined when it or Hugo is missing. */
export function findPeerBench(root: string): string | undefined {
  const candidates = [process.env.BENCH_PEERS, path.join(root, '..', 'shared', 'bench-peers'), path.join(root, '..', '..', 'shared', 'bench-peers')];
  const dir = candidates.find((candidate) => candidate && existsSync(path.join(candidate, 'run.sh')));
  const hasHugo = spawnSync('hugo', ['version'], { stdio: 'ignore' }).status === 0;
  return dir && hasHugo ? path.join(dir, 'run.sh') : undefined;
}

/** Runs the peers and the project (BENCH_SIZES picks the entry counts), printing run.sh's progress as it goes. */
export function runPeers(runSh: string, root: string): Promise<PeerRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [runSh, root], { stdio: ['ignore', 'pipe', 'inherit'] });
    let report = '';
    child.stdout.on('data', (chunk: Buffer) => (report += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve({ report, rows: parseRows(report) }) : reject(new Error(`${runSh} exited with ${code}`))));
  });
}

/** `| 100 | hugo | 0.481 (0.427–0.493) | 0.557 | 59 | 104 | 100/100 | 2.13×, 1.60× |` */
export function parseRows(report: string): PeerRow[] {
  const rows: PeerRow[] = [];
  for (const line of report.split('\n')) {
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    if (cells.length !== 8 || !/^\d+$/.test(cells[0] ?? '')) continue;
    const [entries = '', build = '', wall = '', cpu = '', peak = '', files = '', , ratio = ''] = cells;
    const projectRatio = /^([\d.]+)×/.exec(ratio)?.[1];
    rows.push({
      entries,
      build,
      medianWallS: Number.parseFloat(wall),
      medianCpuS: Number.parseFloat(cpu),
      peakMib: Number.parseFloat(peak),
      files,
      ...(projectRatio ? { projectRatio: Number(projectRatio) } : {}),
    });
  }
  return rows;
}

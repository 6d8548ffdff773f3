// `npm run build` from arguments and environment to exit code, without the process itself, so that
// test/bad-content.test.ts runs the very same command many times in one process.
import { parseArgs } from 'node:util';
import { readCmsBackend } from './admin/config.ts';
import { publishSite } from './publish.ts';
import { STAGES } from './site.ts';
import { describeFailure, SiteError } from './errors.ts';
import { readNow } from './lib/dates.ts';

const SLOW_STAGE_MS = 1000;

export interface BuildCommand {
  /** The project folder, holding content/, static/ and src/; dist/ is made in it. */
  root: string;
  /** The arguments after `npm run build --`. */
  args: string[];
  env: Record<string, string | undefined>;
  /** A line for stdout, and for stderr. */
  print: (line: string) => void;
  printError: (line: string) => void;
}

/** Builds into dist/ and reports, or prints every problem and leaves dist/ as it was; returns the exit code. */
export async function runBuildCommand({ root, args, env, print, printError }: BuildCommand): Promise<number> {
  const started = performance.now();
  try {
    const { precompress } = readOptions(args);
    const now = readNow(env.SITE_NOW);
    // .gz and .br copies only when asked: GitHub Pages, Netlify and Cloudflare Pages ignore them.
    const result = await publishSite({ root, now, precompress, cms: readCmsBackend(env) });
    for (const notice of result.notices) print(notice);
    const ms = Math.round(performance.now() - started);
    print(`Built ${result.pages} pages and ${result.fileCount - result.pages} other files into dist/ in ${ms} ms (client script ${result.clientBytes} bytes, ${result.clientGzipBytes} gzipped).`);
    // Where the time went, once a stage takes long enough for a maintainer to wonder.
    if (STAGES.some((stage) => result.stageMs[stage] >= SLOW_STAGE_MS)) {
      print(`Stages: ${STAGES.map((stage) => `${stage} ${Math.round(result.stageMs[stage])} ms`).join(', ')}.`);
    }
    return 0;
  } catch (error) {
    printError(describeFailure(error));
    printError('dist/ jäi endiseks.');
    return 1;
  }
}

/** strict: a mistyped option stops the build with one line, rather than building without what was asked for. */
function readOptions(args: string[]): { precompress: boolean } {
  try {
    return parseArgs({ args, options: { precompress: { type: 'boolean', default: false } }, strict: true }).values;
  } catch (error) {
    throw new SiteError(`${(error as Error).message}. The one option is --precompress (npm run build -- --precompress).`);
  }
}

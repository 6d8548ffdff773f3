// `npm run build` from arguments and environment to exit code, without the process itself, so that
// test/bad-content.test.ts runs the very same command many times in one process.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readCmsBackend, type CmsBackend } from './admin/config.ts';
import { buildSite, STAGES, type BuildResult } from './site.ts';
import { isTextPieces, joinPieces, type MadeFile } from './output.ts';
import { openSiteWriter } from './write.ts';
import { isCompressible, openCompressor } from './deploy/compress.ts';
import { describeFailure, SiteError } from './errors.ts';
import { readNow } from './lib/dates.ts';
import { startPruning } from './lib/file-cache.ts';

const SLOW_STAGE_MS = 1000;

export interface BuildCommand {
  /** The project folder, holding content/, static/ and src/; dist/ is made in it. */
  root: string;
  /** The arguments after `npm run build --`. */
  args: string[];
  env: Record<string, string | undefined>;
  print: (line: string) => void;
  printError: (line: string) => void;
}

/** Builds into dist/ and reports, or prints every problem and leaves dist/ as it was; returns the exit code. */
export async function runBuildCommand({ root, args, env, print, printError }: BuildCommand): Promise<number> {
  const started = performance.now();
  // A deploy restores and saves .cache/ whole: it keeps what this site uses, not every card it had.
  const pruneCache = await startPruning(['assets', 'images', 'cards', 'admin'].map((folder) => path.join(root, '.cache', folder)));
  try {
    const { precompress } = readOptions(args);
    const now = readNow(env.SITE_NOW);
    // .gz and .br copies only when asked: GitHub Pages, Netlify and Cloudflare Pages ignore them.
    const result = await publishSite({ root, now, precompress, cms: readCmsBackend(env) });
    await pruneCache();
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

interface PublishOptions {
  root: string;
  now: Date;
  /** Where the site goes instead of `dist/` in `root` (tests build elsewhere). */
  dist?: string;
  precompress?: boolean;
  /** The repository the editor at /admin/ commits to. */
  cms?: CmsBackend;
}

/** Builds the site into dist/, each file written (and compressed) as soon as it is made, or throws, leaving dist/ as it was. */
export async function publishSite({ root, now, dist = path.join(root, 'dist'), precompress = false, cms }: PublishOptions): Promise<BuildResult> {
  const writer = openSiteWriter(dist);
  let copies = 0;
  const compressor = openCompressor((file, bytes) => {
    writer.add(file, bytes);
    copies++;
  });
  const write = (file: string, contents: MadeFile) => {
    if (!precompress || !isCompressible(file)) return writer.add(file, contents);
    // Read twice, for the file and its copies: pieces are joined, a static file (an SVG logo) is read.
    const text = isTextPieces(contents) ? joinPieces(contents) : contents;
    writer.add(file, text);
    return compressor.add(file, typeof text === 'object' && 'copyFrom' in text ? readFileSync(text.copyFrom) : text);
  };
  try {
    const result = await buildSite({ root, now, cms, write });
    await compressor.finish();
    writer.commit();
    return { ...result, fileCount: result.fileCount + copies };
  } catch (error) {
    await compressor.finish().catch(() => undefined);
    writer.abort();
    throw error;
  }
}

// `npm run build`: builds the site into dist/, or prints every problem and leaves dist/ as it was.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readCmsBackend } from './src/admin/config.ts';
import { publishSite } from './src/publish.ts';
import { STAGES } from './src/site.ts';
import { describeFailure, SiteError } from './src/errors.ts';
import { readNow } from './src/lib/dates.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const started = performance.now();
const SLOW_STAGE_MS = 1000;

try {
  const { precompress } = readOptions();
  const now = readNow(process.env.SITE_NOW);
  // .gz and .br copies only when asked: GitHub Pages, Netlify and Cloudflare Pages ignore them.
  const result = await publishSite({ root, now, precompress, cms: readCmsBackend(process.env) });
  for (const notice of result.notices) console.log(notice);
  const ms = Math.round(performance.now() - started);
  console.log(`Built ${result.pages} pages and ${result.fileCount - result.pages} other files into dist/ in ${ms} ms (client script ${result.clientBytes} bytes, ${result.clientGzipBytes} gzipped).`);
  // Where the time went, once a stage takes long enough for a maintainer to wonder.
  if (STAGES.some((stage) => result.stageMs[stage] >= SLOW_STAGE_MS)) {
    console.log(`Stages: ${STAGES.map((stage) => `${stage} ${Math.round(result.stageMs[stage])} ms`).join(', ')}.`);
  }
} catch (error) {
  console.error(describeFailure(error));
  console.error('dist/ was left as it was.');
  process.exitCode = 1;
}

/** strict: a mistyped option stops the build with one line, rather than building without what was asked for. */
function readOptions(): { precompress: boolean } {
  try {
    return parseArgs({ options: { precompress: { type: 'boolean', default: false } }, strict: true }).values;
  } catch (error) {
    throw new SiteError(`${(error as Error).message}. The one option is --precompress (npm run build -- --precompress).`);
  }
}

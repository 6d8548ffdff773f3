// `npm run build`: builds the site into dist/, or prints every problem and leaves dist/ as it was.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCmsBackend } from './src/admin/config.ts';
import { publishSite } from './src/deploy/publish.ts';
import { describeFailure } from './src/errors.ts';
import { readNow } from './src/lib/dates.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const started = performance.now();

try {
  const now = readNow(process.env.SITE_NOW);
  // Only the published build carries .gz and .br copies; the dev server has no use for them.
  const result = await publishSite({ root, now, cms: readCmsBackend(process.env) });
  for (const notice of result.notices) console.log(notice);
  const ms = Math.round(performance.now() - started);
  console.log(`Built ${result.pages} pages and ${result.fileCount - result.pages} other files into dist/ in ${ms} ms (client script ${result.clientBytes} bytes, ${result.clientGzipBytes} gzipped).`);
} catch (error) {
  console.error(describeFailure(error));
  console.error('dist/ was left as it was.');
  process.exitCode = 1;
}

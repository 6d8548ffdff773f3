// `npm run preview`: serves the built dist/ on 127.0.0.1 as a production static host would.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeServeFailure, readServeOptions } from './src/serve/options.ts';
import { createPreviewServer, listen } from './src/serve/preview.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_PORT = 4173;

try {
  const { port, host } = readServeOptions(process.argv.slice(2), process.env, DEFAULT_PORT);
  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    console.error('dist/ holds no site yet; run `npm run build` first.');
    process.exit(1);
  }
  const url = await listen(createPreviewServer(path.join(root, 'dist')), port, host);
  console.log(`Serving dist/ at ${url} as a static host would (Ctrl+C stops it)`);
} catch (error) {
  console.error(describeServeFailure(error));
  process.exit(1);
}

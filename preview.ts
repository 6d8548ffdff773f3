// `npm run preview`: serves the built dist/ on 127.0.0.1 as a production static host would.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createPreviewServer, listen } from './src/serve/preview.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 4173);
const host = values.host ?? '127.0.0.1';

const url = await listen(createPreviewServer(path.join(root, 'dist')), port, host);
console.log(`Serving dist/ at ${url}`);

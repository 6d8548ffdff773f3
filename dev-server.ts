// `npm start` / `npm run dev`: builds the site, serves it with live reload, rebuilds on every save.
// Prints what happens; the work is done in src/dev/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startDevServer, type DevReport } from './src/dev/server.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_PORT = 5173;

const { port, host } = readOptions(process.argv.slice(2));
try {
  const server = await startDevServer({ root, port, host, report: printReport });
  console.log(`Dev server: ${server.url}  (watching content/, src/ and static/; Ctrl+C stops it)`);
  if (host === '0.0.0.0' || host === '::') console.log(`Listening on every network interface, port ${new URL(server.url).port}.`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') console.error(`Port ${port} is already in use (another dev server?); pick another with --port or PORT.`);
  else console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

/** `--port N` or `PORT`; `--host` alone listens on every interface, `--host ADDRESS` on that one. */
function readOptions(args: string[]): { port: number; host: string } {
  const hostAt = args.indexOf('--host');
  if (hostAt !== -1 && (args[hostAt + 1] === undefined || args[hostAt + 1]?.startsWith('--'))) {
    args.splice(hostAt + 1, 0, '0.0.0.0');
  }
  const { values } = parseArgs({ args, options: { port: { type: 'string' }, host: { type: 'string' } } });
  const port = Number(values.port ?? process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`"${values.port ?? process.env.PORT}" is not a port number; write e.g. --port 5174`);
    process.exit(1);
  }
  return { port, host: values.host ?? '127.0.0.1' };
}

function printReport(report: DevReport): void {
  const time = new Date().toLocaleTimeString('et-EE');
  switch (report.kind) {
    case 'built': {
      const first = report.changed.length === 0;
      const what = first ? 'Built' : `Rebuilt after ${describeChanges(report.changed)}`;
      const effects = { reload: 'pages reloaded', css: 'stylesheet swapped', ready: '', problem: '', nothing: 'nothing changed' };
      const effect = first ? '' : effects[report.sent];
      console.log(`${time} ${what}: ${report.pages} pages, ${report.outputs} files changed, in ${Math.round(report.ms)} ms${effect ? `; ${effect}` : ''}.`);
      return;
    }
    case 'failed':
      if (report.repeated) console.error(`${time} Still the same problem as above; the last good pages are still served.`);
      else console.error(`${time} ${report.message}\nThe last good pages are still served; the browser shows this too. Fix it and save.`);
      return;
    case 'notice':
      console.log(`${time} ${report.message}`);
  }
}

function describeChanges(changed: string[]): string {
  const [first] = changed;
  return changed.length === 1 ? `${first}` : `${first} and ${changed.length - 1} more`;
}

// `npm start` / `npm run dev`: prints what the dev server (src/dev/server.ts) does.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer, type DevReport } from './src/dev/server.ts';
import { describeServeFailure, readServeOptions } from './src/serve/options.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_PORT = 5173;

try {
  const { port, host } = readServeOptions(process.argv.slice(2), process.env, DEFAULT_PORT);
  const server = await startDevServer({ root, port, host, report: printReport });
  console.log(`Dev server: ${server.homeUrl}  (watching content/, src/ and static/; Ctrl+C stops it)`);
  console.log(server.editorUrl ? `Editor: ${server.editorUrl}  (saves into content/ and static/images/ on this machine)` : 'Editor: /admin/ cannot save here, as the server listens beyond this machine; see docs/cms.md.');
  if (host === '0.0.0.0' || host === '::') console.log(`Listening on every network interface, port ${new URL(server.url).port}.`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(describeServeFailure(error));
  process.exit(1);
}

function printReport(report: DevReport): void {
  const time = new Date().toLocaleTimeString('et-EE');
  switch (report.kind) {
    case 'built': {
      if (report.changed.length === 0) {
        console.log(`${time} Built ${report.pages} pages (${report.outputs} files) in ${Math.round(report.ms)} ms.`);
        return;
      }
      const effects = { reload: 'pages reloaded', css: 'stylesheet swapped', ready: '', problem: '', nothing: 'nothing changed' };
      console.log(
        `${time} Rebuilt after ${report.changed[0]}${report.changed.length > 1 ? ` and ${report.changed.length - 1} more` : ''}: ${report.outputs} files changed in ${Math.round(report.ms)} ms; ${effects[report.sent]}.`,
      );
      return;
    }
    case 'failed':
      if (report.repeated) console.error(`${time} Sama viga mis eespool; server näitab endiselt viimati ehitatud lehti.`);
      else console.error(`${time} ${report.message}\nServer näitab endiselt viimati ehitatud lehti ja brauser näitab sama viga. Paranda see ja salvesta.`);
      return;
    case 'notice':
      console.log(`${time} ${report.message}`);
  }
}

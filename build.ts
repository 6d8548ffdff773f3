// `npm run build`: builds the site into dist/, or prints every problem and leaves dist/ as it was.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareSecondThread } from './src/threads.ts';

// First of all, so that the build's second thread loads while this one loads the rest of the build
// (a third of a second) instead of after it (bench/README.md, "The build's second thread").
const secondThread = prepareSecondThread();
const { runBuildCommand } = await import('./src/build-command.ts');

process.exitCode = await runBuildCommand({
  root: path.dirname(fileURLToPath(import.meta.url)),
  args: process.argv.slice(2),
  env: process.env,
  print: (line) => console.log(line),
  printError: (line) => console.error(line),
  secondThread,
});

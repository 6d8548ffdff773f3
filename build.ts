// `npm run build`: builds the site into dist/, or prints every problem and leaves dist/ as it was.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBuildCommand } from './src/build-command.ts';

process.exitCode = await runBuildCommand({
  root: path.dirname(fileURLToPath(import.meta.url)),
  args: process.argv.slice(2),
  env: process.env,
  print: (line) => console.log(line),
  printError: (line) => console.error(line),
});

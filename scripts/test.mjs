// @ts-check
// Runs every test file under test/ (unit, content corpus, browser) in one uvu process and closes
// with one plain line, "N passed, N failed", that CI reads; the exit code is uvu's.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const uvu = path.join(ROOT, 'node_modules', '.bin', 'uvu');
const child = spawn(uvu, ['-r', 'tsx', 'test', '\\.test\\.tsx?$', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: ['ignore', 'pipe', 'inherit'],
});

let output = '';
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  output += chunk.toString();
  // Only the summary at the end matters; keep memory flat over a long run.
  if (output.length > 100_000) output = output.slice(-10_000);
});

child.on('close', (code, signal) => {
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const total = Number(/Total:\s+(\d+)/.exec(plain)?.[1]);
  const passed = Number(/Passed:\s+(\d+)/.exec(plain)?.[1]);
  if (Number.isFinite(total) && Number.isFinite(passed)) console.log(`\n${passed} passed, ${total - passed} failed`);
  process.exit(code ?? (signal ? 1 : 0));
});

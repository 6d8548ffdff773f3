// `npm run preview` and `npm start` as a maintainer runs them: with no options they listen on
// 127.0.0.1 only, so another machine on the network cannot reach a work in progress.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyProject, type ProjectCopy } from './helpers/temp-project.ts';
import { request } from './helpers/http.ts';
import { PROJECT_ROOT } from './helpers/site-build.ts';

const run = promisify(execFile);

interface Context {
  project: ProjectCopy;
  env: NodeJS.ProcessEnv;
}

/** Starts `entry` as its npm script does (scripts/run-compiled.mjs), and resolves with the address it printed. */
function startCommand(cwd: string, entry: string, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: URL }> {
  const child = spawn(process.execPath, ['scripts/run-compiled.mjs', entry, '--port', '0'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /http:\/\/\S+/.exec(output)?.[0];
      if (address) resolve({ child, url: new URL(address) });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${entry} stopped (exit code ${code}) before printing an address:\n${output}`)));
  });
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resolves true when something accepts a TCP connection at host:port. */
function isReachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2_000 }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** This machine's own addresses that other machines could use. */
function toOutwardAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((item) => item !== undefined && !item.internal && item.family === 'IPv4')
    .map((item) => item?.address as string);
}

const commands = suite<Context>('npm run preview and npm start: where they listen');

commands.before(async (context) => {
  context.project = await copyProject();
  context.env = { ...process.env, SITE_NOW: '2025-06-01T12:00:00+03:00' };
  delete context.env.PORT;
  await run(process.execPath, ['scripts/run-compiled.mjs', 'build.ts'], { cwd: context.project.dir, env: context.env });
});

commands.after(async (context) => {
  await context.project?.remove();
});

for (const entry of ['preview.ts', 'dev-server.ts']) {
  commands(`should listen on 127.0.0.1 only when ${entry} is given no --host`, async ({ project, env }) => {
    let child: ChildProcess | undefined;
    try {
      const started = await startCommand(project.dir, entry, env);
      child = started.child;
      const { hostname, port } = started.url;
      assert.is(hostname, '127.0.0.1', `${entry} printed ${started.url.href}`);
      assert.is((await request(started.url.href)).status, 200);
      for (const address of toOutwardAddresses()) {
        assert.not.ok(await isReachable(address, Number(port)), `${entry} answers at ${address}:${port}, from the network`);
      }
    } finally {
      await stop(child);
    }
  });
}

commands.run();

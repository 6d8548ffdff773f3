// The site as a maintainer deploys it to a server of their own: `npm run build -- --precompress`
// under a strict umask, `rsync -a dist/` into a web root, and Debian's nginx or apache2 started on a
// free loopback port with the configuration the project ships (docs/nginx.conf, dist/.htaccess).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { requirePart } from '../../scripts/test/parts.mjs';
import { copyProject, PROJECT_ROOT, type ProjectCopy } from './temp-project.ts';
import { isTestWorker } from './test-process.ts';

const run = promisify(execFile);
export const SITE_NOW = '2025-06-01T12:00:00+03:00';

/** Only root can make the servers' workers run as another user, as Debian's own configuration does. */
export const RUNS_AS_ROOT = process.getuid?.() === 0;

export interface Deployed {
  /** The folder the server serves. */
  webRoot: string;
  /** What rsync copied from dist/: the web root, or its sub-folder for a site in one. */
  siteRoot: string;
  /** '' for a site at the root of its host, `/selts` for one in a sub-folder. */
  subFolder: string;
  /** A folder of the host's own, for its configuration, logs and pid file. */
  serverFolder: string;
  remove(): Promise<void>;
}

/**
 * Builds the shipped site in a copy of the project with umask 077, as on a hardened server (the
 * web server's user may read only what the build made readable), and copies it with `rsync -a`.
 */
export async function buildAndDeploy(subFolder = ''): Promise<Deployed> {
  const rsync = requirePart('rsync').path;
  const { project, release } = await takeProject();
  const host = await mkdtemp(path.join(os.tmpdir(), 'kammer-host-'));
  try {
    const site = path.join(project.dir, 'content', 'site.md');
    const shipped = await readFile(path.join(PROJECT_ROOT, 'content', 'site.md'), 'utf8');
    const root = 'siteUrl: "https://www.kammermuusikaselts.ee/"';
    await writeFile(site, subFolder ? replaceOnce(shipped, root, `siteUrl: "https://www.kammermuusikaselts.ee${subFolder}/"`, 'content/site.md') : shipped);
    // The host's own folders are open to the server's user, like /var/www; the web root is not made
    // here: rsync gives it dist/'s own mode.
    await chmod(host, 0o755);
    const script = 'umask 077 && exec "$0" scripts/run-compiled.mjs build.ts --precompress';
    await run('sh', ['-c', script, process.execPath], { cwd: project.dir, env: { ...process.env, SITE_NOW } });
    const webRoot = path.join(host, 'www');
    const siteRoot = path.join(webRoot, ...subFolder.split('/'));
    if (subFolder) await mkdir(webRoot, { mode: 0o755 });
    await run(rsync, ['-a', `${path.join(project.dir, 'dist')}/`, `${siteRoot}/`]);
    const serverFolder = path.join(host, 'server');
    await mkdir(serverFolder);
    return { webRoot, siteRoot, subFolder, serverFolder, remove: () => Promise.all([release(), rm(host, { recursive: true, force: true })]).then(() => undefined) };
  } catch (error) {
    await Promise.all([release(), rm(host, { recursive: true, force: true })]);
    throw error;
  }
}

/** The copy the deploys of a test process build in, and the deploy that has it now. */
let shared: { project: Promise<ProjectCopy>; turn: Promise<void> } | undefined;

/**
 * A copy of the project to build in, and how to let it go. In a test process the four hosting
 * suites (two servers, at the root and in a sub-folder) take turns with one copy, removed when the
 * process ends: a copy's first build compiles build.ts, seconds that every later build is spared.
 */
async function takeProject(): Promise<{ project: ProjectCopy; release: () => Promise<void> }> {
  if (!isTestWorker()) {
    const project = await copyProject();
    return { project, release: () => project.remove() };
  }
  if (!shared) {
    const project = copyProject();
    void project.then((copy) => process.once('exit', () => rmSync(copy.dir, { recursive: true, force: true })), () => undefined);
    shared = { project, turn: Promise.resolve() };
  }
  const previous = shared.turn;
  let release = (): Promise<void> => Promise.resolve();
  shared.turn = new Promise((resolve) => {
    release = () => {
      resolve();
      return Promise.resolve();
    };
  });
  await previous;
  return { project: await shared.project, release };
}

export interface RunningServer {
  url: string;
  /** Stops the server by its process id and waits until it has gone. */
  stop(): Promise<void>;
}

/** A port nobody listens on now, on the loopback address. */
async function findFreePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `text` with `from` replaced, which must be there exactly once: a changed shipped file fails loudly. */
export function replaceOnce(text: string, from: string, to: string, where: string): string {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`${where} should hold "${from}" once, and holds it ${parts.length - 1} times`);
  return parts.join(to);
}

/** docs/nginx.conf in the http {} block of a main configuration like Debian's /etc/nginx/nginx.conf. */
export async function startNginx({ webRoot, serverFolder, subFolder }: Deployed): Promise<RunningServer> {
  const { path: nginx, configFolder: nginxConfig = '/etc/nginx' } = requirePart('nginx');
  const port = await findFreePort();
  let site = await readFile(path.join(PROJECT_ROOT, 'docs', 'nginx.conf'), 'utf8');
  site = replaceOnce(site, '    listen 80;\n', `    listen 127.0.0.1:${port};\n`, 'docs/nginx.conf');
  site = replaceOnce(site, '    listen [::]:80;\n', '', 'docs/nginx.conf');
  site = replaceOnce(site, '    root /var/www/kammermuusika;\n', `    root ${webRoot};\n`, 'docs/nginx.conf');
  if (subFolder) {
    // What the comment at the top of docs/nginx.conf tells a maintainer to do for a sub-folder.
    site = replaceOnce(site, 'error_page 404 /404.html;', `error_page 404 ${subFolder}/404.html;`, 'docs/nginx.conf');
    site = replaceOnce(site, 'location = /_headers {', `location = ${subFolder}/_headers {`, 'docs/nginx.conf');
    site = replaceOnce(site, 'location /assets/ {', `location ${subFolder}/assets/ {`, 'docs/nginx.conf');
    site = replaceOnce(site, 'location ^~ /admin {', `location ^~ ${subFolder}/admin {`, 'docs/nginx.conf');
  }
  const siteFile = path.join(serverFolder, 'kammermuusika.conf');
  const main = path.join(serverFolder, 'nginx.conf');
  const at = (name: string) => path.join(serverFolder, name);
  await writeFile(siteFile, site);
  // Debian's default, but for the files that only root may write (pid, logs, temporary bodies).
  await writeFile(
    main,
    `${RUNS_AS_ROOT ? 'user www-data;' : '# Not root: the workers run as this user.'}
worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')};
include ${nginxConfig}/modules-enabled/*.conf;

events {
\tworker_connections 768;
}

http {
\tsendfile on;
\ttcp_nopush on;
\ttypes_hash_max_size 2048;
\tinclude ${nginxConfig}/mime.types;
\tdefault_type application/octet-stream;
\tssl_protocols TLSv1.2 TLSv1.3;
\tssl_prefer_server_ciphers on;
\taccess_log ${at('access.log')};
\tgzip on;
\tclient_body_temp_path ${at('body')};
\tproxy_temp_path ${at('proxy')};
\tfastcgi_temp_path ${at('fastcgi')};
\tuwsgi_temp_path ${at('uwsgi')};
\tscgi_temp_path ${at('scgi')};
\tinclude ${siteFile};
}
`,
  );
  const args = ['-c', main, '-p', serverFolder, '-e', at('error.log')];
  // nginx -t as the docs tell a maintainer to run it before reloading.
  await run(nginx, ['-t', '-q', ...args]).catch((error: { stderr?: string }) => {
    throw new Error(`nginx -t fails with docs/nginx.conf:\n${error.stderr}`);
  });
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return waitForServer(child, port, 'nginx', at('error.log'));
}

/** Modules as Debian's apache2 package enables them, and the three that dist/.htaccess needs. */
const APACHE_MODULES = [
  'mpm_event', 'authz_core', 'authz_host', 'alias', 'autoindex', 'deflate', 'filter', 'dir', 'env',
  'mime', 'negotiation', 'setenvif', 'reqtimeout', 'rewrite', 'headers', 'expires',
];

/**
 * apache2 with a configuration of its own (ServerRoot in a temporary folder) built from Debian's
 * module files; the web root lists folders and allows .htaccess only FileInfo and Indexes, as a
 * strict shared host would, so that dist/.htaccess has to do all the work itself.
 */
export async function startApache({ webRoot, serverFolder }: Deployed): Promise<RunningServer> {
  const { path: apache2, configFolder: apacheConfig = '/etc/apache2' } = requirePart('apache2');
  const port = await findFreePort();
  const at = (name: string) => path.join(serverFolder, name);
  const modules = APACHE_MODULES.flatMap((name) => [
    `Include ${apacheConfig}/mods-available/${name}.load`,
    `IncludeOptional ${apacheConfig}/mods-available/${name}.conf`,
  ]);
  await mkdir(at('run'));
  const config = at('apache2.conf');
  await writeFile(
    config,
    `ServerRoot ${serverFolder}
ServerName 127.0.0.1
Listen 127.0.0.1:${port}
DefaultRuntimeDir ${at('run')}
PidFile ${at('apache2.pid')}
ErrorLog ${at('error.log')}
LogLevel warn
${RUNS_AS_ROOT ? 'User www-data\nGroup www-data' : '# Not root: runs as this user.'}
${modules.join('\n')}

<Directory />
\tOptions FollowSymLinks
\tAllowOverride None
\tRequire all denied
</Directory>
<Directory ${webRoot}>
\tOptions Indexes FollowSymLinks
\tAllowOverride FileInfo Indexes
\tRequire all granted
</Directory>
DocumentRoot ${webRoot}
AccessFileName .htaccess
<FilesMatch "^\\.ht">
\tRequire all denied
</FilesMatch>
`,
  );
  await run(apache2, ['-t', '-f', config]).catch((error: { stderr?: string }) => {
    throw new Error(`apache2 -t fails:\n${error.stderr}`);
  });
  // -X: one process in the foreground, stopped by its pid.
  const child = spawn(apache2, ['-X', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  return waitForServer(child, port, 'apache2', at('error.log'));
}

/** Resolves once the port answers; a server that exits first fails with what it said. */
async function waitForServer(child: ChildProcess, port: number, name: string, errorLog: string): Promise<RunningServer> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const stop = async () => {
    if (!hasExited && child.pid !== undefined) process.kill(child.pid, 'SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 200; attempt++) {
    if (hasExited) break;
    if (await canConnect(port)) return { url: `http://127.0.0.1:${port}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  const log = await readFile(errorLog, 'utf8').catch(() => '');
  throw new Error(`${name} did not start on port ${port}:\n${stderr}${log}`);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

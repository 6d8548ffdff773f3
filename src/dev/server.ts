// The dev server: builds once, serves the last good build from memory, watches content/, src/ and
// static/, rebuilds what changed and tells open pages to reload or to show what went wrong.
import http from 'node:http';
import path from 'node:path';
import { bundleDevScript } from '../bundle.ts';
import { listen } from '../serve/preview.ts';
import { refuseUnlessRead, toDecodedPath, toRequestUrl } from '../serve/requests.ts';
import { createBuilder } from './builder.ts';
import { LOCAL_BACKEND_PATH } from '../admin/config.ts';
import { ADMIN_CONFIG, ADMIN_FOLDER } from '../admin/page.ts';
import { createEventChannel, type ServerEvent } from './events.ts';
import { createLocalBackend, isLoopback } from './local-backend.ts';
import { measureHeapAfterGc } from './heap.ts';
import { createRebuildQueue } from './queue.ts';
import { createOutputResponder, DEV_PATHS, sendOutput } from './respond.ts';
import { createSiteState } from './site-state.ts';
import { watchProject } from './watch.ts';

export interface DevServerOptions {
  /** The project folder: content/, static/ and the generator's own src/. */
  root: string;
  port: number;
  host: string;
  report?: (report: DevReport) => void;
  /** The editor's local backend asks for no password: on by default only while nobody else can reach the server. */
  localBackend?: boolean;
}

export type DevReport =
  | { kind: 'built'; ms: number; pages: number; changed: string[]; outputs: number; sent: ServerEvent['name'] | 'nothing' }
  | { kind: 'failed'; message: string; repeated: boolean }
  | { kind: 'notice'; message: string };

export type DevServer = Awaited<ReturnType<typeof startDevServer>>;

export async function startDevServer({ root, port, host, report = () => {}, localBackend = isLoopback(host) }: DevServerOptions) {
  const state = createSiteState();
  const channel = createEventChannel();
  const builder = createBuilder(root);
  const respond = createOutputResponder(state, path.join(root, 'static'));
  const noticed = new Set<string>();
  const saveLocally = localBackend ? await createLocalBackend(root) : undefined;
  let reloadScript = '';

  const rebuild = async (changedSet: ReadonlySet<string>): Promise<void> => {
    const changed = [...changedSet].sort();
    if (changed.some(isGeneratorCode)) await builder.stop();
    const reply = await builder.build();
    const previousFailure = state.failure;
    const event = state.apply(reply, { staticChanged: changed.some((file) => isBelow(file, 'static')) });
    if (event) channel.send(event);
    if (!reply.ok) {
      report({ kind: 'failed', message: reply.message, repeated: reply.message === previousFailure });
      return;
    }
    for (const message of reply.notices.filter((notice) => !noticed.has(notice))) {
      noticed.add(message);
      report({ kind: 'notice', message });
    }
    const outputs = reply.changed.length + reply.removed.length;
    report({ kind: 'built', ms: reply.ms, pages: reply.pages, changed, outputs, sent: event?.name ?? 'nothing' });
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const url = toRequestUrl(req.url);
    const pathname = url && toDecodedPath(url.pathname);
    if (pathname === LOCAL_BACKEND_PATH && saveLocally) return saveLocally.handle(req, res);
    if (refuseUnlessRead(req, res)) return;
    if (pathname === DEV_PATHS.events) return channel.open(req, res, state.greet());
    if (pathname === DEV_PATHS.script) return sendOutput(req, res, 200, 'reload.js', reloadScript, state.build);
    const builtConfig = state.files.get(ADMIN_CONFIG);
    if (saveLocally && pathname === `${state.basePath}/${ADMIN_CONFIG}` && typeof builtConfig === 'string') {
      return sendOutput(req, res, 200, ADMIN_CONFIG, saveLocally.addToConfig(req, builtConfig, state.basePath), state.build);
    }
    respond(req, res, pathname);
  };

  let ready: Promise<void> = Promise.resolve();
  const server = http.createServer((req, res) => void ready.then(() => handle(req, res)));
  // Listening first means a port already in use is reported before any work is done; requests
  // that come during the first build wait for it.
  const url = await listen(server, port, host);
  // An editor's save (truncate, write, maybe rename) takes well under 5 ms: a burst of saves is one rebuild.
  const queue = createRebuildQueue(rebuild, { delayMs: 5, maxDelayMs: 200 });
  // Watching starts before the first build, so that a save during it is not missed.
  const watcher = await watchProject(root, queue.add, (error) =>
    report({ kind: 'notice', message: `Watching files failed: ${error instanceof Error ? error.message : String(error)}` }),
  );
  ready = (async () => {
    reloadScript = await bundleDevScript();
    await rebuild(new Set());
  })();
  await ready;
  queue.start();

  return {
    url,
    /** `url`, or below it when the site lives in a sub-folder (siteUrl). */
    get homeUrl() {
      return `${url}${state.basePath}/`;
    },
    /** Undefined when the editor cannot save here (no local backend). */
    get editorUrl() {
      return saveLocally ? `${url}${state.basePath}/${ADMIN_FOLDER}/` : undefined;
    },
    whenIdle: () => queue.whenIdle(),
    /** Heap sizes after a full collection, of the server and of its build worker: tests see whether rebuilds leak. */
    measureHeap: async () => ({ server: measureHeapAfterGc(), worker: await builder.measureHeap() }),
    async close() {
      queue.close();
      await watcher.close();
      channel.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await queue.whenIdle();
      await builder.stop();
    },
  };
}

/** src/styles and src/client are bundled for the browser, not imported by the worker. */
function isGeneratorCode(file: string): boolean {
  return isBelow(file, 'src') && !isBelow(file, 'src/styles') && !isBelow(file, 'src/client');
}

function isBelow(file: string, folder: string): boolean {
  return file === folder || file.startsWith(`${folder}/`);
}

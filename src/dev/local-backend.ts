// Decap CMS's local backend (decap-server's file-system mode, inside the project folder) on the dev
// server's own address, so that the page's policy needs no other origin. decap-server's own command
// listens on every interface with no authentication; this answers only a local Host.
import type http from 'node:http';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { addLocalBackend, LOCAL_BACKEND_PATH } from '../admin/config.ts';
import { explainDeleteRefusal, REFERRING_FILES, type ReferringFiles } from '../admin/references.ts';
import { readFrontMatter } from '../content/frontmatter.ts';

type RequestBody = { action?: string; params?: { path?: unknown; paths?: unknown } } | undefined;
type JsonResponse = { status(code: number): { json(body: unknown): void } };
interface ExpressApp {
  (req: http.IncomingMessage, res: http.ServerResponse): void;
  use(handler: unknown): void;
  post(path: string, handler: (req: { body?: RequestBody }, res: JsonResponse, next: (error?: unknown) => void) => void): void;
}

const require = createRequire(import.meta.url);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export async function createLocalBackend(root: string) {
  // decap-server's own express, the one its middlewares are written for.
  const fromServer = createRequire(require.resolve('decap-server/package.json'));
  const express = fromServer('express') as (() => ExpressApp) & { json(options: { limit: string }): unknown };
  const { registerLocalFs } = fromServer('decap-server/dist/middlewares') as {
    registerLocalFs(app: ExpressApp, options: { logLevel: string }): Promise<void>;
  };
  const app = express();
  // Read here first (decap-server's own reader then finds the body read), so that a delete is looked at before it is done.
  app.use(express.json({ limit: '50mb' }));
  app.post(LOCAL_BACKEND_PATH, (req, res, next) => {
    refuseBreakingDelete(root, req.body).then((refusal) => (refusal ? res.status(409).json({ error: refusal }) : next()), next);
  });
  // It reads the folder from the environment as registering starts (each dev server of a process sets its own).
  process.env.GIT_REPO_DIRECTORY = root;
  await registerLocalFs(app, { logLevel: 'warn' });

  return {
    /** Answers Decap's requests at /api/v1. */
    handle(req: http.IncomingMessage, res: http.ServerResponse): void {
      // A page of another site cannot reach it by pointing its own name at 127.0.0.1 (DNS rebinding),
      // nor may a page served on another local port (decap-server itself lets any localhost origin in).
      if (!isLocalHost(req) || !isSameOrigin(req)) {
        res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Sisuhaldus salvestab ainult selles arvutis, kus töötab npm start: ava see aadressil http://127.0.0.1.');
        return;
      }
      app(req, res);
    },
    /** The built config.yml, with the local backend at the page's own origin, which its policy's connect-src 'self' covers. */
    addToConfig(req: http.IncomingMessage, builtYaml: string, basePath: string): string {
      return isLocalHost(req) ? addLocalBackend(builtYaml, `http://${req.headers.host}`, basePath) : builtYaml;
    },
  };
}

/** A browser names the page's origin on every cross-origin request and on same-origin POSTs. */
function isSameOrigin(req: http.IncomingMessage): boolean {
  const origin = req.headers.origin;
  return origin === undefined || (URL.canParse(origin) && new URL(origin).host === req.headers.host);
}

function isLocalHost(req: http.IncomingMessage): boolean {
  return LOCAL_HOSTS.has((req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase());
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/** Why a delete is refused (src/admin/references.ts), or undefined: the editor asks first; this holds for any request. */
async function refuseBreakingDelete(root: string, body: RequestBody): Promise<string | undefined> {
  const params = body?.params;
  const files = body?.action === 'deleteFile' ? [params?.path] : body?.action === 'deleteFiles' && Array.isArray(params?.paths) ? params.paths : [];
  const named = files.filter((file): file is string => typeof file === 'string');
  if (named.length === 0) return undefined;
  const referring = await readReferringFiles(root);
  const refusals = named.map((file) => explainDeleteRefusal(file, referring)).filter((refusal) => refusal !== undefined);
  return refusals.length > 0 ? refusals.join(' ') : undefined;
}

async function readReferringFiles(root: string): Promise<ReferringFiles> {
  const entries = await Promise.all(
    Object.entries(REFERRING_FILES).map(async ([name, file]) => {
      const text = await readFile(path.join(root, file), 'utf8').catch(() => undefined);
      const read = text === undefined ? undefined : readFrontMatter(file, text);
      return [name, read?.ok ? read.data : undefined] as const;
    }),
  );
  return Object.fromEntries(entries);
}

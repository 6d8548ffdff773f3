// Serves dist/ as a plain static host would: the same files, 404.html for unknown addresses,
// compressed, and only to GET and HEAD.
import { readFileSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { MIN_COMPRESSED_BYTES } from '../deploy/compress.ts';
import { HOST_CONFIG_FILES, REVALIDATE, SECURITY_HEADERS, setSiteHeaders } from '../deploy/headers.ts';
import { ROUTES, toFileOutputPath, toSitePath } from '../lib/urls.ts';
import { dropUnservableRange, refuseUnlessRead, toDecodedPath, toRequestUrl } from './requests.ts';

export function createPreviewServer(distDir: string): http.Server {
  let site: OpenSite | undefined;
  // Where the build wrote no --precompress copy for sirv to send, the response is compressed as it goes
  // out, as hosts do; but not a part of a file (206), whose Content-Range counts the file's own bytes.
  const compress = compression({ threshold: MIN_COMPRESSED_BYTES, filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res) });
  return http.createServer((req, res) => {
    if (!refuseUnlessRead(req, res)) compress(req, res, () => serveFile(req, res));
  });

  function serveFile(req: http.IncomingMessage, res: http.ServerResponse): void {
    const notFound = () => void sendNotFound(distDir, res);
    const url = toRequestUrl(req.url);
    if (url === undefined) return notFound();
    site = openSite(distDir, site);
    if (site === undefined) return notFound();
    const { serve, basePath } = site;
    if (isHostConfig(toSitePath(toDecodedPath(url.pathname), basePath))) return notFound();
    dropUnservableRange(req);
    if (basePath === '') return serve(req, res, notFound);
    if (url.pathname === '/') {
      res.writeHead(302, { Location: `${basePath}/` }).end();
      return;
    }
    const inside = toSitePath(url.pathname, basePath);
    if (inside === undefined) return notFound();
    req.url = `${inside}${url.search}`;
    serve(req, res, notFound);
  }
}

/** Like the hosts, the preview does not publish _headers and .htaccess, also not as `/_headers/`. */
function isHostConfig(sitePath: string | undefined): boolean {
  return sitePath !== undefined && HOST_CONFIG_FILES.has(sitePath.replace(/^\/+|\/+$/g, ''));
}

interface OpenSite {
  /** dist/ when it was listed: a build swaps in a new folder, with a new inode. */
  folder: Stats;
  serve: ReturnType<typeof sirv>;
  basePath: string;
}

/**
 * sirv lists the files once. A build run while the preview runs replaces dist/, and opening a listed
 * file that is gone throws where no handler catches it, which stopped the server; so a replaced or
 * changed dist/ is listed again. One stat a request; undefined while there is no dist/.
 */
function openSite(distDir: string, open: OpenSite | undefined): OpenSite | undefined {
  const folder = statSync(distDir, { throwIfNoEntry: false });
  if (!folder?.isDirectory()) return undefined;
  if (open && folder.ino === open.folder.ino && folder.dev === open.folder.dev && folder.mtimeMs === open.folder.mtimeMs) return open;
  const serve = sirv(distDir, { extensions: ['html'], etag: true, gzip: true, brotli: true, setHeaders: (res, pathname) => setSiteHeaders(res, pathname, REVALIDATE) });
  return { folder, serve, basePath: readBasePath(distDir) };
}

/** A site built for a sub-folder of its host (siteUrl) is served there; the web app manifest says where. */
function readBasePath(distDir: string): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, toFileOutputPath(ROUTES.manifest)), 'utf8')) as { start_url?: unknown };
    return typeof manifest.start_url === 'string' ? manifest.start_url.replace(/\/+$/, '') : '';
  } catch {
    return '';
  }
}

async function sendNotFound(distDir: string, res: http.ServerResponse): Promise<void> {
  const body = await readFile(path.join(distDir, '404.html')).catch(() => Buffer.from('404'));
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', ...SECURITY_HEADERS });
  res.end(body);
}

/** The server's address once it listens; rejects when it cannot (a port in use). */
export async function listen(server: http.Server, port: number, host: string): Promise<string> {
  server.listen(port, host);
  await once(server, 'listening');
  return `http://${host.includes(':') ? `[${host}]` : host}:${(server.address() as AddressInfo).port}`;
}

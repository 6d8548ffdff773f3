// Serves dist/ as a plain static host would: the same files, 404.html for unknown addresses.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { HASHED_FOLDER, IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from '../deploy/headers.ts';
import { ROUTES, toFileOutputPath, toSitePath } from '../lib/urls.ts';
import { dropUnservableRange, toRequestUrl } from './requests.ts';

export function createPreviewServer(distDir: string): http.Server {
  const serve = sirv(distDir, {
    extensions: ['html'],
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      res.setHeader('Cache-Control', pathname.startsWith(`/${HASHED_FOLDER}/`) ? IMMUTABLE : REVALIDATE);
    },
  });
  const basePath = readBasePath(distDir);
  // sirv answers `/contact/` with contact.html as it answers `/contact`, as the static hosts we deploy to do.
  return http.createServer((req, res) => {
    const notFound = () => void sendNotFound(distDir, res);
    const url = toRequestUrl(req.url);
    if (url === undefined) return notFound();
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
  });
}

/**
 * A site built for a sub-folder of its host (its siteUrl) is served in that folder, where its links
 * point; the web app manifest the build writes says where the site starts.
 */
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

export function listen(server: http.Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve(`http://${host.includes(':') ? `[${host}]` : host}:${actual}`);
    });
  });
}

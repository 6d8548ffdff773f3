// Serves dist/ as a plain static host would: the same files, 404.html for unknown addresses.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { HASHED_FOLDER, IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from '../deploy/headers.ts';

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
  // sirv answers `/contact/` with contact.html as it answers `/contact`, as the static hosts we deploy to do.
  return http.createServer((req, res) => serve(req, res, () => void sendNotFound(distDir, res)));
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

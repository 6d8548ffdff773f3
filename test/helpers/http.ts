// HTTP for server tests: the bytes as sent, and the request target exactly as written.
import http from 'node:http';
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * GET `target` from the server at `url`. The target is sent as written (`/../x` is not resolved to
 * `/x`, as fetch and `new URL` would), and the body is not decoded (fetch would undo compression).
 */
export function request(url: string, target = '', headers: Record<string, string> = {}, agent?: http.Agent): Promise<RawResponse> {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: target === '' ? `${pathname}${search}` : target, headers, agent: agent ?? false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Sends `head` (a request line and headers) over a plain socket and resolves with everything the
 * server wrote before closing: for requests that Node's own client refuses to send.
 */
export function requestOverSocket(url: string, head: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(`${head}\r\nConnection: close\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}

/** Closes a server and any connection a test left open. */
export async function closeServer(server: http.Server | undefined): Promise<void> {
  if (!server?.listening) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

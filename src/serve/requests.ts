// Reading what a request asks for (its target and its Range), shared by the dev and preview servers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from '../deploy/headers.ts';

/** Answers anything but GET and HEAD with 405, as nginx and Apache do for a file; true when it did. */
export function refuseUnlessRead(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
  res.end('405 Method Not Allowed\n');
  return true;
}

/** The address asked for, `..` resolved as a browser would; undefined for no address at all (`GET http://[`). */
export function toRequestUrl(target = '/'): URL | undefined {
  return URL.canParse(target, 'http://localhost') ? new URL(target, 'http://localhost') : undefined;
}

/** `%C3%B5` → `õ`; a path with a broken escape (`/%E0%A4%A`) is kept as written, so it finds no file. */
export function toDecodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * sirv reads a Range header naively: `bytes=5-2`, or an end past 2^53, makes it throw where no handler
 * catches it, which stops the server; a suffix (`bytes=-100`), several ranges or `bytes=0-0` get the
 * wrong bytes. Only a single range that sirv reads right is kept, an end past any file's size left
 * open; for any other the whole file is sent, as RFC 9110 lets a server do.
 */
export function dropUnservableRange(req: IncomingMessage): void {
  const range = req.headers.range;
  if (range === undefined) return;
  const [, first = '', last = ''] = /^\s*bytes\s*=\s*(\d+)\s*-\s*(\d*)\s*$/i.exec(range) ?? [];
  const [start, end] = [Number(first), Number(last)];
  const isServable = first !== '' && (last === '' || (end >= start && end > 0));
  if (isServable) req.headers.range = `bytes=${first}-${last !== '' && Number.isSafeInteger(end) ? last : ''}`;
  else delete req.headers.range;
}

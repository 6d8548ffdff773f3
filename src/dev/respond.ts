// Serves the last good build from memory, files copied from static/ through sirv. Every HTML page
// gets the reload script here and only here: the build's own output never contains it.
import type http from 'node:http';
import { lookup } from 'mrmime';
import sirv from 'sirv';
import { toOutputCandidates, toSitePath } from '../lib/urls.ts';
import { isAdminPath } from '../admin/page.ts';
import { HOST_CONFIG_FILES, setSiteHeaders } from '../deploy/headers.ts';
import { dropUnservableRange } from '../serve/requests.ts';
import type { createSiteState } from './site-state.ts';

export const DEV_PATHS = { events: '/__dev/events', script: '/__dev/reload.js' } as const;

const NOT_FOUND_PAGE = '404.html';

/** Shown before the first good build; the overlay on top of it says what is wrong. */
const WAITING_PAGE = `<!doctype html>
<html lang="et"><head><meta charset="utf-8"><title>Sait ootab parandust</title></head>
<body><h1>Saiti ei õnnestunud veel ehitada</h1>
<p>Paranda viga ja salvesta fail: leht laadib end ise uuesti.</p></body></html>`;

export function createOutputResponder(source: ReturnType<typeof createSiteState>, staticDir: string) {
  const serveStatic = sirv(staticDir, {
    dev: true,
    // .well-known/ is published; other dot-files never reach this, as the build does not list them.
    dotfiles: true,
    setHeaders: (res) => setSiteHeaders(res, '/', 'no-store'),
  });

  /** `requested` is decoded; undefined when the request names no address at all. */
  return (req: http.IncomingMessage, res: http.ServerResponse, requested: string | undefined): void => {
    if (source.files.size === 0) return sendOutput(req, res, 503, 'index.html', WAITING_PAGE, source.build);
    // Every build renders a 404 page.
    const notFound = () => sendOutput(req, res, 404, NOT_FOUND_PAGE, source.files.get(NOT_FOUND_PAGE) as string, source.build);
    if (requested === '/' && source.basePath !== '') {
      res.writeHead(302, { Location: `${source.basePath}/`, 'Cache-Control': 'no-store' }).end();
      return;
    }
    const pathname = requested === undefined ? undefined : toSitePath(requested, source.basePath);
    if (pathname === undefined) return notFound();
    const file = toOutputCandidates(pathname).find((candidate) => source.files.has(candidate));
    const contents = file === undefined ? undefined : source.files.get(file);
    // Only what the build publishes: static/ may hold files it skips, such as .DS_Store; and not the
    // hosts' configuration (_headers, .htaccess), which they keep to themselves.
    if (file === undefined || contents === undefined || HOST_CONFIG_FILES.has(file)) return notFound();
    if (typeof contents === 'string' || contents instanceof Uint8Array) return sendOutput(req, res, 200, file, contents, source.build);
    if (pathname !== requested) req.url = encodeURI(pathname);
    dropUnservableRange(req);
    serveStatic(req, res, notFound);
  };
}

export function sendOutput(req: http.IncomingMessage, res: http.ServerResponse, status: number, file: string, contents: string | Uint8Array, build: string): void {
  const type = lookup(file) ?? 'application/octet-stream';
  const isHtml = type === 'text/html';
  const sitePath = `/${file}`;
  // The editor's page is not reloaded under the form being filled in: it only shows what the build refused.
  const body = isHtml ? injectReloadScript(String(contents), build, isAdminPath(sitePath) ? 'problems' : 'reload') : contents;
  // No caching but for the build's hashed files, which a change renames: the editor's 2.5 MB script
  // is then fetched once a browser session, not at every opening of the editor.
  setSiteHeaders(res, sitePath, 'no-store');
  res.writeHead(status, {
    'Content-Type': type.startsWith('text/') || type.endsWith('javascript') ? `${type}; charset=utf-8` : type,
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** External, as the pages' Content-Security-Policy allows no inline code; `data-build` names the page's build. */
function injectReloadScript(html: string, build: string, mode: 'reload' | 'problems'): string {
  const tag = `<script src="${DEV_PATHS.script}" data-build="${build}" data-mode="${mode}" defer></script>`;
  const at = html.indexOf('</head>');
  return at === -1 ? `${tag}${html}` : `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

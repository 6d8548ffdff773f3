// The files of /admin/: the editor's page, its config.yml and its script. The page is the only one
// whose Content-Security-Policy lets code be evaluated and styles be inlined: Decap compiles its
// config's JSON schema with `new Function` (ajv) and styles itself with emotion's <style> elements.
import type { AdminBundle } from './bundle.ts';
import { toCmsConfigYaml, type CmsBackend } from './config.ts';
import { toSeason } from '../shared/calendar-rules.ts';
import { PUBLISHED_STAMP_NAME } from './published-stamp.ts';

export const ADMIN_FOLDER = 'admin';
export const ADMIN_CONFIG = `${ADMIN_FOLDER}/config.yml`;
export const PUBLISHED_STAMP = `${ADMIN_FOLDER}/${PUBLISHED_STAMP_NAME}`;

/** GitHub's API and the avatars it names, for the real site; everything else comes from the site itself. */
export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' blob: https://api.github.com",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

export interface AdminOptions {
  bundle: AdminBundle;
  basePath: string;
  siteName: string;
  /** The live site, which the editor links to. */
  siteUrl?: string;
  /** The concerts' Tallinn days (`2025-09-21`), for the seasons the editor offers. */
  concertDays?: readonly string[];
  backend?: CmsBackend;
}

export function planAdminFiles({ bundle, basePath, siteName, siteUrl, concertDays = [], backend }: AdminOptions): Map<string, string | Uint8Array> {
  const files = new Map<string, string | Uint8Array>(bundle.files);
  const seasons = [...new Set(concertDays.map(toSeason))];
  files.set(ADMIN_CONFIG, toCmsConfigYaml(backend, { siteUrl, seasons, logoUrl: `${basePath}/favicon.svg` }));
  files.set(ADMIN_STYLESHEET, SOCIETY_STYLE);
  files.set(`${ADMIN_FOLDER}/index.html`, toAdminPage(basePath, bundle.entry, siteName));
  return files;
}

/** The only addresses with the editor's policy. */
export function isAdminPath(sitePath: string): boolean {
  return sitePath === `/${ADMIN_FOLDER}` || sitePath.startsWith(`/${ADMIN_FOLDER}/`);
}

/** A file, not a <style>: no page of the build carries inline code. */
const ADMIN_STYLESHEET = `${ADMIN_FOLDER}/selts.css`;
const SOCIETY_STYLE = [
  // Decap's login shows no name: the society's stands above it while the login page is there.
  '#selts{display:none;position:absolute;top:2rem;left:0;right:0;margin:0;text-align:center;font:600 1.75rem/1.2 system-ui,sans-serif;color:#313d3e}',
  'body:has([class*="AuthenticationPage"]) #selts{display:block}',
  // Decap's folder tree names a season folder after one concert and, opened, lists none; the list's "Näita" menu offers seasons.
  'a[data-testid^="/"]:not([data-testid="/"]){display:none}',
  // "Is it live?" (client/live-status.ts): a line at the bottom left, over the form.
  '#kas-veebis{position:fixed;left:1rem;bottom:1rem;z-index:400;max-width:32rem;margin:0;padding:.75rem 1rem;border-radius:6px;background:#eef2f7;color:#1e293b;border:1px solid #64748b;font:500 .95rem/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.15)}',
  '#kas-veebis[data-state=live]{background:#e8f5ec;color:#14532d;border-color:#15803d}',
  '#kas-veebis[data-state=failed]{background:#fdecec;color:#7f1d1d;border-color:#b91c1c}',
  '#kas-veebis a{color:inherit;font-weight:700}',
  // A refused save lists one problem a line (save-refusal.ts).
  '.Toastify__toast-body{white-space:pre-line}',
].join('');

function toAdminPage(basePath: string, script: string, siteName: string): string {
  const at = (file: string) => escapeHtml(`${basePath}/${file}`);
  return `<!doctype html>
<html lang="et">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta http-equiv="Content-Security-Policy" content="${ADMIN_CONTENT_SECURITY_POLICY}">
<title>Sisu muutmine · ${escapeHtml(siteName)}</title>
<link rel="icon" href="${at('favicon.svg')}" type="image/svg+xml">
<link rel="cms-config-url" type="text/yaml" href="${at(ADMIN_CONFIG)}">
<script type="module" src="${at(script)}"></script>
<link rel="stylesheet" href="${at(ADMIN_STYLESHEET)}">
</head>
<body><h1 id="selts">${escapeHtml(siteName)}</h1></body>
</html>
`;
}

/** The site's name and paths are the maintainer's text; nothing of it may close a tag or an attribute. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

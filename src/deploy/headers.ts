// The one source of the site's HTTP headers: `_headers` (Netlify, Cloudflare Pages), `.htaccess`,
// `npm run preview` and the dev server take them from here, and test/nginx-conf.test.ts holds
// docs/nginx.conf to them: long caching for hashed files, revalidation for the rest.
import type { ServerResponse } from 'node:http';
import { ADMIN_CONTENT_SECURITY_POLICY, isAdminPath } from '../admin/page.ts';
import { CONTENT_SECURITY_POLICY } from '../lib/security-policy.ts';

export const SECURITY_HEADERS: Record<string, string> = {
  // frame-ancestors works only as a header, not in the page's <meta>.
  'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The editor at /admin/ evaluates code and inlines styles (see src/admin/page.ts); no other page may. */
export const ADMIN_CSP = `${ADMIN_CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`;
const ADMIN_SECURITY_HEADERS = { ...SECURITY_HEADERS, 'Content-Security-Policy': ADMIN_CSP };

/** `sitePath` is below the site's base path: /admin/ gets the editor's policy, every other path the site's. */
export function toSecurityHeaders(sitePath: string): Record<string, string> {
  return isAdminPath(sitePath) ? ADMIN_SECURITY_HEADERS : SECURITY_HEADERS;
}

/** What a production host sends with every response: HSTS too, which means nothing on the local servers' plain HTTP. */
export const HOST_HEADERS: Record<string, string> = { ...SECURITY_HEADERS, 'Strict-Transport-Security': 'max-age=31536000' };

/** Files the build writes for the host to read, not for visitors. */
export const HOST_CONFIG_FILES: ReadonlySet<string> = new Set(['_headers', '.htaccess']);

/** Files under assets/ are named by a hash of their contents, so a changed file gets a new name. */
export const HASHED_FOLDER = 'assets';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** For the dev and preview servers: a path's security headers, long caching for hashed files, `otherCache` for the rest. */
export function setSiteHeaders(res: ServerResponse, sitePath: string, otherCache: string): void {
  for (const [name, value] of Object.entries(toSecurityHeaders(sitePath))) res.setHeader(name, value);
  res.setHeader('Cache-Control', sitePath.startsWith(`/${HASHED_FOLDER}/`) ? IMMUTABLE : otherCache);
}

/**
 * Both hosts join the values of a header set by two matching rules (two policies would both be enforced),
 * so Cache-Control and the Content-Security-Policy are given once per path, by the output's top-level
 * names: a handful of rules, well under Cloudflare's 100. The other headers go to every path.
 */
export function toHeadersFile(outputPaths: Iterable<string>, basePath: string): string {
  const revalidated = new Set<string>();
  for (const file of outputPaths) {
    const [top = '', ...rest] = file.split('/');
    if (top === HASHED_FOLDER || HOST_CONFIG_FILES.has(top) || /\.(gz|br)$/.test(file)) continue;
    if (rest.length > 0) revalidated.add(`/${top}/*`);
    else if (top === 'index.html') revalidated.add('/').add('/index.html');
    else if (top.endsWith('.html')) revalidated.add(`/${top.slice(0, -'.html'.length)}`).add(`/${top}`);
    else revalidated.add(`/${top}`);
  }
  const { 'Content-Security-Policy': _perPath, ...forEveryPath } = HOST_HEADERS;
  const block = (path: string, headers: Record<string, string>) =>
    [`${basePath}${path}`, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const perPath = (path: string, cache: string) => {
    const { 'Content-Security-Policy': policy = '' } = toSecurityHeaders(path.replace(/\*$/, ''));
    return block(path, { 'Content-Security-Policy': policy, 'Cache-Control': cache });
  };
  return [
    '# Made by npm run build; see docs/deploy.md.',
    block('/*', forEveryPath),
    perPath(`/${HASHED_FOLDER}/*`, IMMUTABLE),
    ...[...revalidated].sort().map((path) => perPath(path, REVALIDATE)),
    '',
  ].join('\n');
}

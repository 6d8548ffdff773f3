// The one source of the site's HTTP headers: `_headers` (Netlify, Cloudflare Pages), `.htaccess`
// (Apache, src/deploy/htaccess.ts), `npm run preview` and the dev server take them from here, and
// test/hosting/nginx-conf.test.ts holds docs/nginx.conf to them: long caching for hashed files,
// revalidation for everything else, the same security headers everywhere.
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

/**
 * What a production host sends with every response. HSTS only means something over HTTPS, which the
 * local servers do not speak; a browser ignores it on plain HTTP.
 */
export const HOST_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'Strict-Transport-Security': 'max-age=31536000',
};

/** Files the build writes for the host to read, not for visitors. */
export const HOST_CONFIG_FILES: ReadonlySet<string> = new Set(['_headers', '.htaccess']);

/** Files under assets/ are named by a hash of their contents, so a changed file gets a new name. */
export const HASHED_FOLDER = 'assets';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Both hosts join the values of a header set by two matching rules, so Cache-Control is given once
 * per path: by the top-level names of the output, a handful of rules well under Cloudflare's 100.
 */
export function toHeadersFile(outputPaths: Iterable<string>, basePath: string): string {
  const revalidated = new Set<string>();
  for (const file of outputPaths) {
    const [top = '', ...rest] = file.split('/');
    if (top === HASHED_FOLDER || HOST_CONFIG_FILES.has(top) || /\.(gz|br)$/.test(file)) continue;
    if (rest.length > 0) revalidated.add(`/${top}/*`);
    else if (top === 'index.html') revalidated.add('/');
    else if (top.endsWith('.html')) revalidated.add(`/${top.slice(0, -'.html'.length)}`).add(`/${top}`);
    else revalidated.add(`/${top}`);
  }
  const block = (path: string, headers: Record<string, string>) =>
    [`${basePath}${path}`, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Made by npm run build; see docs/deploy.md.',
    block('/*', HOST_HEADERS),
    block(`/${HASHED_FOLDER}/*`, { 'Cache-Control': IMMUTABLE }),
    ...[...revalidated].sort().map((path) => block(path, { 'Cache-Control': REVALIDATE })),
    '',
  ].join('\n');
}

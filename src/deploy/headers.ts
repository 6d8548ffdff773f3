// HTTP headers for hosts that read a `_headers` file (Netlify, Cloudflare Pages), and the same
// rules for `npm run preview`: long caching for hashed files, revalidation for everything else.
import { CONTENT_SECURITY_POLICY } from '../lib/content-security-policy.ts';

export const SECURITY_HEADERS: Record<string, string> = {
  // frame-ancestors works only as a header, not in the page's <meta>.
  'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

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
    if (top === HASHED_FOLDER || top === '_headers' || /\.(gz|br)$/.test(file)) continue;
    if (rest.length > 0) revalidated.add(`/${top}/*`);
    else if (top === 'index.html') revalidated.add('/');
    else if (top.endsWith('.html')) revalidated.add(`/${top.slice(0, -'.html'.length)}`).add(`/${top}`);
    else revalidated.add(`/${top}`);
  }
  const block = (path: string, headers: Record<string, string>) =>
    [`${basePath}${path}`, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Made by npm run build; see docs/deploy.md.',
    block('/*', { ...SECURITY_HEADERS, 'Strict-Transport-Security': 'max-age=31536000' }),
    block(`/${HASHED_FOLDER}/*`, { 'Cache-Control': IMMUTABLE }),
    ...[...revalidated].sort().map((path) => block(path, { 'Cache-Control': REVALIDATE })),
    '',
  ].join('\n');
}

// Content-Security-Policy and the other security headers, as a browser reads them.
import * as assert from 'uvu/assert';
import { VISIT_TIME_SCRIPT_SOURCE } from '../../src/lib/security-policy.ts';

/** `"default-src 'self'; script-src 'self'"` → { 'default-src': ["'self'"], 'script-src': ["'self'"] } */
export function toDirectives(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * Passes when the policy lets a browser run scripts only from the site itself: `script-src` (or
 * `default-src` without it) is `'self'` and the hash of the pages' one inline step (issue 33), so
 * no other inline code, no eval, no other host.
 */
export function assertScriptsOnlyFromSelf(policy: string, where: string): void {
  const directives = toDirectives(policy);
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  assert.equal(scripts, ["'self'", VISIT_TIME_SCRIPT_SOURCE], `${where}: scripts allowed from ${JSON.stringify(scripts)} in "${policy}"`);
  for (const name of ['script-src-elem', 'script-src-attr']) {
    const sources = directives.get(name);
    assert.ok(sources === undefined || sources.join(' ') === "'self'", `${where}: ${name} ${sources?.join(' ')}`);
  }
  assert.is(directives.get('object-src')?.join(' '), "'none'", `${where}: plugins can run code`);
}

/** What `npm run preview` sends with every answer, as a production host configured by `_headers` would. */
export function assertSecurityHeaders(headers: Record<string, string | string[] | undefined>, where: string): void {
  const policy = String(headers['content-security-policy'] ?? '');
  assertScriptsOnlyFromSelf(policy, `${where} Content-Security-Policy header`);
  assert.is(toDirectives(policy).get('frame-ancestors')?.join(' '), "'none'", `${where}: frame-ancestors`);
  assert.is(headers['x-content-type-options'], 'nosniff', `${where}: X-Content-Type-Options`);
  const referrer = String(headers['referrer-policy']);
  assert.ok(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer), `${where}: Referrer-Policy ${referrer}`);
}

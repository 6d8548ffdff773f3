// The pages' Content-Security-Policy: in each page's <meta> (src/components/Document.tsx) and, with
// what only a header can say, in every host's configuration (src/deploy/headers.ts; docs/nginx.conf
// spells it out, held to it by test/nginx-conf.test.ts).
import { createHash } from 'node:crypto';
import { VISIT_TIME_SCRIPT } from '../render/visit-time-script.ts';

/** The one inline script a page may run, allowed by the hash of its exact text, never by 'unsafe-inline'. */
export const VISIT_TIME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(VISIT_TIME_SCRIPT, 'utf8').digest('base64')}'`;

/** Scripts only from the site itself and that one inline step, whose text is the code's own. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${VISIT_TIME_SCRIPT_SOURCE}`,
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

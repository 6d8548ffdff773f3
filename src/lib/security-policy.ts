// The pages' Content-Security-Policy: in each page's <meta> (src/components/Document.tsx) and, with
// what only a header can say, in every host's configuration (src/deploy/headers.ts).

/** Scripts only from the site itself and no inline code: content can never make a visitor's browser run anything. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

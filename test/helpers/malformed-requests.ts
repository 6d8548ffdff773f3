// A fixed list of malformed HTTP requests, as raw text, for the servers' fuzz test: odd ranges,
// conditional headers, methods, encoded and overlong paths, header floods, and their combinations.
// Fixed rather than random, so that a failure names a request that fails again on the next run.

const HUGE = '18446744073709551615';

const RANGES = [
  `bytes=0-${HUGE}`,
  `bytes=${HUGE}-`,
  `bytes=${HUGE}-${HUGE}`,
  `bytes=-${HUGE}`,
  `bytes=0-${'9'.repeat(400)}`,
  `bytes=${'9'.repeat(400)}-`,
  `bytes=${'0'.repeat(300)}1-2`,
  'bytes=9007199254740991-9007199254740992',
  'bytes=9007199254740992-',
  'bytes=-1',
  'bytes=-0',
  'bytes=--1',
  'bytes=0--5',
  'bytes=-5-10',
  'bytes=5-2',
  'bytes=0-0',
  'bytes=1e3-2e3',
  'bytes=0x10-0x20',
  'bytes=1.5-2.5',
  'bytes=',
  'bytes=-',
  'bytes= 0 - 5 ',
  'BYTES=0-5',
  'items=0-5',
  'bytes=0-5, 10-',
  Array.from({ length: 500 }, (_, index) => `${index}-${index}`).join(',').replace(/^/, 'bytes='),
  Array.from({ length: 200 }, () => '0-').join(',').replace(/^/, 'bytes='),
  'bytes=\u00ff-\u00ff',
];

const CONDITIONS = [
  'If-None-Match: *',
  'If-None-Match: W/"',
  'If-None-Match: ""',
  'If-None-Match: "unterminated',
  `If-None-Match: ${Array.from({ length: 800 }, (_, index) => `"${index}"`).join(', ')}`,
  `If-None-Match: "${'x'.repeat(8000)}"`,
  'If-Modified-Since: garbage',
  'If-Modified-Since: 0',
  'If-Modified-Since: -1',
  'If-Modified-Since: Fri, 31 Dec 275760 23:59:59 GMT',
  'If-Modified-Since: Sat, 01 Jan -271821 00:00:00 GMT',
  `If-Modified-Since: ${HUGE}`,
  'If-Unmodified-Since: yesterday',
  'If-Range: "nope"',
  'If-Range: Thu, 01 Jan 1970 00:00:00 GMT',
  'If-None-Match: *\r\nIf-Modified-Since: garbage',
];

const METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'BREW', 'HEAD', 'get', 'G\u00e9T'];

const PATHS = [
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/%00',
  '/index.html%00.png',
  '/%',
  '/%E0%A4%A',
  '/%C0%AE%C0%AE/',
  '/%FF%FE',
  '//',
  '///contact',
  '/./././contact',
  '/contact/..',
  '/images/..%5c..%5c',
  '/\\..\\..\\',
  `/${'a'.repeat(7000)}`,
  `/${'a/'.repeat(3000)}`,
  `/${'%2F'.repeat(2000)}`,
  `/${'../'.repeat(1500)}etc/passwd`,
  `/?${'x=1&'.repeat(2000)}`,
  '/contact?%',
  '/contact#fragment',
  '*',
  'contact',
  `/${'õ'.repeat(500)}`,
  '/concerts/%C3%B5%C3%A4%C3%B6%C3%BC',
];

const FLOODS = [
  Array.from({ length: 1500 }, (_, index) => `X-Flood-${index}: ${index}`).join('\r\n'),
  `X-Long: ${'x'.repeat(15_000)}`,
  `X-Too-Long: ${'x'.repeat(40_000)}`,
  Array.from({ length: 300 }, () => 'Range: bytes=0-1').join('\r\n'),
  Array.from({ length: 300 }, () => 'Accept-Encoding: br, gzip').join('\r\n'),
  'Accept-Encoding: br;q=abc, gzip;q=-1, *;q=2',
  `Accept-Encoding: ${'gzip, '.repeat(2000)}`,
  'Accept: */*;q=\u00ff',
  'Cookie: ' + 'a=b; '.repeat(2000),
];

function toHead(method: string, target: string, headers: string[]): string {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', ...headers, 'Connection: close'];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** The requests, each a complete request head, for files the server has at `files`. */
export function toMalformedRequests(files: string[]): string[] {
  const requests: string[] = [];
  for (const file of ['/', ...files]) {
    for (const range of RANGES) {
      requests.push(toHead('GET', file, [`Range: ${range}`]));
      requests.push(toHead('HEAD', file, [`Range: ${range}`]));
      for (const condition of CONDITIONS) requests.push(toHead('GET', file, [`Range: ${range}`, condition]));
    }
    for (const condition of CONDITIONS) requests.push(toHead('GET', file, [condition]));
    for (const method of METHODS) requests.push(toHead(method, file, [`Range: bytes=0-${HUGE}`]));
    for (const flood of FLOODS) requests.push(toHead('GET', file, [flood]));
  }
  for (const target of PATHS) {
    requests.push(toHead('GET', target, []));
    for (const method of METHODS) requests.push(toHead(method, target, []));
    for (const range of RANGES.slice(0, 6)) requests.push(toHead('GET', target, [`Range: ${range}`]));
  }
  return requests;
}

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { IMMUTABLE, REVALIDATE, toHeadersFile } from '../src/deploy/headers.ts';

const toHeadersFileSuite = suite('toHeadersFile');
const outputs = ['index.html', 'index.html.br', 'contact.html', 'concerts/upcoming.html', 'assets/site.1a2b3c.css', 'robots.txt', '404.html'];

/** path → its header lines, as Netlify and Cloudflare Pages read the file. */
function readRules(text: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('  ')) current.push(line.trim());
    else rules.set(line, (current = []));
  }
  return rules;
}

toHeadersFileSuite('should cache hashed assets for a year and make every other path revalidate', () => {
  const rules = readRules(toHeadersFile(outputs, ''));
  assert.equal(rules.get('/assets/*'), [`Cache-Control: ${IMMUTABLE}`]);
  for (const path of ['/', '/contact', '/contact.html', '/concerts/*', '/robots.txt', '/404']) {
    assert.equal(rules.get(path), [`Cache-Control: ${REVALIDATE}`], path);
  }
});

toHeadersFileSuite('should send the security headers, the CSP among them, on every path and Cache-Control only once per path', () => {
  const rules = readRules(toHeadersFile(outputs, ''));
  const all = rules.get('/*') ?? [];
  assert.ok(all.some((line) => line.startsWith("Content-Security-Policy: default-src 'self'") && line.includes("frame-ancestors 'none'")));
  assert.ok(all.includes('X-Content-Type-Options: nosniff'));
  assert.not.ok(all.some((line) => line.startsWith('Cache-Control')), 'hosts would join two Cache-Control values');
  assert.ok(rules.size < 100, "Cloudflare Pages reads at most 100 rules");
});

toHeadersFileSuite('should prefix every path with the base path of a site in a sub-folder', () => {
  const rules = readRules(toHeadersFile(outputs, '/selts'));
  assert.ok(rules.has('/selts/assets/*'));
  assert.ok(rules.has('/selts/'));
  assert.ok([...rules.keys()].every((path) => path.startsWith('/selts/')));
});

toHeadersFileSuite.run();

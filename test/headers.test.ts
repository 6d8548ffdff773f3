import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { IMMUTABLE, REVALIDATE, toHeadersFile } from '../src/deploy/headers.ts';

const toHeadersFileSuite = suite('toHeadersFile');
const outputs = ['index.html', 'index.html.br', 'contact.html', 'concerts/upcoming.html', 'assets/site.1a2b3c.css', 'robots.txt', '404.html', 'admin/index.html', 'admin/config.yml'];

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
  assert.ok(rules.get('/assets/*')?.includes(`Cache-Control: ${IMMUTABLE}`));
  for (const path of ['/', '/contact', '/contact.html', '/concerts/*', '/robots.txt', '/404', '/admin/*']) {
    assert.ok(rules.get(path)?.includes(`Cache-Control: ${REVALIDATE}`), path);
  }
});

toHeadersFileSuite('should send the security headers on every path, and Cache-Control and the CSP once per path', () => {
  const rules = readRules(toHeadersFile(outputs, ''));
  const all = rules.get('/*') ?? [];
  assert.ok(all.includes('X-Content-Type-Options: nosniff'));
  assert.not.ok(all.some((line) => line.startsWith('Cache-Control')), 'hosts would join two Cache-Control values');
  // Two policies would both be enforced: the site's would stop the editor.
  assert.not.ok(all.some((line) => line.startsWith('Content-Security-Policy')), 'hosts would join two policies');
  for (const [path, lines] of rules) {
    if (path === '/*') continue;
    const policies = lines.filter((line) => line.startsWith('Content-Security-Policy: '));
    assert.is(policies.length, 1, path);
    assert.match(policies[0] ?? '', "frame-ancestors 'none'");
    assert.is((policies[0] ?? '').includes("'unsafe-eval'"), path === '/admin/*', path);
  }
  assert.ok(rules.size < 100, "Cloudflare Pages reads at most 100 rules");
});

toHeadersFileSuite('should prefix every path with the base path of a site in a sub-folder', () => {
  const rules = readRules(toHeadersFile(outputs, '/selts'));
  assert.ok(rules.has('/selts/assets/*'));
  assert.ok(rules.has('/selts/'));
  assert.ok([...rules.keys()].every((path) => path.startsWith('/selts/')));
});

toHeadersFileSuite.run();

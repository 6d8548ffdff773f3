import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ADMIN_CSP, IMMUTABLE, REVALIDATE, SECURITY_HEADERS, toHeadersFile } from '../src/deploy/headers.ts';

const toHeadersFileSuite = suite('toHeadersFile');
const outputs = ['index.html', 'index.html.br', 'contact.html', 'concerts/upcoming.html', 'assets/site.1a2b3c.css', 'robots.txt', '404.html', 'admin/index.html', 'admin/published.json'];

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
  // /admin/* holds the editor's "is it live?" stamp (admin/published.json), asked for anew after each save.
  for (const path of ['/', '/contact', '/contact.html', '/concerts/*', '/robots.txt', '/404', '/admin/*']) {
    assert.ok(rules.get(path)?.includes(`Cache-Control: ${REVALIDATE}`), path);
  }
});

toHeadersFileSuite('should send the security headers on every path, and Cache-Control and the CSP once per path', () => {
  const rules = readRules(toHeadersFile(outputs, ''));
  const all = rules.get('/*') ?? [];
  assert.ok(all.includes('X-Content-Type-Options: nosniff'));
  assert.not.ok(all.some((line) => line.startsWith('Cache-Control')), 'hosts would join two Cache-Control values');
  assert.not.ok(all.some((line) => line.startsWith('Content-Security-Policy')), 'hosts would join two policies, and a browser enforces both');
  for (const path of ['/', '/contact', '/concerts/*', '/assets/*', '/404']) {
    assert.ok(rules.get(path)?.includes(`Content-Security-Policy: ${SECURITY_HEADERS['Content-Security-Policy']}`), path);
  }
  assert.ok(rules.size < 100, "Cloudflare Pages reads at most 100 rules");
});

toHeadersFileSuite("should give the editor at /admin/ its own policy, which lets Decap evaluate code, and no other path", () => {
  const rules = readRules(toHeadersFile([...outputs, 'admin/index.html', 'admin/config.yml'], ''));
  assert.ok(rules.get('/admin/*')?.includes(`Content-Security-Policy: ${ADMIN_CSP}`));
  assert.match(ADMIN_CSP, "'unsafe-eval'");
  for (const [path, lines] of rules) {
    if (path !== '/admin/*') assert.not.ok(lines.some((line) => line.includes('unsafe-eval')), path);
  }
});

toHeadersFileSuite('should prefix every path with the base path of a site in a sub-folder', () => {
  const rules = readRules(toHeadersFile(outputs, '/selts'));
  assert.ok(rules.has('/selts/assets/*'));
  assert.ok(rules.has('/selts/'));
  assert.ok([...rules.keys()].every((path) => path.startsWith('/selts/')));
});

toHeadersFileSuite.run();

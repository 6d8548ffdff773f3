import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ADMIN_CONTENT_SECURITY_POLICY } from '../src/admin/page.ts';
import { CONTENT_SECURITY_POLICY } from '../src/lib/security-policy.ts';
import { toSecurityHeaders } from '../src/deploy/headers.ts';
import { buildShipped, buildVariant, domOf, pagesOf, PROJECT_ROOT, textOf } from './helpers/site-build.ts';

const adminPage = suite('the editor\'s page at /admin/ in the build');

adminPage('should be built with its config and script, kept out of search engines and the sitemap', async () => {
  const result = await buildShipped();
  const page = domOf(result, 'admin/index.html');
  assert.is(page.documentElement.getAttribute('lang'), 'et');
  assert.is(page.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex, nofollow');
  assert.is(page.querySelector('link[rel="cms-config-url"]')?.getAttribute('href'), '/admin/config.yml');
  const script = page.querySelector('script[type="module"]')?.getAttribute('src') ?? '';
  assert.match(script, /^\/assets\/admin\/cms\.[A-Z0-9]+\.js$/);
  assert.ok(result.files.has(script.slice(1)), 'the script is built');
  assert.match(textOf(result, 'admin/config.yml'), /^collections:$/m);
  assert.not.match(textOf(result, 'sitemap.xml'), 'admin');
});

adminPage('should leave the CMS out of every public page', async () => {
  const result = await buildShipped();
  for (const file of pagesOf(result)) assert.not.match(textOf(result, file), /admin|decap/i, file);
});

adminPage('should load below the base path of a site in a sub-folder, and show the site\'s name only as text', async () => {
  const site = (await readFile(path.join(PROJECT_ROOT, 'content', 'site.md'), 'utf8'))
    .replace(/^name: .*$/m, 'name: "Selts <script>alert(1)</script> & Co"')
    .replace(/^siteUrl: .*$/m, 'siteUrl: "https://kasutaja.github.io/selts/"');
  const result = await buildVariant({ 'content/site.md': site });
  const html = textOf(result, 'admin/index.html');
  const page = domOf(result, 'admin/index.html');
  assert.is(page.querySelector('title')?.textContent, 'Sisu muutmine · Selts <script>alert(1)</script> & Co');
  assert.is(page.querySelectorAll('script').length, 1);
  assert.not.match(html, '<script>alert');
  assert.is(page.querySelector('link[rel="cms-config-url"]')?.getAttribute('href'), '/selts/admin/config.yml');
  assert.match(page.querySelector('script')?.getAttribute('src') ?? '', /^\/selts\/assets\/admin\//);
});

adminPage('should relax the Content-Security-Policy on /admin/ only, as far as the editor needs', () => {
  assert.match(toSecurityHeaders('/admin/')['Content-Security-Policy'] ?? '', ADMIN_CONTENT_SECURITY_POLICY);
  assert.match(ADMIN_CONTENT_SECURITY_POLICY, "script-src 'self' 'unsafe-eval'");
  assert.not.match(/script-src[^;]*/.exec(ADMIN_CONTENT_SECURITY_POLICY)?.[0] ?? '', 'unsafe-inline');
  for (const path of ['/', '/concerts/upcoming', '/administration', '/assets/admin/cms.js']) {
    assert.match(toSecurityHeaders(path)['Content-Security-Policy'] ?? '', CONTENT_SECURITY_POLICY, path);
  }
});

adminPage.run();

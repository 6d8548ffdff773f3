// docs/nginx.conf is written by hand; these hold it to src/deploy/headers.ts, the source of _headers
// and .htaccess, without a server (test/hosting/nginx.test.ts runs it in nginx), so it runs with the unit tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ADMIN_CSP, HOST_HEADERS, IMMUTABLE, REVALIDATE } from '../src/deploy/headers.ts';
import { PROJECT_ROOT } from './helpers/temp-project.ts';

const conf = readFileSync(path.join(PROJECT_ROOT, 'docs', 'nginx.conf'), 'utf8');
/** The configuration's directives without comments, one a line. */
const lines = conf
  .split('\n')
  .map((line) => line.replace(/#.*$/, '').trim())
  .filter(Boolean);
const code = lines.join('\n');

const nginxConf = suite('docs/nginx.conf');

nginxConf('should send exactly the security headers of _headers, from headers.ts', () => {
  const sent = new Map<string, string>();
  for (const line of lines) {
    const match = /^add_header (\S+) "([^"]*)" always;$/.exec(line);
    if (match?.[1] && match[2] !== undefined) sent.set(match[1], match[2]);
  }
  const { 'Content-Security-Policy': policy, ...security } = HOST_HEADERS;
  assert.equal(Object.fromEntries(sent), security, 'copy the values of src/deploy/headers.ts (dist/_headers) into docs/nginx.conf');
  assert.ok(lines.includes('add_header Cache-Control $cache_control always;'));
  assert.ok(lines.includes('add_header Content-Security-Policy $csp always;'));
  assert.is(lines.filter((line) => line.startsWith('add_header')).length, sent.size + 2, 'every other add_header line has the form name "value" always');
  assert.ok(lines.includes(`set $csp "${policy}";`), "the site's policy for every path");
  const admin = code.slice(code.indexOf('location ^~ /admin {'));
  assert.ok(admin.slice(0, admin.indexOf('}')).includes(`set $csp "${ADMIN_CSP}";`), "the editor's policy under /admin/");
});

nginxConf('should set the cache rules of _headers, and add headers only at the server level', () => {
  assert.ok(lines.includes(`set $cache_control "${REVALIDATE}";`));
  const assets = code.slice(code.indexOf('location /assets/ {'));
  assert.ok(assets.slice(0, assets.indexOf('}')).includes(`set $cache_control "${IMMUTABLE}";`), 'immutable under /assets/');
  // nginx drops the server's add_header lines in a location that has its own.
  const locations = code.split('\nlocation ').slice(1);
  assert.ok(locations.length >= 3, 'pages, folders, assets');
  for (const block of locations) {
    assert.not.match(block.slice(0, block.indexOf('}')), 'add_header', `location ${block.split('\n')[0]}`);
  }
});

nginxConf('should leave modules that Debian\'s nginx lacks commented out, naming the package', () => {
  assert.not.ok(lines.some((line) => line.startsWith('brotli')), 'brotli_static needs a module the stock package lacks');
  assert.match(conf, /libnginx-mod-http-brotli-static[^\n]*\n\s*# brotli_static on;/);
});

nginxConf.run();

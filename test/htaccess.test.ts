import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HOST_HEADERS, IMMUTABLE, REVALIDATE } from '../src/deploy/headers.ts';
import { toHtaccess } from '../src/deploy/htaccess.ts';

const toHtaccessSuite = suite('toHtaccess');

toHtaccessSuite('should send every header of _headers and the same cache rules', () => {
  const text = toHtaccess('');
  for (const [name, value] of Object.entries(HOST_HEADERS)) assert.ok(text.includes(`Header always set ${name} "${value}"\n`), name);
  assert.ok(text.includes(`Header always set Cache-Control "${REVALIDATE}"\n`));
  assert.match(text, `<If "%{REQUEST_URI} =~ m#^/assets/#">\n  Header always set Cache-Control "${IMMUTABLE}"\n</If>`);
});

toHtaccessSuite('should put a site in a sub-folder of its host under that folder', () => {
  const text = toHtaccess('/selts');
  assert.match(text, 'ErrorDocument 404 /selts/404.html\n');
  assert.match(text, 'RewriteBase /selts/\n');
  assert.match(text, 'm#^/selts/assets/#');
});

toHtaccessSuite('should set no Options, which many shared hosts forbid in .htaccess (a 500 for every request)', () => {
  assert.not.match(toHtaccess(''), /^\s*Options\b/m);
});

toHtaccessSuite.run();

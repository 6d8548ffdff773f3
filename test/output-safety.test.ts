// What every page lets a browser do: run scripts only from the site itself, and open other sites in
// a new tab that cannot reach back (issue 5, part 3).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { VISIT_TIME_SCRIPT } from '../src/render/visit-time-script.ts';
import type { BuildResult } from '../src/site.ts';
import { findScriptRisks } from './helpers/script-safety.ts';
import { assertScriptsOnlyFromSelf } from './helpers/security.ts';
import { buildShipped, buildVariant, domOf, pagesOf, PROJECT_ROOT, textOf } from './helpers/site-build.ts';

const CONCERT = 'content/concerts/2025-2026/2025-09-13-tallinn.md';

/** Notes that try to become code: only http(s) addresses may become links, and text stays text. */
const HOSTILE_NOTES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(2)',
  'data:text/html,<script>alert(3)</script>',
  '<script>alert(4)</script>',
  '<img src=x onerror=alert(5)>',
  'https://example.com/"><script>alert(6)</script>',
  'http://example.com/?a=1&b=<b>',
];

let shipped: Promise<BuildResult> | undefined;
let hostile: Promise<BuildResult> | undefined;

async function buildHostile(): Promise<BuildResult> {
  const text = await readFile(path.join(PROJECT_ROOT, CONCERT), 'utf8');
  const notes = HOSTILE_NOTES.map((note) => `  - ${JSON.stringify(note)}`).join('\n');
  return buildVariant({ [CONCERT]: text.replace(/^notes:\n(  - .*\n)+/m, `notes:\n${notes}\n`) });
}

/** Both builds: the shipped content, and one whose concert notes try to inject code. */
async function eachBuild(): Promise<[string, BuildResult][]> {
  shipped ??= buildShipped();
  hostile ??= buildHostile();
  return [['shipped', await shipped], ['hostile notes', await hostile]];
}

async function eachPage(check: (document: Document, where: string) => void): Promise<void> {
  for (const [name, build] of await eachBuild()) {
    for (const file of pagesOf(build)) check(domOf(build, file), `${name}: ${file}`);
  }
}

const csp = suite('every page: Content-Security-Policy');

csp('should carry one CSP <meta> that allows scripts only from the site itself', () =>
  eachPage((document, where) => {
    const metas = [...document.querySelectorAll('meta[http-equiv]')].filter(
      (meta) => meta.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy',
    );
    assert.is(metas.length, 1, `${where}: CSP <meta> elements`);
    const policy = metas[0]?.getAttribute('content') ?? '';
    assertScriptsOnlyFromSelf(policy, where);
    assert.not.match(policy, 'unsafe-inline', `${where}: ${policy}`);
    // The policy applies only to what follows it, so it must come before any script.
    const first = document.querySelector('head')?.querySelector('meta[http-equiv], script');
    assert.is(first, metas[0], `${where}: a script comes before the policy`);
  }));

csp('should hold nothing a browser could run but the site\'s own script', async () => {
  for (const [name, build] of await eachBuild()) {
    for (const file of pagesOf(build)) assert.equal(findScriptRisks(textOf(build, file)), [], `${name}: ${file}`);
  }
});

csp.run();

const links = suite('every page: links to other sites');

links('should open every other site in a new tab with rel="noopener noreferrer"', () =>
  eachPage((document, where) => {
    const outbound = [...document.querySelectorAll('a[href]')].filter((link) => /^https?:\/\//i.test(link.getAttribute('href') ?? ''));
    assert.ok(outbound.length >= 3, `${where}: only ${outbound.length} links to other sites (the navigation holds three)`);
    for (const link of outbound) {
      const href = link.getAttribute('href');
      assert.is(link.getAttribute('target'), '_blank', `${where}: ${href} target`);
      assert.is(link.getAttribute('rel'), 'noopener noreferrer', `${where}: ${href} rel`);
    }
    for (const link of document.querySelectorAll('[target]')) {
      assert.match(link.getAttribute('rel') ?? '', /\bnoopener\b/, `${where}: ${link.getAttribute('href')} opens a tab that can reach back`);
    }
  }));

links('should show a note that is no http(s) address as text, and escape one that is', async () => {
  hostile ??= buildHostile();
  const document = domOf(await hostile, 'concerts/archive.html');
  const text = document.body.textContent ?? '';
  for (const note of HOSTILE_NOTES.slice(0, 5)) assert.ok(text.includes(note), `"${note}" is shown as written`);
  const hrefs = [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));
  for (const note of HOSTILE_NOTES.slice(5)) {
    assert.ok(hrefs.includes(new URL(note).href), `${note} is one link to that address, written as a URL`);
    assert.ok(text.includes(note), `"${note}" is shown as written`);
  }
  const inline = [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].filter((script) => script.textContent !== VISIT_TIME_SCRIPT);
  assert.is(inline.length + document.querySelectorAll('img[onerror]').length, 0);
});

links.run();

// The developers' guides (README.md, docs/*.md) and the editors' (content/README.md): a newcomer
// who follows a link, or looks for a file the text names, finds it there; and the README stays
// short enough to read in five minutes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PROJECT_ROOT } from './helpers/temp-project.ts';

const GUIDES = ['README.md', 'content/README.md', ...readdirSync(path.join(PROJECT_ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** Markdown links and images, `[text](target)`, outside code blocks and code spans. */
function toLinkTargets(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function toAnchor(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

function toAnchors(markdown: string): Set<string> {
  return new Set([...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => toAnchor(match[1] ?? '')));
}

const docs = suite('the guides');

docs('should link only to files and headings that exist', () => {
  const broken: string[] = [];
  for (const guide of GUIDES) {
    const text = readFileSync(path.join(PROJECT_ROOT, guide), 'utf8');
    for (const target of toLinkTargets(text)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [file = '', anchor] = target.split('#');
      const resolved = file ? path.join(PROJECT_ROOT, path.dirname(guide), decodeURI(file)) : path.join(PROJECT_ROOT, guide);
      if (!existsSync(resolved)) broken.push(`${guide}: ${target} (no such file)`);
      else if (anchor && resolved.endsWith('.md') && !toAnchors(readFileSync(resolved, 'utf8')).has(anchor)) broken.push(`${guide}: ${target} (no such heading)`);
    }
  }
  assert.equal(broken, []);
});

docs('should name only project files that exist (src/…, test/…, docs/…)', () => {
  // What git ignores (test/browser/screenshots/, made by a run) may be absent.
  const ignored = readFileSync(path.join(PROJECT_ROOT, '.gitignore'), 'utf8').split('\n').filter((line) => line && !line.includes('*'));
  const missing: string[] = [];
  for (const guide of GUIDES.filter((name) => name !== 'content/README.md')) {
    const spans = [...readFileSync(path.join(PROJECT_ROOT, guide), 'utf8').matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? '');
    for (const named of new Set(spans.filter((span) => /^(src|scripts|test|bench|docs|content|static)\/[^*<>…]+$/.test(span)))) {
      if (!existsSync(path.join(PROJECT_ROOT, named)) && !ignored.some((line) => named.startsWith(line))) missing.push(`${guide}: ${named}`);
    }
  }
  assert.equal(missing, []);
});

docs('should keep the README within 150 lines, with the two quick-start commands', () => {
  const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
  assert.ok(readme.split('\n').length <= 150, `README.md has ${readme.split('\n').length} lines`);
  assert.match(readme, 'npm install && npm start');
  assert.match(readme, 'npm install && npm test');
});

docs.run();

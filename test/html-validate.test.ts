import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { buildShipped, pagesOf, PROJECT_ROOT, textOf } from './helpers/site-build.ts';

const validity = suite('html-validate');

// React writes `charSet`, `hidden=""` and `<meta/>`; the project's config turns off only those style rules.
// It allows several <h1>: the home page holds every featured concert, each titled by one, all but
// one hidden (the client script may show another); the test below checks that one is shown.
validity('should find no errors on any page', async () => {
  const config = JSON.parse(await readFile(path.join(PROJECT_ROOT, '.htmlvalidate.json'), 'utf8'));
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const result = await buildShipped();
  const pages = pagesOf(result);
  assert.ok(pages.length >= 10, 'every route and concert page is checked');
  const messages: string[] = [];
  for (const file of pages) {
    const report = await validator.validateString(textOf(result, file), file);
    for (const message of report.results.flatMap((item) => item.messages)) {
      messages.push(`${file}:${message.line}: ${message.ruleId}: ${message.message}`);
    }
  }
  assert.equal(messages, []);
});

validity.run();

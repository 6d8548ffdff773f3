import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuildReply } from '../src/dev/builder.ts';
import { createSiteState } from '../src/dev/site-state.ts';

const createSiteStateSuite = suite('createSiteState');

const page = (css: string, text: string) => `<!doctype html><html><head><link rel="stylesheet" href="${css}"></head><body>${text}</body></html>`;

function built(changed: [string, string][], removed: string[] = []): BuildReply {
  return { type: 'built', ok: true, ms: 1, pages: 1, notices: [], basePath: '', changed, removed };
}

function failed(message: string): BuildReply {
  return { type: 'built', ok: false, ms: 1, message };
}

const first = built([
  ['index.html', page('/assets/site.aaa.css', 'Tere')],
  ['contact.html', page('/assets/site.aaa.css', 'Kontakt')],
  ['assets/site.aaa.css', 'body{}'],
]);

createSiteStateSuite('should ask open pages to reload after a build that changed pages', () => {
  const state = createSiteState();
  state.apply(first, { staticChanged: false });
  const event = state.apply(built([['index.html', page('/assets/site.aaa.css', 'Head aega')]]), { staticChanged: false });
  assert.is(event?.name, 'reload');
  assert.equal(event?.data, { build: state.build });
  assert.is(state.files.get('index.html'), page('/assets/site.aaa.css', 'Head aega'));
});

createSiteStateSuite('should say nothing when a build changed nothing, unless static/ changed', () => {
  const state = createSiteState();
  state.apply(first, { staticChanged: false });
  const build = state.build;
  assert.is(state.apply(built([]), { staticChanged: false }), undefined);
  assert.is(state.build, build);
  assert.is(state.apply(built([]), { staticChanged: true })?.name, 'reload');
});

createSiteStateSuite('should swap the stylesheet when only its address changed in the pages', () => {
  const state = createSiteState();
  state.apply(first, { staticChanged: false });
  const event = state.apply(
    built(
      [
        ['index.html', page('/assets/site.bbb.css', 'Tere')],
        ['contact.html', page('/assets/site.bbb.css', 'Kontakt')],
        ['assets/site.bbb.css', 'body{color:red}'],
      ],
      ['assets/site.aaa.css'],
    ),
    { staticChanged: false },
  );
  assert.equal(event, { name: 'css', data: { build: state.build, previous: '/assets/site.aaa.css', href: '/assets/site.bbb.css' } });
  assert.not.ok(state.files.has('assets/site.aaa.css'));
});

createSiteStateSuite('should reload when text changed together with the stylesheet', () => {
  const state = createSiteState();
  state.apply(first, { staticChanged: false });
  const event = state.apply(
    built([['index.html', page('/assets/site.bbb.css', 'Uus tekst')], ['assets/site.bbb.css', 'b{}']], ['assets/site.aaa.css']),
    { staticChanged: false },
  );
  assert.is(event?.name, 'reload');
});

createSiteStateSuite('should keep the last good files on a failure, tell new pages, and reload on recovery', () => {
  const state = createSiteState();
  state.apply(first, { staticChanged: false });
  assert.equal(state.apply(failed('content/x.md: time is wrong'), { staticChanged: false }), {
    name: 'problem',
    data: { message: 'content/x.md: time is wrong' },
  });
  assert.is(state.files.get('index.html'), page('/assets/site.aaa.css', 'Tere'));
  assert.equal(state.greet().map((event) => event.name), ['ready', 'problem']);
  assert.is(state.apply(built([]), { staticChanged: false })?.name, 'reload', 'even when the fix restored the same pages');
  assert.is(state.failure, undefined);
  assert.equal(state.greet().map((event) => event.name), ['ready']);
});

createSiteStateSuite.run();

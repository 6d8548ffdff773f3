// The editor's preview templates (src/admin/client/preview/), rendered as Decap renders them, with a
// stand-in for the entry Decap hands them: the site's own markup, and the build's own problems.
import { parseHTML } from 'linkedom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ConcertPreview, SupportersPreview } from '../src/admin/client/preview/templates.tsx';
import { checkConcert, checkHome } from '../src/admin/client/preview/check-entry.ts';
import { toSourceFile } from '../src/admin/client/preview/decap-entry.ts';
import { addConcertKeys } from '../src/admin/concert-keys.ts';
import type { ImmutableLike, PreviewProps } from '../src/admin/client/preview/decap-entry.ts';
import { toVisibleText } from './helpers/dom.ts';

// The preview finds the site's address from the editor's own (/admin/ at the site's root).
(globalThis as { window?: unknown }).window = { location: { href: 'http://127.0.0.1:5173/admin/' } };

const CONCERT = 'content/concerts/2026-2027/2026-09-12-tallinn.md';

function toEntry(path: string | undefined, data: Record<string, unknown>): ImmutableLike {
  const values: Record<string, unknown> = { path, data: { get: () => undefined, toJS: () => data } };
  return { get: (key) => values[key], toJS: () => values };
}

function render(template: (props: PreviewProps) => unknown, path: string | undefined, data: Record<string, unknown>): Document {
  const props: PreviewProps = { entry: toEntry(path, data), getCollection: () => Promise.reject(new Error('not in this test')) };
  const html = renderToStaticMarkup(createElement(template as (props: PreviewProps) => null, props));
  return parseHTML(`<!doctype html><html><body>${html}</body></html>`).document as unknown as Document;
}

const concert = {
  date: '12.09.2026',
  time: '16:00',
  place: 'Tallinna raekoja saal',
  concertHeading: ['Sügisene serenaad'],
  lines: ['Tallinna Kammerorkester', '> dirigent Kristjan Saar'],
  notes: ['https://www.piletilevi.ee/', 'Vastuvõtt pärast kontserti.'],
};

const concertPreview = suite('ConcertPreview');

concertPreview('should show the concert on its list and its page, dates as visitors read them', () => {
  const document = render(ConcertPreview, CONCERT, concert);
  const card = document.querySelector('.concert-list-page [data-key-date]');
  assert.is(card?.getAttribute('data-key-date'), '2026-09-12');
  assert.is(toVisibleText(card?.querySelector('time') as Node), '12. september 2026 kell 16:00');
  assert.is(toVisibleText(document.querySelector('.concert-page h1') as Node), 'Sügisene serenaad');
  assert.is(toVisibleText(document.querySelector('.concert-page .performers__indented') as Node), 'dirigent Kristjan Saar');
  const links = [...document.querySelectorAll('.concert-page .concert-note a')];
  assert.equal(links.map((link) => link.getAttribute('href')), ['https://www.piletilevi.ee/']);
  assert.is(document.querySelector('[data-preview-problems]')?.hasAttribute('hidden'), true);
  assert.is(document.querySelector('[data-preview-draft]'), null);
});

concertPreview('should list the build\'s own sentence for an impossible date under the field\'s label, and no page', () => {
  const document = render(ConcertPreview, CONCERT, { ...concert, date: '31.02.2026' });
  const problems = document.querySelector('[data-preview-problems]');
  assert.is(problems?.hasAttribute('hidden'), false);
  // The nearest real date is the example; no path, no key, no English.
  assert.equal([...(problems?.querySelectorAll('li') ?? [])].map((li) => li.textContent), ['Kuupäev: "31.02.2026" ei ole päris kuupäev; kirjuta olemasolev kuupäev kujul pp.kk.aaaa, näiteks "28.02.2026".']);
  assert.is(document.querySelector('.concert-page'), null);
});

concertPreview('should mark a draft "Mustand"', () => {
  const document = render(ConcertPreview, CONCERT, { ...concert, draft: true });
  assert.match(document.querySelector('[data-preview-draft]')?.textContent ?? '', 'Mustand');
});

concertPreview('should name a concert not yet saved by a stand-in file', () => {
  const document = render(ConcertPreview, undefined, { ...concert, place: '' });
  assert.is(document.querySelector('[data-preview-problems] li')?.textContent, 'Koht: on tühi; kirjuta sinna tekst.');
});

concertPreview.run();

const supportersPreview = suite('SupportersPreview');

supportersPreview('should show each logo with the supporter\'s name, from the site\'s own address', () => {
  const document = render(SupportersPreview, 'content/supporters.md', { supporters: [{ name: 'Kultuurkapital', logo: 'images/supporters/kulka.svg', url: 'https://www.kulka.ee/' }] });
  const logo = document.querySelector('.supporters img');
  assert.is(logo?.getAttribute('alt'), 'Kultuurkapital');
  assert.is(logo?.getAttribute('src'), '/images/supporters/kulka.svg');
  assert.is(document.querySelector('.supporters a')?.getAttribute('href'), 'https://www.kulka.ee/');
});

supportersPreview.run();

const check = suite('checkHome and checkConcert');

check('should name a featured concert that no concert file holds, in the build\'s words', () => {
  const home = toSourceFile('content/home.md', { featured: [{ concert: '2026-09-12-puudub', image: { src: 'images/meie.svg', alt: 'Plakat' }, text: ['Tekst.'] }] });
  const concerts = [toSourceFile(CONCERT, concert)];
  const checked = checkHome(home, concerts);
  assert.equal(checked.problems.map((problem) => problem.field), ['featured[1].concert']);
  // The example is the nearest stem there is, not a stem of some other season.
  assert.is(checked.problems[0]?.message, '"2026-09-12-puudub" ei ole ühegi kontserdi faili nimi; kirjuta olemasoleva kontserdi faili nimi, näiteks "2026-09-12-tallinn".');
});

check('should join a featured item to its concert\'s group', () => {
  const home = toSourceFile('content/home.md', { featured: [{ concert: '2026-09-12-tallinn', image: { src: 'images/meie.svg', alt: 'Plakat' }, text: ['Tekst.'] }] });
  const checked = checkHome(home, [toSourceFile(CONCERT, concert)]);
  assert.equal(checked.problems, []);
  assert.is(checked.featured?.[0]?.group.keyDate, '2026-09-12');
});

check('should check a concert as its file holds it, without the keys the editor adds for its list', () => {
  const checked = checkConcert(toSourceFile(CONCERT, addConcertKeys(concert)));
  assert.equal(checked.problems, []);
  assert.is(checked.group?.keyDate, '2026-09-12');
});

check.run();

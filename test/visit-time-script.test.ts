// Issue 33: what the visitor's day decides is decided before the first paint, by one small inline
// step allowed by its hash. A page built on one day and stepped on another shows what the page
// built on that other day shows: the same groups, seasons, notes, offers and featured concert.
import { createHash } from 'node:crypto';
import { parseHTML } from 'linkedom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CONTENT_SECURITY_POLICY } from '../src/lib/security-policy.ts';
import { VISIT_TIME_SCRIPT } from '../src/render/visit-time-script.ts';
import type { BuildResult } from '../src/site.ts';
import { toAttribute, toVisibleText } from './helpers/dom.ts';
import { SHIPPED_AT, buildShipped, pagesOf, textOf } from './helpers/site-build.ts';

/** The page as the inline step leaves it when the visitor's Tallinn day is `day`. */
function stepOn(html: string, day: string): Document {
  const { document } = parseHTML(html);
  // The step asks the browser's Date for the Tallinn day; here a Date that answers `day`.
  const VisitorDate = class {
    toLocaleDateString(locale: string, options: { timeZone?: string }) {
      assert.is(locale, 'sv-SE');
      assert.is(options.timeZone, 'Europe/Tallinn');
      return day;
    }
  };
  for (const script of document.querySelectorAll('script:not([src]):not([type])')) {
    new Function('document', 'Date', script.textContent ?? '')(document, VisitorDate);
  }
  return document as unknown as Document;
}

const isShown = (element: Element) => !element.closest('[hidden]');

/** The text of what is shown of an element: its hidden parts left out. */
function toShownText(element: Element): string {
  const collect = (node: Node): string =>
    node.nodeType === 3 ? (node.textContent ?? '') : node.nodeType === 1 && !(node as Element).hasAttribute('hidden') ? Array.from(node.childNodes, collect).join('') : '';
  return collect(element).replace(/\s+/g, ' ').trim();
}

/** What a visitor sees of everything the day decides, in page order. */
function toDaySummary(document: Document): string[] {
  const shown = (selector: string, describe: (element: Element) => string) =>
    [...document.querySelectorAll(selector)].filter(isShown).map((element) => `${selector} ${describe(element)}`);
  return [
    ...shown('article[data-key-date]', (element) => element.getAttribute('data-key-date') ?? ''),
    ...shown('[data-season]', (element) => element.getAttribute('data-season') ?? ''),
    ...shown('[data-empty-state]', toShownText),
    ...shown('.concert-past', (element) => element.closest('[data-key-date]')?.getAttribute('data-key-date') ?? ''),
    ...shown('[data-tickets]', toShownText),
    ...shown('.concert-actions', toShownText),
    ...shown('[data-featured]', (element) => element.getAttribute('data-key-date') ?? ''),
    ...shown('[data-when="past"]', toShownText),
  ];
}

/** The pages whose content the day decides; a concert page by the address of the group. */
const PAGES = ['index.html', 'concerts/upcoming.html', 'concerts/archive.html', 'concerts/2025-07-06-narva-joesuu.html', 'concerts/2025-09-21-meie.html'];

const step = suite('the visit-time step');

step('should show on each day what the site built on that day shows', async () => {
  const built = await buildShipped();
  for (const day of ['2025-06-01', '2025-07-06', '2025-07-07', '2025-09-21', '2025-09-22', '2025-12-20', '2025-12-21', '2026-06-01']) {
    const onDay: BuildResult = await buildShipped(new Date(`${day}T12:00:00+03:00`));
    for (const page of PAGES) {
      if (!onDay.files.has(page)) continue;
      const stepped = toDaySummary(stepOn(textOf(built, page), day));
      const rebuilt = toDaySummary(stepOn(textOf(onDay, page), day));
      assert.equal(stepped, rebuilt, `${page} built on ${SHIPPED_AT.toISOString().slice(0, 10)}, visited on ${day}`);
    }
  }
});

step('should show what it decided, and where it cannot tell the Tallinn day, the build\'s split, never nothing', async () => {
  const built = await buildShipped();
  for (const page of PAGES) {
    const html = textOf(built, page);
    assert.ok(parseHTML(html).document.querySelectorAll('[data-day-pending]').length > 0, `${page}: kept from the first paint until decided`);
    assert.is(stepOn(html, '2026-06-01').querySelectorAll('[data-day-pending]').length, 0, `${page}: shown once decided`);
    const unknownDay = stepOn(html, '1.6.2026');
    assert.is(unknownDay.querySelectorAll('[data-day-pending]').length, 0, `${page}: shown without a day too`);
    assert.equal(toDaySummary(unknownDay), toDaySummary(parseHTML(html).document as unknown as Document), `${page}: as built`);
  }
});

step('should say "Kontsert on toimunud" at the top of a past concert\'s page and card, before any ticket note', async () => {
  const built = await buildShipped();
  const page = stepOn(textOf(built, 'concerts/2025-07-06-narva-joesuu.html'), '2025-07-07');
  const group = page.querySelector('article.concert-group');
  assert.ok(group);
  assert.is(toVisibleText(group.firstElementChild as Element), 'Kontsert on toimunud.');
  assert.ok(isShown(group.firstElementChild as Element));
  assert.is([...group.querySelectorAll('[data-tickets]')].filter(isShown).length, 0, 'no ticket offer');
  const archive = stepOn(textOf(built, 'concerts/archive.html'), '2025-07-07');
  const card = archive.querySelector('article[data-key-date="2025-07-06"]');
  assert.ok(card && isShown(card), 'the card has moved to the archive');
  assert.is(toVisibleText(card.firstElementChild as Element), 'Kontsert on toimunud.');
  // At the build's day, without any script: a concert past then says so as built.
  const asBuilt = parseHTML(textOf(built, 'concerts/2025-04-26-haapsalu.html')).document as unknown as Document;
  const note = asBuilt.querySelector('article.concert-group')?.firstElementChild;
  assert.ok(note && isShown(note) && toVisibleText(note) === 'Kontsert on toimunud.', 'a concert past at build time, as built');
  const upcoming = stepOn(textOf(built, 'concerts/2025-07-06-narva-joesuu.html'), '2025-07-06');
  assert.not.ok(isShown(upcoming.querySelector('.concert-past') as Element), 'not on the day of the concert');
});

step('should give the featured image the visitor\'s day shows the eager, high-priority load, and the others a lazy one', async () => {
  const built = await buildShipped();
  // As a browser reads it: the property the step set, else the attribute (React writes `fetchPriority`).
  const images = (document: Document) =>
    [...document.querySelectorAll<HTMLImageElement>('[data-featured] img')].map((image) =>
      [image.loading ?? toAttribute(image, 'loading'), image.fetchPriority ?? toAttribute(image, 'fetchpriority') ?? 'auto'].join(' '),
    );
  const html = textOf(built, 'index.html');
  assert.equal(images(parseHTML(html).document as unknown as Document), ['eager high', 'lazy auto'], 'as built: the build\'s choice');
  assert.not.match(html, /<link[^>]+rel="preload"[^>]+as="image"/, 'no preload of the build\'s choice');
  assert.equal(images(stepOn(html, '2025-10-01')), ['lazy auto', 'eager high'], 'after MEIE!, the Christmas concert');
});

const policy = suite('the Content-Security-Policy and the inline step');

policy('should allow the step by the hash of its exact text, and no other inline script on any page', async () => {
  const hash = createHash('sha256').update(VISIT_TIME_SCRIPT, 'utf8').digest('base64');
  assert.match(CONTENT_SECURITY_POLICY, `script-src 'self' 'sha256-${hash}';`);
  assert.not.match(CONTENT_SECURITY_POLICY, 'unsafe-inline');
  const built = await buildShipped();
  for (const page of pagesOf(built)) {
    const { document } = parseHTML(textOf(built, page));
    for (const script of document.querySelectorAll('script:not([src])')) {
      if (script.getAttribute('type') === 'application/ld+json') continue;
      assert.is(script.textContent, VISIT_TIME_SCRIPT, `${page}: an inline script is the step, byte for byte`);
    }
  }
});

step.run();
policy.run();

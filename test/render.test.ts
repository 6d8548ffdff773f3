import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { groupConcerts } from '../src/concerts/group.ts';
import type { Content } from '../src/content/types.ts';
import { validateContent } from '../src/content/validate.ts';
import type { BuildResult } from '../src/site.ts';
import { VISIT_TIME_SCRIPT } from '../src/render/visit-time-script.ts';
import { toAttribute, toVisibleText } from './helpers/dom.ts';
import { loadShipped, readFixture } from './helpers/fixtures.ts';
import { buildShipped, buildVariant, domOf, PROJECT_ROOT, textOf } from './helpers/site-build.ts';

/** Every route of the contract and the file a static host serves for it. */
const ROUTE_FILES = {
  '/': 'index.html',
  '/concerts/': 'concerts/index.html',
  '/concerts/upcoming': 'concerts/upcoming.html',
  '/concerts/archive': 'concerts/archive.html',
  '/contact': 'contact.html',
  '404': '404.html',
} as const;
type Route = keyof typeof ROUTE_FILES;
const ROUTES = Object.keys(ROUTE_FILES) as Route[];

/** Built once per instant and reused (helpers/site-build.ts). */
const buildShippedAt = (now: string): Promise<BuildResult> => buildShipped(new Date(now));

async function pageOf(built: Promise<BuildResult>, route: Route): Promise<Document> {
  return domOf(await built, ROUTE_FILES[route]);
}

/** The site as the acceptance build makes it: `SITE_NOW=2025-06-01T12:00:00+03:00`. */
const SITE_NOW = '2025-06-01T12:00:00+03:00';
const shippedPage = (route: Route) => pageOf(buildShippedAt(SITE_NOW), route);

let content: Promise<Content> | undefined;

/** What the shipped content says, so that the pages are checked against it rather than against copies. */
function shippedContent(): Promise<Content> {
  content ??= loadShipped().then((loaded) => {
    const result = validateContent(loaded);
    if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join('\n'));
    return result.content;
  });
  return content;
}

function one(root: ParentNode, selector: string): Element {
  const found = root.querySelector(selector);
  assert.ok(found, `nothing matches ${selector}`);
  return found;
}

function queryAll(root: ParentNode, selector: string): Element[] {
  return [...root.querySelectorAll(selector)];
}

function isHidden(element: Element): boolean {
  return element.hasAttribute('hidden');
}

/** The section of the home page under the heading with this text. */
function sectionTitled(document: Document, title: string): Element {
  const heading = queryAll(document, 'section h2').find((element) => toVisibleText(element) === title);
  assert.ok(heading, `no section titled ${title}`);
  const section = heading.closest('section');
  assert.ok(section);
  return section;
}

function assertExternal(link: Element): void {
  const href = link.getAttribute('href') ?? '';
  assert.match(href, /^https?:\/\//, `${href} is not an outbound address`);
  assert.is(link.getAttribute('target'), '_blank', `${href} target`);
  assert.is(link.getAttribute('rel'), 'noopener noreferrer', `${href} rel`);
}

const everyPageSuite = suite('buildSite: every page');

everyPageSuite('should build every route of the contract as a file, without writing anything', async () => {
  const built = await buildShippedAt(SITE_NOW);
  for (const file of Object.values(ROUTE_FILES)) assert.match(textOf(built, file), /^<!doctype html>/i, file);
});

everyPageSuite('should mark every page as Estonian, with a title and one main heading', async () => {
  for (const route of ROUTES) {
    const document = await shippedPage(route);
    assert.is(document.documentElement.getAttribute('lang'), 'et', route);
    assert.ok(document.title.trim().length > 0, `${route} has no title`);
    // The home page holds every featured concert, each under its h1; all but the shown one are hidden.
    assert.is(queryAll(document, 'h1').filter((heading) => !heading.closest('[hidden]')).length, 1, `${route} should show one h1`);
    assert.ok(document.querySelector('main'), `${route} has no main`);
  }
});

everyPageSuite('should link one stylesheet and one client script, both written by the build', async () => {
  const built = await buildShippedAt(SITE_NOW);
  for (const route of ROUTES) {
    const document = await shippedPage(route);
    const assets = [
      ...queryAll(document, 'link[rel="stylesheet"]').map((link) => link.getAttribute('href')),
      ...queryAll(document, 'script[src]').map((script) => script.getAttribute('src')),
    ];
    assert.is(assets.length, 2, route);
    for (const asset of assets) assert.ok(asset && built.files.has(asset.replace(/^\//, '')), `${route}: ${asset} was not built`);
  }
});

everyPageSuite('should show the navigation in the owner order in the top bar and in the drawer', async () => {
  const { site } = await shippedContent();
  const expected = ['Esileht', 'Kontserdid', ...site.navLinks.map((link) => link.label), 'Kontakt'];
  for (const route of ROUTES) {
    const document = await shippedPage(route);
    for (const nav of [one(document, '.top-nav'), one(document, '#drawer')]) {
      const items = queryAll(nav, ':scope > ul > li');
      assert.equal(items.map((item) => toVisibleText(one(item, 'a, button, span'))), expected, route);

      assert.is(one(items[0] as Element, 'a').getAttribute('href'), '/');
      const concerts = queryAll(items[1] as Element, 'ul > li > a');
      assert.equal(concerts.map((link) => [toVisibleText(link), link.getAttribute('href')]), [
        ['Tulekul', '/concerts/upcoming'],
        ['Toimunud', '/concerts/archive'],
      ]);
      const external = items.slice(2, 5).map((item) => one(item, 'a'));
      assert.equal(external.map((link) => link.getAttribute('href')), site.navLinks.map((link) => link.url));
      external.forEach(assertExternal);
      assert.is(one(items[5] as Element, 'a').getAttribute('href'), '/contact');
    }
  }
});

everyPageSuite('should hold a Menüü button that controls the drawer', async () => {
  for (const route of ROUTES) {
    const button = one(await shippedPage(route), 'button[aria-controls="drawer"]');
    assert.is(toVisibleText(button), 'Menüü', route);
    assert.is(button.getAttribute('aria-expanded'), 'false', route);
  }
});

everyPageSuite('should mark the current page in the navigation', async () => {
  const current = (document: Document) =>
    queryAll(one(document, '.top-nav'), '[aria-current="page"]').map((link) => link.getAttribute('href'));
  assert.equal(current(await shippedPage('/')), ['/']);
  assert.equal(current(await shippedPage('/concerts/archive')), ['/concerts/archive']);
  assert.equal(current(await shippedPage('/contact')), ['/contact']);
});

everyPageSuite('should end every page with © year and the society name', async () => {
  const { site } = await shippedContent();
  for (const route of ROUTES) {
    assert.is(toVisibleText(one(await shippedPage(route), 'footer')), `© 2025 ${site.name}`, route);
  }
});

everyPageSuite('should give the copyright line the Tallinn year on New Year night', async () => {
  // 22:30 UTC on 31 December is already 00:30 on 1 January in Tallinn.
  const document = await pageOf(buildShippedAt('2025-12-31T22:30:00Z'), '/contact');
  assert.match(toVisibleText(one(document, 'footer')), /^© 2026 /);
});

everyPageSuite('should hold no inline script but the visit-time step, no inline style, and no script in attributes', async () => {
  for (const route of ROUTES) assertNoInlineCode(await shippedPage(route), route);
});

/**
 * Code runs only from the site's own files: every script has a src and no body, except structured
 * data for search engines, which browsers never run and which must stay valid JSON whatever content
 * holds, and the visit-time step, the code's own text, allowed by its hash (issue 33).
 */
function assertNoInlineCode(document: Document, where: string): void {
  for (const script of queryAll(document, 'script')) {
    const body = (script.textContent ?? '').trim();
    if (script.getAttribute('type') === 'application/ld+json') {
      assert.not.throws(() => JSON.parse(body), `${where}: structured data is not JSON`);
      continue;
    }
    if (!script.getAttribute('src') && script.textContent === VISIT_TIME_SCRIPT) continue;
    assert.ok(script.getAttribute('src'), `${where}: a script without src`);
    assert.is(body, '', `${where}: a script with a body`);
  }
  assert.is(queryAll(document, 'style, [style]').length, 0, `${where}: inline style`);
  for (const element of queryAll(document, '*')) {
    for (const { name, value } of Array.from(element.attributes)) {
      assert.not.match(name, /^on/i, `${where}: <${element.tagName.toLowerCase()} ${name}>`);
      assert.not.match(value.trim(), /^javascript:/i, `${where}: ${name}="${value}"`);
    }
  }
}

const homePageSuite = suite('buildSite: home page');

/** The featured item the build shows, and the concert entries of its group from the shipped files. */
async function shownFeatured() {
  const content = await shippedContent();
  const document = await shippedPage('/');
  const items = queryAll(document, '[data-featured]');
  const shown = items.filter((item) => !isHidden(item));
  assert.is(shown.length, 1, 'one featured concert is shown');
  const element = shown[0] as Element;
  const item = content.home.featured[items.indexOf(element)];
  assert.ok(item);
  const group = groupConcerts(content.concerts).find((candidate) => candidate.concerts.some((concert) => concert.stem === item.concert));
  assert.ok(group);
  return { element, item, group, items, document };
}

homePageSuite('should show the first upcoming featured concert with every date of its group, each with time and place', async () => {
  const { element, group, items, document } = await shownFeatured();
  assert.is(items.length, 2, 'both featured concerts are in the page, one shown');
  assert.is(toAttribute(element, 'data-key-date'), '2025-09-21');
  assert.is(toVisibleText(one(element, 'h1')), 'MEIE!', 'the title is the concert file\'s heading');
  assert.equal(queryAll(document, 'h1').filter((heading) => !heading.closest('[hidden]')).map(toVisibleText), ['MEIE!'], 'one h1 shown');
  assert.is(toVisibleText(one(element, '.eyebrow')), 'Hooaja avakontsert', 'the prefix is the subtitle');
  const dates = queryAll(element, '.featured__dates > li');
  assert.is(dates.length, group.concerts.length);
  assert.is(dates.length, 3);
  dates.forEach((date, index) => {
    const expected = group.concerts[index];
    assert.ok(expected);
    assert.is(toVisibleText(one(date, 'time')), expected.start.label);
    assert.match(expected.start.label, / kell \d\d:\d\d$/);
    assert.is(toAttribute(one(date, 'time'), 'datetime'), expected.start.iso);
    assert.ok(toVisibleText(date).includes(expected.place), `${expected.place} missing`);
  });
});

homePageSuite('should list the programme of the group\'s entries as a list, composer and piece in each item', async () => {
  const { element, group } = await shownFeatured();
  const heading = queryAll(element, 'h2').find((candidate) => toVisibleText(candidate) === 'Kava');
  assert.ok(heading, 'no Kava heading');
  const list = heading.nextElementSibling;
  assert.ok(list && ['OL', 'UL'].includes(list.tagName), 'the programme is not a list');
  const items = queryAll(list, ':scope > li');
  const programme = group.concerts.flatMap((concert) => concert.schedule);
  assert.is(items.length, 5);
  assert.equal(items.map(toVisibleText), programme.map((line) => `${line.composer} ${line.piece}`));
});

homePageSuite('should link the ticket office and the ensemble in new tabs, and the group\'s page and calendar', async () => {
  const { element, item, group } = await shownFeatured();
  // Without a ticketLink of its own, the item's button leads to its concert's tickets.
  assert.is(item.ticketLink, undefined);
  const tickets = { label: 'Osta pilet', url: group.main?.tickets?.url ?? '' };
  assert.match(toVisibleText(one(element, '[data-tickets]')), 'Pilet alates 20 €');
  for (const link of [tickets, item.ensembleLink]) {
    assert.ok(link);
    const anchor = queryAll(element, 'a').find((candidate) => toVisibleText(candidate) === link.label);
    assert.ok(anchor, `no link ${link.label}`);
    assert.is(anchor.getAttribute('href'), link.url);
    assertExternal(anchor);
  }
  const hrefs = queryAll(element, 'a').map((anchor) => anchor.getAttribute('href'));
  assert.ok(hrefs.includes(`/concerts/${group.id}`), 'a link to the concert\'s own page');
  assert.ok(hrefs.includes(`/concerts/${group.id}.ics`), 'a link to its calendar');
  assert.ok(isHidden(one(element, '[data-when="past"]')), 'not marked as taken place');
});

homePageSuite('should show the featured image from the built files with its alternative text', async () => {
  const { element, item } = await shownFeatured();
  const built = await buildShippedAt(SITE_NOW);
  const image = one(element, 'img');
  assert.is(image.getAttribute('alt'), item.image.alt);
  assert.ok(built.files.has((image.getAttribute('src') ?? '').replace(/^\//, '')), 'the image was not copied');
});

homePageSuite('should link the shipped supporters, each logo with its name as alternative text', async () => {
  const { supporters } = await shippedContent();
  const built = await buildShippedAt(SITE_NOW);
  const links = queryAll(sectionTitled(await shippedPage('/'), 'Toetajad'), 'a');
  assert.is(links.length, supporters.length);
  assert.ok(links.length > 0);
  links.forEach((link, index) => {
    const supporter = supporters[index];
    assert.ok(supporter);
    assert.is(link.getAttribute('href'), supporter.url);
    assertExternal(link);
    const logo = one(link, 'img');
    assert.is(logo.getAttribute('alt'), supporter.name);
    assert.ok(supporter.name.trim().length > 0);
    assert.ok(built.files.has((logo.getAttribute('src') ?? '').replace(/^\//, '')), `${supporter.logo} was not copied`);
  });
});

const contactPageSuite = suite('buildSite: contact page');

contactPageSuite('should show the registry code under the label Registrikood', async () => {
  const { site } = await shippedContent();
  const document = await shippedPage('/contact');
  const label = queryAll(document, 'dt').find((element) => toVisibleText(element) === 'Registrikood');
  assert.ok(label, 'no Registrikood label');
  assert.is(toVisibleText(label.nextElementSibling as Element), site.registryCode);
});

contactPageSuite('should link the phone with tel: and the e-mail with mailto:', async () => {
  const { site } = await shippedContent();
  const document = await shippedPage('/contact');
  const phone = one(document, 'main a[href^="tel:"]');
  assert.is(phone.getAttribute('href'), `tel:${site.phone.replace(/[^\d+]/g, '')}`);
  assert.is(toVisibleText(phone), site.phone);
  const email = one(document, 'main a[href^="mailto:"]');
  assert.is(email.getAttribute('href'), `mailto:${site.email}`);
  assert.is(toVisibleText(email), site.email);
});

contactPageSuite('should mark up the address with <address> and name the society and contact person', async () => {
  const { site } = await shippedContent();
  const document = await shippedPage('/contact');
  const address = toVisibleText(one(document, 'main address'));
  for (const line of site.address) assert.ok(address.includes(line), `${line} missing from <address>`);
  const main = toVisibleText(one(document, 'main'));
  assert.ok(main.includes(site.name));
  assert.ok(main.includes(site.contactPerson));
});

const concertListSuite = suite('buildSite: concert lists');

/** `[key date, hidden]` of every group on a list page, in page order. */
function groupsOf(document: Document): [string | null, boolean][] {
  return queryAll(document, '[data-key-date]').map((group) => [group.getAttribute('data-key-date'), isHidden(group)]);
}

concertListSuite('should list the upcoming groups of 1 June 2025 by key date ascending', async () => {
  for (const route of ['/concerts/', '/concerts/upcoming'] as const) {
    const document = await shippedPage(route);
    assert.equal(groupsOf(document), [
      ['2025-07-06', false],
      ['2025-09-13', false],
      ['2025-09-21', false],
      ['2025-12-20', false],
    ]);
    assert.ok(isHidden(one(document, '[data-empty-state]')), `${route}: the empty state shows`);
  }
});

/** `[season heading, hidden, key dates of its groups]` of a list page, in page order. */
function seasonsOf(document: Document): [string, boolean, (string | null)[]][] {
  return queryAll(document, '[data-season]').map((season) => {
    const heading = one(season, 'h2');
    assert.is(isHidden(heading), isHidden(season), 'a season and its heading are hidden together');
    return [toVisibleText(heading), isHidden(season), queryAll(season, '[data-key-date]').map((group) => group.getAttribute('data-key-date'))];
  });
}

concertListSuite('should set the groups under one heading per season (1 August to 31 July), ascending upcoming and descending past', async () => {
  assert.equal(seasonsOf(await shippedPage('/concerts/upcoming')), [
    ['Hooaeg 2024/2025', false, ['2025-07-06']],
    ['Hooaeg 2025/2026', false, ['2025-09-13', '2025-09-21', '2025-12-20']],
  ]);
  assert.equal(seasonsOf(await shippedPage('/concerts/archive')), [
    ['Hooaeg 2025/2026', true, ['2025-12-20', '2025-09-21', '2025-09-13']],
    ['Hooaeg 2024/2025', false, ['2025-07-06', '2025-04-26', '2025-03-15']],
  ], 'a season whose groups are all upcoming is hidden on the archive');
});

concertListSuite('should list the past groups of 1 June 2025 descending, with the upcoming ones hidden', async () => {
  const document = await shippedPage('/concerts/archive');
  assert.equal(groupsOf(document), [
    ['2025-12-20', true],
    ['2025-09-21', true],
    ['2025-09-13', true],
    ['2025-07-06', true],
    ['2025-04-26', false],
    ['2025-03-15', false],
  ]);
  assert.ok(isHidden(one(document, '[data-empty-state]')));
});

concertListSuite('should show every date of a group, in the display format, with its place', async () => {
  const group = one(await shippedPage('/concerts/archive'), '[data-key-date="2025-03-15"]');
  assert.equal(
    queryAll(group, 'time').map((time) => toVisibleText(time)),
    ['14. märts 2025 kell 19:00', '15. märts 2025 kell 19:00'],
  );
  const text = toVisibleText(group);
  assert.ok(text.includes('Tartu Jaani kirik'), 'the placeholder place is missing');
  assert.ok(text.includes('Tallinna Mustpeade maja'));
});

concertListSuite('should show the prefix, heading, notes, performers, programme and notes of the main entry', async () => {
  const group = one(await shippedPage('/concerts/archive'), '[data-key-date="2025-03-15"]');
  assert.ok(toVisibleText(group).includes('Kevadine kontserdisari'), 'prefix');
  assert.equal(queryAll(group, '.concert-heading__line').map(toVisibleText), ['Bachi pärand', 'Barokist tänapäeva']);
  assert.ok(toVisibleText(group).includes('Kontsert kestab umbes 1 tund ja 30 minutit, vaheajaga.'), 'concert notes');

  const performers = queryAll(group, '.performers > li');
  const indented = performers.find((item) => toVisibleText(item) === 'kontsertmeister Liisa Õunapuu');
  assert.ok(indented, 'the indented performer is missing or still has its ">"');
  assert.ok(indented.getAttribute('class')?.includes('indented'), 'the performer after ">" is not indented');
  assert.not.ok(performers[0]?.getAttribute('class'), 'a plain performer is indented');

  const programme = queryAll(group, '.programme > li').map(toVisibleText);
  assert.is(programme[0], 'J. S. Bach Brandenburgi kontsert nr 3 G-duur, BWV 1048');
  assert.is(programme.length, 3);
});

concertListSuite('should show a web address note as a link and other notes as text', async () => {
  const group = one(await shippedPage('/concerts/upcoming'), '[data-key-date="2025-07-06"]');
  const link = queryAll(group, 'a').find((anchor) => anchor.getAttribute('href') === 'https://www.narvajoesuufestival.ee/');
  assert.ok(link, 'the note https://www.narvajoesuufestival.ee/ is not a link');
  assertExternal(link);
  const plain = queryAll(group, 'p').find((element) => toVisibleText(element).startsWith('Festivali avakontsert'));
  assert.ok(plain, 'the plain note is missing');
  assert.is(plain.querySelector('a'), null);
});

concertListSuite('should show a programme line that has only a piece', async () => {
  const group = one(await shippedPage('/concerts/upcoming'), '[data-key-date="2025-07-06"]');
  assert.ok(queryAll(group, '.programme > li').map(toVisibleText).includes('Eesti rahvalaulude seaded'));
  assert.equal(queryAll(group, 'time').map(toVisibleText), ['5. juuli 2025 kell 19:00', '6. juuli 2025 kell 19:00']);
});

concertListSuite('should say in Estonian that nothing is upcoming when every group is past', async () => {
  const document = await pageOf(buildShippedAt('2025-12-31T22:30:00Z'), '/concerts/upcoming');
  assert.equal(groupsOf(document), []);
  const empty = one(document, '[data-empty-state]');
  assert.not.ok(isHidden(empty), 'the empty state is hidden');
  assert.match(toVisibleText(empty), 'Tulekul kontserte praegu kavas ei ole');
  // Not a dead end (issue 33): the calendar to subscribe to, saying what it does, and the archive.
  const links = queryAll(empty, 'a');
  const calendar = links.find((link) => link.getAttribute('href') === '/concerts.ics');
  assert.ok(calendar, 'a link to the calendar of every concert');
  assert.match(toVisibleText(calendar.parentElement as Element), /kalendrisse.*uued kontserdid ilmuvad sinna ise/);
  assert.ok(links.some((link) => link.getAttribute('href') === '/concerts/archive'), 'a link to the archive');
  const archive = await pageOf(buildShippedAt('2025-12-31T22:30:00Z'), '/concerts/archive');
  assert.ok(groupsOf(archive).every(([, hidden]) => !hidden), 'a past group is hidden in the archive');
});

concertListSuite('should say in Estonian that nothing is past when every group is upcoming', async () => {
  const document = await pageOf(buildShippedAt('2025-01-01T12:00:00+02:00'), '/concerts/archive');
  assert.ok(groupsOf(document).every(([, hidden]) => hidden), 'an upcoming group shows in the archive');
  const empty = one(document, '[data-empty-state]');
  assert.not.ok(isHidden(empty));
  assert.match(toVisibleText(empty), 'Toimunud kontserte');
});

const notFoundSuite = suite('buildSite: 404 page');

notFoundSuite('should say in Estonian that the page was not found and link home', async () => {
  const document = await shippedPage('404');
  assert.is(toVisibleText(one(document, 'h1')), 'Lehte ei leitud');
  const home = queryAll(document, 'main a').find((link) => link.getAttribute('href') === '/');
  assert.ok(home, 'no link home in main');
  assert.match(toVisibleText(home), /esilehele/i);
});

const escapingSuite = suite('buildSite: content with markup');

const SCRIPT_CONCERT = '2025-06-10-skript-oaou.md';
const SCRIPT_NAME = 'Selts <script>alert(9)</script>';
let scriptSite: Promise<BuildResult> | undefined;

/** The shipped project with a concert full of markup added and the society's name holding a script. */
function buildScriptSite(): Promise<BuildResult> {
  scriptSite ??= (async () => {
    const site = await readFile(path.join(PROJECT_ROOT, 'content', 'site.md'), 'utf8');
    return buildVariant(
      {
        [`content/concerts/${SCRIPT_CONCERT}`]: await readFixture('script-in-content', SCRIPT_CONCERT),
        'content/site.md': site.replace(/^name: .*$/m, `name: "${SCRIPT_NAME}"`),
      },
      new Date(SITE_NOW),
    );
  })();
  return scriptSite;
}

escapingSuite('should show a <script> heading as text', async () => {
  const document = await pageOf(buildScriptSite(), '/concerts/upcoming');
  const group = one(document, '[data-key-date="2025-06-10"]');
  assert.is(toVisibleText(one(group, 'h3')), '<script>alert(1)</script>');
  const text = toVisibleText(group);
  for (const written of [
    '<img src=x onerror=alert(2)>',
    '</p><script>alert(3)</script>',
    '<b onclick="alert(4)">paks</b>',
    '<script>alert(5)</script>',
    '<script>alert(6)</script> <style>body { display: none }</style>',
    'javascript:alert(7)',
  ]) {
    assert.ok(text.includes(written), `${written} is not shown as text`);
  }
  assert.is(queryAll(group, 'img, b, style, script').length, 0);
});

escapingSuite('should link a web address with markup in it only as an escaped https address', async () => {
  const group = one(await pageOf(buildScriptSite(), '/concerts/upcoming'), '[data-key-date="2025-06-10"]');
  const outbound = queryAll(group, 'a[target="_blank"]').map((link) => link.getAttribute('href'));
  assert.equal(outbound, ['https://example.ee/?q=%3Cscript%3Ealert(8)%3C/script%3E']);
  for (const link of queryAll(group, 'a')) assert.match(link.getAttribute('href') ?? '', /^(\/|https:)/);
});

escapingSuite('should show a society name with a script as text in the title, bar and footer', async () => {
  for (const route of ROUTES) {
    const document = await pageOf(buildScriptSite(), route);
    assert.ok(document.title.includes(SCRIPT_NAME), `${route} title: ${document.title}`);
    assert.is(toVisibleText(one(document, '.brand')), SCRIPT_NAME);
    assert.is(toVisibleText(one(document, 'footer')), `© 2025 ${SCRIPT_NAME}`);
  }
});

escapingSuite('should hold no inline script but the visit-time step on any page, concert pages included', async () => {
  const built = await buildScriptSite();
  const pages = [...built.files.keys()].filter((file) => file.endsWith('.html'));
  assert.ok(pages.length > ROUTES.length, 'the concert pages are checked too');
  for (const file of pages) assertNoInlineCode(domOf(built, file), file);
});

everyPageSuite.run();
homePageSuite.run();
contactPageSuite.run();
concertListSuite.run();
notFoundSuite.run();
escapingSuite.run();

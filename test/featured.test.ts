// home.md's featured items joined to their concert groups, and the build's choice of the one shown.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chooseFeaturedConcert, toFeaturedConcerts } from '../src/concerts/featured.ts';
import { groupConcerts, toGroupsByStem } from '../src/concerts/group.ts';
import type { FeaturedItem } from '../src/content/types.ts';
import { makeConcert } from './helpers/concerts.ts';
import { toOutputCandidates } from '../src/lib/urls.ts';
import { buildShipped, domOf, pagesOf } from './helpers/site-build.ts';

const item = (concert: string): FeaturedItem => ({ concert, image: { src: 'images/meie.svg', alt: 'Plakat' }, text: ['Tekst'] });

const groups = groupConcerts([
  makeConcert('19.09.2025 19:00', { stem: 'meie-tallinn' }),
  makeConcert('21.09.2025 16:00', { stem: 'meie', heading: ['MEIE!'] }),
  makeConcert('20.12.2025 18:00', { stem: 'joulud', heading: ['Valguse ootuses'] }),
]);

const featuredSuite = suite('toFeaturedConcerts');

featuredSuite('should find each item\'s group by the stem of any of its entries, in home.md\'s order', () => {
  const featured = toFeaturedConcerts({ featured: [item('joulud'), item('meie-tallinn')] }, toGroupsByStem(groups));
  assert.equal(featured.map((entry) => entry.group.id), ['joulud', 'meie']);
  assert.equal(featured[1]?.group.concerts.map((concert) => concert.stem), ['meie-tallinn', 'meie'], 'every date of the group');
  assert.equal(chooseFeaturedConcert(featured, '2025-09-01'), { index: 0, past: false }, 'the first upcoming in home.md\'s order');
  assert.equal(chooseFeaturedConcert(featured, '2025-12-21'), { index: 0, past: true }, 'the latest once all are past');
});

featuredSuite.run();

const homeBuildSuite = suite('buildSite: the home page by SITE_NOW');

/** The featured items of the built home page: key date, hidden, and what the shown one says. */
async function homeAt(now: string) {
  const document = domOf(await buildShipped(new Date(now)), 'index.html');
  const items = [...document.querySelectorAll('[data-featured]')];
  const shown = items.filter((element) => !element.hasAttribute('hidden'));
  assert.is(shown.length, 1, 'one featured concert is shown');
  const element = shown[0] as Element;
  const visible = (selector: string) => [...element.querySelectorAll(selector)].some((found) => !found.closest('[hidden]'));
  return {
    keys: items.map((element) => element.getAttribute('data-key-date')),
    shown: element.getAttribute('data-key-date'),
    past: visible('[data-when="past"]') && (element.textContent ?? '').includes('Kontsert on toimunud.'),
    ticket: [...element.querySelectorAll('a')].some((link) => link.textContent?.startsWith('Osta pilet') && !link.closest('[hidden]')),
    upcomingLink: [...element.querySelectorAll('a')].some((link) => link.getAttribute('href') === '/concerts/upcoming' && !link.closest('[hidden]')),
    title: document.querySelector('title')?.textContent,
  };
}

homeBuildSuite('should show MEIE! before it, the Christmas concert after it, and the Christmas concert as past after both', async () => {
  const before = await homeAt('2025-09-21T12:00:00+03:00');
  assert.equal(before.keys, ['2025-09-21', '2025-12-20'], 'every featured item is in the page, in home.md\'s order');
  assert.equal([before.shown, before.past, before.ticket, before.upcomingLink], ['2025-09-21', false, true, false]);
  assert.is(before.title, 'Tallinna Kammermuusika Selts: MEIE!, hooaja avakontsert');
  const between = await homeAt('2025-09-22T00:30:00+03:00');
  assert.equal([between.shown, between.past, between.ticket], ['2025-12-20', false, true]);
  const after = await homeAt('2025-12-21T12:00:00+02:00');
  assert.equal([after.shown, after.past, after.ticket, after.upcomingLink], ['2025-12-20', true, false, true]);
});

homeBuildSuite('should describe the shown featured concert to search engines, with its offer only while upcoming', async () => {
  const events = async (now: string) => {
    const document = domOf(await buildShipped(new Date(now)), 'index.html');
    return JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '[]') as Record<string, unknown>[];
  };
  const upcoming = await events('2025-09-01T12:00:00+03:00');
  assert.equal(upcoming.map((event) => event.startDate), ['2025-09-19T19:00:00+03:00', '2025-09-20T18:00:00+03:00', '2025-09-21T16:00:00+03:00']);
  assert.ok(upcoming.every((event) => event.name === 'MEIE!' && event.offers && event.url === 'https://www.kammermuusikaselts.ee/concerts/2025-09-21-meie'));
  const past = await events('2026-01-10T12:00:00+02:00');
  assert.ok(past.length === 2 && past.every((event) => event.name === 'Valguse ootuses' && !event.offers));
});

homeBuildSuite('should link only to files the build made, hidden links too, on any day: a past group has no calendar file', async () => {
  for (const now of ['2025-09-01T12:00:00+03:00', '2025-09-22T12:00:00+03:00', '2025-12-21T12:00:00+02:00', '2026-09-01T12:00:00+03:00']) {
    const built = await buildShipped(new Date(now));
    for (const page of pagesOf(built)) {
      for (const element of domOf(built, page).querySelectorAll('a[href^="/"], link[href^="/"], img[src^="/"], script[src^="/"]')) {
        const { pathname } = new URL(element.getAttribute('href') ?? element.getAttribute('src') ?? '', 'https://example.org/');
        const found = toOutputCandidates(decodeURIComponent(pathname)).some((file) => built.files.has(file));
        assert.ok(found, `${page}, built ${now}: ${element.outerHTML} leads to no file of the build`);
      }
    }
  }
});

homeBuildSuite.run();

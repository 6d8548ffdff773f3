import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { groupConcerts, toGroupsByStem } from '../src/concerts/group.ts';
import { chooseFeaturedConcert, toFeaturedConcerts } from '../src/concerts/featured.ts';
import { splitByDate } from '../src/concerts/split.ts';
import { validateContent } from '../src/content/validate.ts';
import { prepareImages } from '../src/images/prepare-images.ts';
import { toSiteUrls } from '../src/lib/urls.ts';
import { renderPage, renderWhole, type RenderContext } from '../src/render/render-page.tsx';
import { planRoutes } from '../src/render/routes.ts';
import { joinPieces } from '../src/output.ts';
import { loadShipped } from './helpers/fixtures.ts';
import { PROJECT_ROOT } from './helpers/site-build.ts';

const renderPageSuite = suite('renderPage');

renderPageSuite('should give byte for byte what rendering each page of the shipped site whole gives, list pages in pieces', async () => {
  const validated = validateContent(await loadShipped());
  if (!validated.ok) throw new Error(validated.problems.map((problem) => problem.message).join('\n'));
  const content = validated.content;
  const urls = toSiteUrls(content.site.siteUrl);
  // Both sides of today, so that pages under every navigation item are rendered.
  const groups = groupConcerts(content.concerts);
  const split = splitByDate(groups, '2025-06-01');
  const featured = toFeaturedConcerts(content.home, toGroupsByStem(groups));
  const { images } = await prepareImages(content, path.join(PROJECT_ROOT, 'static'), path.join(PROJECT_ROOT, '.cache', 'images'));
  const context: RenderContext = {
    site: content.site,
    assets: { css: 'assets/site.test.css', js: 'assets/main.test.js' },
    urls,
    year: 2025,
    images,
  };
  const pages = [...planRoutes({ content, split, urls, featured, choice: chooseFeaturedConcert(featured, '2025-06-01') })];
  assert.ok(pages.length > 6);
  let inPieces = 0;
  for (const page of pages) {
    const rendered = renderPage(page, context);
    if (typeof rendered !== 'string') inPieces++;
    assert.fixture(typeof rendered === 'string' ? rendered : joinPieces(rendered), renderWhole(page, context), page.output);
  }
  assert.ok(inPieces >= 2, 'the list pages come in pieces');
  // A title or a site name holding the private-use character the layout is split at: whole, not garbled.
  const contact = pages.find((page) => page.route === '/contact');
  if (!contact) throw new Error('no contact page');
  const odd = '\uE000';
  for (const [page, site] of [[{ ...contact, meta: { ...contact.meta, title: `Kontakt ${odd}` } }, context.site], [contact, { ...context.site, name: `Selts ${odd}` }]] as const) {
    const rendered = renderPage(page, { ...context, site });
    assert.is(rendered, renderWhole(page, { ...context, site }));
    assert.ok(String(rendered).includes(odd));
  }
});

renderPageSuite.run();

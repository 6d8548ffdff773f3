// A site built on 1 June 2025 and visited later: the "Osta pilet" offer and the group's own "Lisa
// kalendrisse" go, and "Kontsert on toimunud" comes, once the visitor's clock passes the concert
// (the page's inline step, src/render/visit-time-script.ts), and a cancelled featured concert hands
// the home page to the next one, by the visitor's day as well as the build's.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { launchChromium, openInContext, toViewport } from '../helpers/browser.ts';
import { goOn, serveBuiltSite, siteSuite, type ServedSite, type SiteInBrowser } from '../helpers/served-site.ts';
import { PROJECT_ROOT } from '../helpers/temp-project.ts';

function visit({ openInContext }: SiteInBrowser, route: string, at: string): Promise<Page> {
  return openInContext(route, { viewport: toViewport(375), at });
}

const ticketLinks = (page: Page) => page.getByRole('link', { name: /Osta pilet/ });
const calendarLinks = (page: Page) => page.getByRole('link', { name: 'Lisa kalendrisse' });

const tickets = siteSuite('the ticket offer by the visit\'s date');

tickets('should show "Osta pilet" and the price on MEIE!\'s card and page before the concert', async (context) => {
  const list = await visit(context, '/concerts/upcoming', '2025-09-01T12:00:00+03:00');
  const card = list.locator('article[data-key-date="2025-09-21"]');
  assert.ok(await card.getByRole('link', { name: /Osta pilet/ }).isVisible());
  assert.ok(await card.getByText('Pilet alates 20 €').isVisible());
  assert.ok(await card.getByRole('link', { name: 'Lisa kalendrisse' }).isVisible());
  const page = await goOn(context, list, '/concerts/2025-09-21-meie');
  assert.is(await page.getByRole('link', { name: /Osta pilet/ }).getAttribute('href'), 'https://www.piletilevi.ee/');
  assert.is(await calendarLinks(page).getAttribute('href'), '/concerts/2025-09-21-meie.ics');
});

tickets('should take the offer away once the clock passes the concert, on the archive, its page and the home page', async (context) => {
  const at = '2025-09-22T10:00:00+03:00';
  const archive = await visit(context, '/concerts/archive', at);
  const card = archive.locator('article[data-key-date="2025-09-21"]');
  assert.ok(await card.isVisible(), 'MEIE! has moved to the archive');
  assert.is(await card.locator('[data-tickets]:visible').count(), 0, 'the archived card still offers tickets');
  assert.is(await card.getByText('Pilet alates').locator('visible=true').count(), 0);
  assert.ok(await card.getByText('Kontsert on toimunud.').isVisible(), 'the card says it has taken place');
  assert.is(await card.getByRole('link', { name: 'Lisa kalendrisse' }).count(), 0, 'the archived card still offers its calendar');
  const page = await goOn(context, archive, '/concerts/2025-09-21-meie');
  assert.ok(await page.getByRole('heading', { name: 'MEIE!' }).isVisible());
  assert.ok(await page.getByText('Kontsert on toimunud.').isVisible(), 'the page says it has taken place');
  assert.is(await ticketLinks(page).count(), 0, 'the page of a past concert still offers tickets');
  assert.is(await calendarLinks(page).count(), 0, 'the page of a past concert still offers its calendar');
  assert.is(await page.locator('.concert-actions:visible').count(), 0, 'an empty line of links is left');
  // The Christmas concert is still ahead: its offer and its calendar stay.
  const christmas = await goOn(context, page, '/concerts/2025-12-20-valguse-ootuses');
  assert.ok(await ticketLinks(christmas).isVisible());
  assert.ok(await calendarLinks(christmas).isVisible());
});

tickets.run();

interface CancelledContext {
  site: ServedSite;
  browser: Browser;
  pages: Page[];
}

/** Every date of MEIE! cancelled; built after both featured concerts, so the build's own choice is the past state. */
const cancelled = suite<CancelledContext>('a cancelled featured concert');

cancelled.before(async (context) => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'kammer-cancelled-'));
  await cp(path.join(PROJECT_ROOT, 'content'), path.join(root, 'content'), { recursive: true });
  await cp(path.join(PROJECT_ROOT, 'static'), path.join(root, 'static'), { recursive: true });
  const season = path.join(root, 'content', 'concerts', '2025-2026');
  for (const file of ['2025-09-19-meie-tallinn.md', '2025-09-20-meie-tartu.md', '2025-09-21-meie.md']) {
    const text = await readFile(path.join(season, file), 'utf8');
    await writeFile(path.join(season, file), text.replace(/\n---\s*$/, '\nstatus: cancelled\n---\n'));
  }
  try {
    context.site = await serveBuiltSite('2025-12-21T12:00:00+02:00', root);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  context.browser = await launchChromium();
  context.pages = [];
});

cancelled.after.each(async (context) => {
  await Promise.all(context.pages.splice(0).map((page) => page.close()));
});

cancelled.after(async (context) => {
  await context.browser?.close();
  await context.site?.close();
});

cancelled('should hand the home page to the Christmas concert before MEIE!\'s dates, by the visitor\'s clock', async (context) => {
  const page = await openInContext(context.browser, `${context.site.url}/`, { viewport: toViewport(375), at: '2025-09-01T12:00:00+03:00' });
  context.pages.push(page);
  const shown = page.locator('[data-featured]:visible');
  assert.is(await shown.count(), 1);
  assert.is(await shown.getAttribute('data-key-date'), '2025-12-20');
  assert.is((await shown.locator('h1').innerText()).trim(), 'Valguse ootuses');
  assert.not.ok(await shown.getByText('Kontsert on toimunud.').isVisible());
  assert.ok(await shown.getByRole('link', { name: /Osta pilet/ }).isVisible());
  // MEIE! keeps its page, marked in words, without a ticket offer.
  const own = await goOn(context, page, '/concerts/2025-09-21-meie');
  const card = own.locator('article[data-key-date="2025-09-21"]');
  assert.ok(await card.getByText('Kontsert jääb ära').first().isVisible());
  assert.is(await card.locator('[data-tickets]:visible').count(), 0);
  assert.not.ok(await card.getByText('Kontsert on toimunud.').isVisible(), 'a concert that never took place does not say it did');
});

cancelled.run();

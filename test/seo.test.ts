import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DOMParser } from 'linkedom';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildShipped, buildVariant, domOf, pagesOf, PROJECT_ROOT, textOf } from './helpers/site-build.ts';

type Json = Record<string, any>;

function jsonLdOf(document: Document): Json[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent ?? '');
    return Array.isArray(data) ? data : [data];
  });
}

/** Google's Event rich results: required name, startDate with offset, location with an address. */
function assertEventForGoogle(event: Json, where: string): void {
  assert.is(event['@context'], 'https://schema.org', where);
  assert.is(event['@type'], 'MusicEvent', where);
  assert.type(event.name, 'string', `${where}: name`);
  assert.ok(event.name.length > 0, `${where}: name`);
  assert.match(event.startDate, /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?[+-]\d\d:\d\d$/, `${where}: startDate with offset`);
  assert.is(event.location?.['@type'], 'Place', `${where}: location`);
  assert.ok(event.location?.name, `${where}: location name`);
  assert.is(event.location?.address?.['@type'], 'PostalAddress', `${where}: location address`);
  assert.ok(event.location?.address?.streetAddress, `${where}: street address`);
  assert.ok(['https://schema.org/EventScheduled', 'https://schema.org/EventCancelled', 'https://schema.org/EventPostponed'].includes(event.eventStatus), `${where}: eventStatus`);
  assert.is(event.eventAttendanceMode, 'https://schema.org/OfflineEventAttendanceMode', `${where}: eventAttendanceMode`);
  assert.is(event.organizer?.['@type'], 'Organization', `${where}: organizer`);
  assert.ok(Array.isArray(event.image) && event.image[0].startsWith('https://'), `${where}: image`);
}

const sitemap = suite('sitemap.xml and robots.txt');

sitemap('should list every page but the 404 page, with full addresses', async () => {
  const result = await buildShipped();
  const xml = new DOMParser().parseFromString(textOf(result, 'sitemap.xml'), 'text/xml');
  const listed = [...xml.querySelectorAll('loc')].map((loc) => loc.textContent);
  const expected = pagesOf(result)
    .filter((file) => file !== '404.html' && file !== 'concerts/index.html')
    .map((file) => `https://www.kammermuusikaselts.ee/${file.replace(/index\.html$/, '').replace(/\.html$/, '')}`);
  assert.equal([...listed].sort(), expected.sort());
  assert.ok(listed.includes('https://www.kammermuusikaselts.ee/concerts/2025-07-06-narva-joesuu'));
  assert.match(textOf(result, 'robots.txt'), 'Sitemap: https://www.kammermuusikaselts.ee/sitemap.xml');
});

const head = suite('page head');

head('should give every page a unique title and description, a canonical link and sharing tags', async () => {
  const result = await buildShipped();
  const titles = new Map<string, string>();
  for (const file of pagesOf(result).filter((page) => page !== 'concerts/index.html')) {
    const document = domOf(result, file);
    const title = document.querySelector('title')?.textContent ?? '';
    assert.ok(title.length > 0 && title.length <= 70, `${file}: title "${title}"`);
    assert.not.ok(titles.has(title), `${file} shares its title with ${titles.get(title)}`);
    titles.set(title, file);
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    assert.ok(description.length > 20 && description.length <= 160, `${file}: description`);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'og:locale']) {
      assert.ok(document.querySelector(`meta[property="${property}"]`)?.getAttribute('content'), `${file}: ${property}`);
    }
    for (const name of ['twitter:card', 'twitter:title', 'twitter:image']) {
      assert.ok(document.querySelector(`meta[name="${name}"]`)?.getAttribute('content'), `${file}: ${name}`);
    }
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    if (file === '404.html') {
      assert.is(canonical, undefined);
      assert.is(document.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
    } else {
      assert.is(canonical, document.querySelector('meta[property="og:url"]')?.getAttribute('content'));
      assert.match(canonical ?? '', /^https:\/\/www\.kammermuusikaselts\.ee\//);
    }
  }
});

head('should share the home page with the MEIE! card and name the favicon, manifest and theme colour', async () => {
  const result = await buildShipped();
  const document = domOf(result, 'index.html');
  assert.is(document.querySelector('meta[property="og:image"]')?.getAttribute('content'), 'https://www.kammermuusikaselts.ee/images/meie-social.jpg');
  assert.is(document.querySelector('link[rel="icon"][type="image/svg+xml"]')?.getAttribute('href'), '/favicon.svg');
  assert.is(document.querySelector('link[rel="icon"][type="image/png"]')?.getAttribute('href'), '/icon-192.png');
  assert.is(document.querySelector('meta[name="theme-color"]')?.getAttribute('content'), '#f4f6f7');
  const manifest = JSON.parse(textOf(result, 'site.webmanifest'));
  assert.is(manifest.lang, 'et');
  assert.is(manifest.theme_color, '#f4f6f7');
  for (const icon of manifest.icons) assert.ok(result.files.has(icon.src.slice(1)), `manifest icon ${icon.src} exists`);
  assert.ok(result.files.has('apple-touch-icon.png'));
});

/** Google's recommended Event properties that the content can give, and an Offer's when there are tickets. */
function assertRecommended(event: Json, where: string): void {
  assert.ok(event.organizer?.name && event.organizer?.url, `${where}: organizer name and url`);
  assert.ok(event.url?.startsWith('https://'), `${where}: url`);
  for (const performer of event.performer ?? []) {
    assert.ok(['Person', 'PerformingGroup'].includes(performer['@type']) && performer.name, `${where}: performer`);
    assert.not.match(performer.name, /\(|\bja\b|^\p{Ll}/u, `${where}: "${performer.name}" is not one name`);
  }
  if (!event.offers) return;
  assert.is(event.offers['@type'], 'Offer', `${where}: offers`);
  assert.ok(event.offers.url?.startsWith('https://') || typeof event.offers.price === 'number', `${where}: offer url or price`);
  if (event.offers.price !== undefined) assert.is(event.offers.priceCurrency, 'EUR', `${where}: priceCurrency`);
  assert.match(event.offers.availability, /^https:\/\/schema\.org\/(InStock|Discontinued)$/, `${where}: availability`);
  assert.match(event.offers.validFrom, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/, `${where}: validFrom`);
}

const structured = suite('structured data');

structured('should give every concert page\'s events Google\'s required and recommended properties', async () => {
  const result = await buildShipped();
  const pages = pagesOf(result).filter((file) => /^concerts\/\d/.test(file));
  assert.is(pages.length, 6, 'one page a group');
  for (const file of pages) {
    const events = jsonLdOf(domOf(result, file));
    assert.ok(events.length > 0, `${file}: no events`);
    events.forEach((event, index) => {
      assertEventForGoogle(event, `${file} event ${index + 1}`);
      assertRecommended(event, `${file} event ${index + 1}`);
    });
  }
  const meie = jsonLdOf(domOf(result, 'concerts/2025-09-21-meie.html'));
  assert.equal(meie[2]?.offers, { '@type': 'Offer', url: 'https://www.piletilevi.ee/', price: 20, priceCurrency: 'EUR', availability: 'https://schema.org/InStock', validFrom: '2025-08-01T00:00:00+03:00' });
  assert.equal(jsonLdOf(domOf(result, 'concerts/2025-04-26-haapsalu.html'))[0]?.offers?.price, 0);
  assert.equal(meie[2]?.performer.map((performer: Json) => performer.name), ['Kammeransambel MEIE', 'Kadri Tamm', 'Anu Lepp', 'Piret Mägi', 'Martin Kask', 'Tõnu Saar', 'Tallinna Kammerorkester', 'Liisa Õunapuu']);
});

structured('should mark a cancelled and a postponed date with their eventStatus', async () => {
  const place = (date: string, extra: string) => `---\ndate: "${date}"\ntime: "18:00"\nplace: "Tartu Ülikooli aula"\n${extra}---\n`;
  const result = await buildVariant({
    'content/concerts/2025-2026/2025-09-19-meie-tallinn.md': place('19.09.2025', 'status: postponed\n'),
    'content/concerts/2025-2026/2025-09-20-meie-tartu.md': place('20.09.2025', 'status: cancelled\n'),
  });
  const events = jsonLdOf(domOf(result, 'concerts/2025-09-21-meie.html'));
  assert.equal(events.map((event) => event.eventStatus), ['https://schema.org/EventPostponed', 'https://schema.org/EventCancelled', 'https://schema.org/EventScheduled']);
  assert.is(events[1]?.offers?.availability, 'https://schema.org/Discontinued');
});

structured('should link each known venue\'s address to OpenStreetMap on the concert page, in a new tab', async () => {
  const document = domOf(await buildShipped(), 'concerts/2025-09-21-meie.html');
  const links = [...document.querySelectorAll('a.venue-map-link')];
  assert.equal(links.map((link) => link.getAttribute('href')), [
    'https://www.openstreetmap.org/search?query=Pikk+26%2C+10133+Tallinn%2C+Eesti',
    'https://www.openstreetmap.org/search?query=%C3%9Clikooli+18%2C+50090+Tartu%2C+Eesti',
    'https://www.openstreetmap.org/search?query=Aia+2%2C+29023+Narva-J%C3%B5esuu%2C+Eesti',
  ]);
  for (const link of links) {
    assert.is(link.getAttribute('target'), '_blank');
    assert.is(link.getAttribute('rel'), 'noopener noreferrer');
  }
});

structured('should mark every date of a concert page as a MusicEvent that Google accepts', async () => {
  const result = await buildShipped();
  const document = domOf(result, 'concerts/2025-07-06-narva-joesuu.html');
  const events = jsonLdOf(document);
  assert.is(events.length, 2);
  events.forEach((event, index) => assertEventForGoogle(event, `concert event ${index + 1}`));
  assert.equal(events.map((event) => event.startDate), ['2025-07-05T19:00:00+03:00', '2025-07-06T19:00:00+03:00']);
  assert.is(events[1]?.location.address.addressLocality, 'Narva-Jõesuu');
  assert.equal(events[0]?.performer.map((p: Json) => p['@type']), ['Person', 'Person']);
  assert.is(events[0]?.url, 'https://www.kammermuusikaselts.ee/concerts/2025-07-06-narva-joesuu');
});

structured('should mark each featured date on the home page, with the ticket offer', async () => {
  const events = jsonLdOf(domOf(await buildShipped(), 'index.html'));
  assert.is(events.length, 3);
  events.forEach((event, index) => assertEventForGoogle(event, `featured event ${index + 1}`));
  assert.ok(events.every((event) => event.name === 'MEIE!'));
  assert.ok(events.every((event) => event.offers?.url === 'https://www.piletilevi.ee/'));
});

structured('should describe the society as an Organization on the contact page', async () => {
  const [organization] = jsonLdOf(domOf(await buildShipped(), 'contact.html'));
  assert.is(organization?.['@type'], 'Organization');
  assert.is(organization?.name, 'Tallinna Kammermuusika Selts');
  assert.is(organization?.email, 'info@kammermuusikaselts.ee');
  assert.is(organization?.address.postalCode, '10123');
  assert.is(organization?.identifier.value, '80123456');
});

structured('should keep content from closing the JSON-LD element', async () => {
  const result = await buildVariant({
    'content/concerts/2025-05-01-script.md':
      '---\ndate: "01.05.2025"\ntime: "19:00"\nplace: "</script><script>alert(1)</script>"\nconcertHeading:\n  - "</script><img src=x onerror=alert(1)>"\n  - "Tüür & Pärt\\u2028"\n---\n',
  });
  const html = textOf(result, 'concerts/2025-05-01-script.html');
  assert.not.match(html, '</script><script>alert(1)');
  assert.not.match(html, '<img src=x');
  const document = domOf(result, 'concerts/2025-05-01-script.html');
  assert.is(document.querySelectorAll('script').length, 3, 'only the client script, the JSON-LD and the visit-time step');
  const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
  assert.not.match(jsonLd, /[<>&\u2028]/, 'escaped as \\u003c, \\u003e, \\u0026, \\u2028');
  assert.is(jsonLdOf(document)[0]?.location.name, '</script><script>alert(1)</script>');
  assert.match(jsonLdOf(document)[0]?.name, 'Tüür & Pärt\u2028');
  assert.match(result.notices.join('\n'), 'kohal "</script><script>alert(1)</script>"');
});

structured('should warn once, in one line, for a place with no address in content/venues.md', async () => {
  const result = await buildVariant({
    'content/concerts/2025-05-02-a.md': '---\ndate: "02.05.2025"\ntime: "19:00"\nplace: "Uus saal"\n---\n',
    'content/concerts/2025-05-03-b.md': '---\ndate: "03.05.2025"\ntime: "19:00"\nplace: "Uus saal"\nconcertHeading: ["X"]\n---\n',
  });
  const warnings = result.notices.filter((line) => line.includes('"Uus saal"'));
  assert.equal(warnings, ['content/venues.md: kohal "Uus saal" pole aadressi; otsingumootorid näitavad kohta ilma aadressita.']);
  const [event] = jsonLdOf(domOf(result, 'concerts/2025-05-03-b.html'));
  assert.is(event?.location.address.streetAddress, 'Uus saal');
});

const basePath = suite('a site in a sub-folder');

basePath('should prefix every internal link, asset and feed address with the sub-folder', async () => {
  const site = await readFile(path.join(PROJECT_ROOT, 'content/site.md'), 'utf8');
  const result = await buildVariant({
    'content/site.md': site.replace(/siteUrl: ".*"/, 'siteUrl: "https://kasutaja.github.io/selts/"'),
  });
  for (const file of pagesOf(result)) {
    const document = domOf(result, file);
    const local = [
      ...[...document.querySelectorAll('a[href], link[href]')].map((element) => element.getAttribute('href') ?? ''),
      ...[...document.querySelectorAll('script[src], img[src]')].map((element) => element.getAttribute('src') ?? ''),
    ].filter((address) => address.startsWith('/'));
    assert.ok(local.length > 5, `${file} has local links`);
    for (const address of local) assert.ok(address.startsWith('/selts/'), `${file}: ${address}`);
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    if (canonical) assert.ok(canonical.startsWith('https://kasutaja.github.io/selts/'), `${file}: ${canonical}`);
  }
  assert.match(textOf(result, 'sitemap.xml'), '<loc>https://kasutaja.github.io/selts/contact</loc>');
  assert.match(textOf(result, 'robots.txt'), 'Sitemap: https://kasutaja.github.io/selts/sitemap.xml');
  assert.match(textOf(result, 'concerts.ics'), 'URL;VALUE=URI:https://kasutaja.github.io/selts/concerts/');
  assert.is(JSON.parse(textOf(result, 'site.webmanifest')).start_url, '/selts/');
});

sitemap.run();
head.run();
structured.run();
basePath.run();

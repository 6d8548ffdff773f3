import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ICAL from 'ical.js';
import { toTallinnDay } from '../src/lib/dates.ts';
import { SHIPPED_AT, buildShipped, buildShippedAfresh, buildVariant, domOf, pagesOf, textOf } from './helpers/site-build.ts';

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  location: string;
  description: string;
  url: string;
}

function parseCalendar(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      location: event.location,
      description: event.description,
      url: String(component.getFirstPropertyValue('url') ?? ''),
    };
  });
}

const concertsCalendar = suite('concerts.ics');

concertsCalendar('should hold every concert entry, placeholders too, under its group heading', async () => {
  const events = parseCalendar(textOf(await buildShipped(), 'concerts.ics'));
  assert.is(events.length, 11, 'six entries of 2024/2025 and 2025-09-13, MEIE!\'s three and the Christmas concert\'s two');
  const meie = events.filter((event) => event.url.endsWith('/concerts/2025-09-21-meie'));
  assert.equal(meie.map((event) => event.summary), ['MEIE!', 'MEIE!', 'MEIE!'], 'the featured concert is a concert like any other');
  const placeholder = events.find((event) => event.uid.startsWith('2025-03-14-tartu@'));
  assert.ok(placeholder, 'the Tartu placeholder is in the calendar');
  assert.is(placeholder.summary, 'Bachi pärand – Barokist tänapäeva');
  assert.is(placeholder.start, '2025-03-14T17:00:00.000Z');
  assert.match(placeholder.location, 'Tartu Jaani kirik');
  assert.is(placeholder.url, 'https://www.kammermuusikaselts.ee/concerts/2025-03-15-tallinn');
});

concertsCalendar('should describe programme and performers, and keep UIDs and stamps stable between builds', async () => {
  const first = textOf(await buildShipped(), 'concerts.ics');
  const second = textOf(await buildShippedAfresh(), 'concerts.ics');
  assert.is(first, second);
  const event = parseCalendar(first).find((item) => item.uid.startsWith('2025-03-15-tallinn@'));
  assert.ok(event);
  assert.match(event.description, 'J. S. Bach – Brandenburgi kontsert nr 3 G-duur, BWV 1048');
  assert.match(event.description, 'Kadri Tamm (viiul)');
  assert.match(first, 'DTSTAMP:20250601T090000Z');
});

concertsCalendar('should give Tallinn wall-clock times across the daylight-saving changes', async () => {
  const concert = (date: string, heading: string) =>
    `---\ndate: "${date}"\ntime: "19:00"\nplace: "Tallinna Mustpeade maja"\nconcertHeading:\n  - "${heading}"\n---\n`;
  const result = await buildVariant({
    'content/concerts/dst-before.md': concert('29.03.2025', 'Enne kellakeeramist'),
    'content/concerts/dst-after.md': concert('30.03.2025', 'Pärast kellakeeramist'),
    'content/concerts/dst-autumn.md': concert('26.10.2025', 'Sügisel'),
  });
  const events = parseCalendar(textOf(result, 'concerts.ics'));
  const start = (uid: string) => events.find((event) => event.uid.startsWith(`${uid}@`))?.start;
  assert.is(start('dst-before'), '2025-03-29T17:00:00.000Z');
  assert.is(start('dst-after'), '2025-03-30T16:00:00.000Z');
  assert.is(start('dst-autumn'), '2025-10-26T17:00:00.000Z');
});

concertsCalendar('should keep a cancelled date in every calendar under its UID, with STATUS:CANCELLED, and only that date', async () => {
  const tartu = 'content/concerts/2025-2026/2025-09-20-meie-tartu.md';
  const text = '---\ndate: "20.09.2025"\ntime: "18:00"\nplace: "Tartu Ülikooli aula"\nstatus: cancelled\n---\n';
  const result = await buildVariant({ [tartu]: text });
  for (const file of ['concerts.ics', 'concerts/2025-09-21-meie.ics']) {
    const calendar = new ICAL.Component(ICAL.parse(textOf(result, file)));
    const meie = calendar.getAllSubcomponents('vevent').filter((event) => String(event.getFirstPropertyValue('url')).endsWith('/concerts/2025-09-21-meie'));
    assert.is(meie.length, 3, `${file}: the cancelled date is still there`);
    const status = (uid: string) => meie.find((event) => String(event.getFirstPropertyValue('uid')).startsWith(`${uid}@`))?.getFirstPropertyValue('status') ?? null;
    assert.is(status('2025-09-20-meie-tartu'), 'CANCELLED', `${file}: STATUS of the cancelled date`);
    assert.is(status('2025-09-19-meie-tallinn'), null, `${file}: the other dates take place`);
    const cancelled = new ICAL.Event(meie.find((event) => event.getFirstPropertyValue('status') === 'CANCELLED'));
    assert.is(cancelled.uid, '2025-09-20-meie-tartu@www.kammermuusikaselts.ee');
    assert.is(cancelled.summary, 'Jääb ära: MEIE!');
  }
});

const groupCalendars = suite('calendar links');

groupCalendars('should give every upcoming group, on the lists and on its page, a working "Lisa kalendrisse" link, and a past one neither link nor file', async () => {
  const result = await buildShipped();
  const builtOn = toTallinnDay(SHIPPED_AT).day;
  const calendarLink = (element: Element | Document) => [...element.querySelectorAll('a')].find((a) => a.textContent === 'Lisa kalendrisse');
  const linked = new Set<string>();
  let past = 0;
  for (const page of ['concerts/upcoming.html', 'concerts/archive.html']) {
    for (const group of domOf(result, page).querySelectorAll('[data-key-date]')) {
      const link = calendarLink(group);
      if ((group.getAttribute('data-key-date') ?? '') < builtOn) {
        past++;
        assert.not.ok(link, `a past group on ${page} offers no calendar link`);
        continue;
      }
      assert.ok(link, `an upcoming group on ${page} has a calendar link`);
      const file = link.getAttribute('href')?.slice(1) ?? '';
      assert.ok(parseCalendar(textOf(result, file)).length >= 1, `${file} holds events`);
      linked.add(file);
    }
  }
  assert.ok(past > 0 && linked.size > 0, 'the shipped site has past and upcoming groups');
  const written = [...result.files.keys()].filter((file) => /^concerts\/.+\.ics$/.test(file));
  assert.equal(written.sort(), [...linked].sort(), 'a calendar file for each upcoming group, none for a past one');
  const concertPage = domOf(result, 'concerts/2025-07-06-narva-joesuu.html');
  assert.is(calendarLink(concertPage)?.getAttribute('href'), '/concerts/2025-07-06-narva-joesuu.ics');
  assert.is(parseCalendar(textOf(result, 'concerts/2025-07-06-narva-joesuu.ics')).length, 2);
  assert.not.ok(calendarLink(domOf(result, 'concerts/2025-03-15-tallinn.html')), 'a past concert\'s page offers no calendar link');
  // Every concert, past ones too, stays in the calendar a visitor subscribes to.
  assert.ok(parseCalendar(textOf(result, 'concerts.ics')).some((event) => event.uid.startsWith('2025-03-15-tallinn@')));
});

groupCalendars('should link each featured concert on the home page to its group\'s calendar, and make no /featured.ics', async () => {
  const result = await buildShipped();
  const home = domOf(result, 'index.html');
  const links = [...home.querySelectorAll('[data-featured]')].map((item) =>
    [...item.querySelectorAll('a')].find((a) => a.textContent === 'Lisa kalendrisse')?.getAttribute('href'),
  );
  assert.equal(links, ['/concerts/2025-09-21-meie.ics', '/concerts/2025-12-20-valguse-ootuses.ics']);
  const events = parseCalendar(textOf(result, 'concerts/2025-09-21-meie.ics'));
  assert.equal(events.map((event) => event.start), ['2025-09-19T16:00:00.000Z', '2025-09-20T15:00:00.000Z', '2025-09-21T13:00:00.000Z']);
  assert.ok(events.every((event) => event.summary === 'MEIE!'));
  assert.not.ok(result.files.has('featured.ics'));
  assert.ok(pagesOf(result).includes('index.html'));
});

concertsCalendar.run();
groupCalendars.run();

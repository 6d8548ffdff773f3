// Issue 33: every event has an end. `endTime` is optional; the calendars' DTEND and the JSON-LD's
// endDate come from it, or from two hours after the start; a page shows the end only when given.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ICAL from 'ical.js';
import { validateConcert } from '../src/content/concert.ts';
import type { BuildResult } from '../src/site.ts';
import { assertProblem } from './helpers/problems.ts';
import { buildVariant, domOf, textOf } from './helpers/site-build.ts';

const FILE = 'content/concerts/2025-10-04-lopp.md';

function concertText(fields: string): string {
  return `---\ndate: "04.10.2025"\ntime: "19:00"\n${fields}place: "Tallinna Mustpeade maja"\nconcertHeading:\n  - "Lõpuga kontsert"\n---\n`;
}

const schema = suite('endTime in a concert file');

schema('should accept a file with an endTime, and one without', () => {
  for (const fields of ['endTime: "21:15"\n', 'endTime: "00:30"\n', '']) {
    const result = validateConcert({ path: FILE, text: concertText(fields) });
    assert.ok(result.ok, `accepted: ${JSON.stringify(fields)}`);
  }
});

schema('should name the file and endTime, and say in Estonian what to write, for an endTime that is not a time', () => {
  for (const [value, says] of [
    ['"21.30"', '"21.30" ei ole kellaaeg; kirjuta lõpuaeg kujul tt:mm, näiteks "21:00"'],
    ['"25:00"', '"25:00" ei ole kellaaeg'],
    ['"19:00"', '"19:00" on sama kellaaeg kui algus; kirjuta, mis kell kontsert lõpeb, näiteks "21:00"'],
  ] as const) {
    const result = validateConcert({ path: FILE, text: concertText(`endTime: ${value}\n`) });
    assert.not.ok(result.ok, `refused: ${value}`);
    if (!result.ok) assertProblem(result.problems, FILE, 'endTime', says);
  }
});

schema('should refuse an endTime that the clocks skip that night', () => {
  const text = '---\ndate: "29.03.2025"\ntime: "23:00"\nendTime: "03:30"\nplace: "Tallinna Mustpeade maja"\n---\n';
  const result = validateConcert({ path: FILE, text });
  assert.not.ok(result.ok);
  if (!result.ok) assertProblem(result.problems, FILE, 'endTime', 'kellad keeratakse tund edasi');
});

let built: BuildResult | undefined;
/** Three concerts after the build's day: ends at 21:15, after midnight, and not given. */
async function buildWithEnds(): Promise<BuildResult> {
  built ??= await buildVariant({
    'content/concerts/2025-10-04-lopp.md': concertText('endTime: "21:15"\n'),
    'content/concerts/2025-10-05-oo.md': concertText('endTime: "00:30"\n').replace('04.10.2025', '05.10.2025').replace('"19:00"', '"23:00"'),
    'content/concerts/2025-10-06-loputa.md': concertText('').replace('04.10.2025', '06.10.2025'),
  });
  return built;
}

const outputs = suite('the end in calendars, structured data and pages');

outputs('should give every calendar event a DTEND: endTime, after midnight on the next day, or two hours on', async () => {
  const result = await buildWithEnds();
  for (const file of ['concerts.ics', 'concerts/2025-10-04-lopp.ics']) {
    const calendar = new ICAL.Component(ICAL.parse(textOf(result, file)));
    const events = calendar.getAllSubcomponents('vevent');
    assert.ok(events.length > 0);
    for (const event of events) assert.ok(event.getFirstPropertyValue('dtend'), `${file}: ${String(event.getFirstPropertyValue('uid'))} has a DTEND`);
  }
  const calendar = new ICAL.Component(ICAL.parse(textOf(result, 'concerts.ics')));
  const endOf = (stem: string) => {
    const event = calendar.getAllSubcomponents('vevent').find((item) => String(item.getFirstPropertyValue('uid')).startsWith(`${stem}@`));
    return event && new ICAL.Event(event).endDate.toJSDate().toISOString();
  };
  assert.is(endOf('2025-10-04-lopp'), '2025-10-04T18:15:00.000Z', '21:15 in Tallinn');
  assert.is(endOf('2025-10-05-oo'), '2025-10-05T21:30:00.000Z', '00:30 on the next day in Tallinn');
  assert.is(endOf('2025-10-06-loputa'), '2025-10-06T18:00:00.000Z', 'two hours after 19:00');
});

outputs('should give every MusicEvent an endDate with the offset', async () => {
  const result = await buildWithEnds();
  const endDate = (stem: string) => {
    const script = domOf(result, `concerts/${stem}.html`).querySelector('script[type="application/ld+json"]');
    const events = (JSON.parse(script?.textContent ?? '[]') as Record<string, unknown>[]).flatMap((item) => (Array.isArray(item) ? item : [item]));
    return events.filter((item) => item['@type'] === 'MusicEvent').map((item) => item.endDate);
  };
  assert.equal(endDate('2025-10-04-lopp'), ['2025-10-04T21:15:00+03:00']);
  assert.equal(endDate('2025-10-05-oo'), ['2025-10-06T00:30:00+03:00']);
  assert.equal(endDate('2025-10-06-loputa'), ['2025-10-06T21:00:00+03:00']);
});

outputs('should show the end on the page and the list only when endTime is given', async () => {
  const result = await buildWithEnds();
  /** The date line of the concert's own page, or of its card on a list. */
  const dateLine = (file: string, stem: string) => {
    const groups = [...domOf(result, file).querySelectorAll('article.concert-group')];
    const group = file === `concerts/${stem}.html` ? groups[0] : groups.find((element) => element.querySelector(`.concert-heading a[href$="/concerts/${stem}"]`));
    return group?.querySelector('.concert-dates time')?.textContent ?? '';
  };
  assert.is(dateLine('concerts/2025-10-04-lopp.html', '2025-10-04-lopp'), '4. oktoober 2025 kell 19:00–21:15');
  assert.is(dateLine('concerts/2025-10-05-oo.html', '2025-10-05-oo'), '5. oktoober 2025 kell 23:00–00:30');
  assert.is(dateLine('concerts/2025-10-06-loputa.html', '2025-10-06-loputa'), '6. oktoober 2025 kell 19:00', 'no end that the file does not give');
  assert.is(dateLine('concerts/upcoming.html', '2025-10-04-lopp'), '4. oktoober 2025 kell 19:00–21:15');
  assert.is(dateLine('concerts/upcoming.html', '2025-10-06-loputa'), '6. oktoober 2025 kell 19:00');
});

schema.run();
outputs.run();

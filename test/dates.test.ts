import { DateTime, IANAZone, Info } from 'luxon';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DATE_PATTERN, MONTH_NAMES, TIME_PATTERN, readNow, toConcertStart, toTallinnDay, type ConcertStart } from '../src/lib/dates.ts';

/** The start, or a failed assertion that shows why it was refused. */
function startOf(date: string, time: string): ConcertStart {
  const result = toConcertStart(date, time);
  assert.ok(result.ok, result.ok ? '' : `${date} ${time} was refused: ${result.message}`);
  return result.value;
}

function refusalOf(date: string, time: string): string {
  const result = toConcertStart(date, time);
  assert.ok(!result.ok, result.ok ? `${date} ${time} was accepted as ${result.value.iso}` : '');
  return result.message;
}

const toConcertStartSuite = suite('toConcertStart');

toConcertStartSuite('should name the months as luxon and Intl do in an Estonian date', () => {
  assert.equal(MONTH_NAMES, Info.monthsFormat('long', { locale: 'et' }));
  // In a date, as the lists show it: `15. märts 2025 kell 19:00`.
  const march = toConcertStart('15.03.2025', '19:00');
  assert.is(march.ok && march.value.label, `15. ${DateTime.fromISO('2025-03-15').setLocale('et').toFormat('MMMM')} 2025 kell 19:00`);
});

const MONTHS = [
  'jaanuar',
  'veebruar',
  'märts',
  'aprill',
  'mai',
  'juuni',
  'juuli',
  'august',
  'september',
  'oktoober',
  'november',
  'detsember',
];

toConcertStartSuite('should show every month of the year by its Estonian name', () => {
  MONTHS.forEach((name, index) => {
    const month = String(index + 1).padStart(2, '0');
    const start = startOf(`15.${month}.2025`, '19:00');
    assert.is(start.label, `15. ${name} 2025 kell 19:00`);
    assert.is(start.day, `2025-${month}-15`);
  });
});

toConcertStartSuite('should write the day without a leading zero and the time with one', () => {
  assert.is(startOf('01.03.2025', '09:05').label, '1. märts 2025 kell 09:05');
  assert.is(startOf('31.12.2025', '00:00').label, '31. detsember 2025 kell 00:00');
  assert.is(startOf('31.12.2025', '23:59').label, '31. detsember 2025 kell 23:59');
});

toConcertStartSuite('should read the time in Tallinn: UTC+2 in winter, UTC+3 in summer', () => {
  assert.is(startOf('15.01.2025', '19:00').iso, '2025-01-15T19:00:00+02:00');
  assert.is(startOf('15.07.2025', '19:00').iso, '2025-07-15T19:00:00+03:00');
  assert.is(startOf('15.07.2025', '19:00').millis, Date.parse('2025-07-15T16:00:00Z'));
});

toConcertStartSuite('should refuse every time in the hour the clocks skip on 30.03.2025', () => {
  // At 03:00 the clocks in Tallinn jump to 04:00; luxon would quietly move 03:30 to 04:30.
  for (const time of ['03:00', '03:30', '03:59']) {
    const message = refusalOf('30.03.2025', time);
    assert.match(message, `"${time}" ei ole 30.03.2025 Tallinnas olemas`);
    assert.match(message, `näiteks "04:${time.slice(3)}"`);
  }
  assert.is(startOf('30.03.2025', '02:59').iso, '2025-03-30T02:59:00+02:00');
  assert.is(startOf('30.03.2025', '04:00').iso, '2025-03-30T04:00:00+03:00');
});

toConcertStartSuite('should accept the hour that happens twice on 26.10.2025, showing it as written, always as its first time', () => {
  // At 04:00 the clocks go back to 03:00, so 03:00-03:59 comes twice; the label shows the wall
  // clock, the times of that night stay in order, and every build picks the same instant, whatever
  // the season it runs in (luxon's DateTime.fromObject picked by its own clock's).
  const start = startOf('26.10.2025', '03:30');
  assert.is(start.label, '26. oktoober 2025 kell 03:30');
  assert.is(start.day, '2025-10-26');
  assert.is(start.iso, '2025-10-26T03:30:00+03:00');
  assert.is(start.millis, Date.parse('2025-10-26T03:30:00+03:00'));
  const times = ['02:59', ...Array.from({ length: 60 }, (_, minute) => `03:${String(minute).padStart(2, '0')}`), '04:00'];
  const millis = times.map((time) => startOf('26.10.2025', time).millis);
  millis.slice(1).forEach((value, index) => {
    assert.ok(value > (millis[index] ?? Infinity), `${times[index + 1]} should come after ${times[index]}`);
  });
});

toConcertStartSuite('should refuse dates that are not on the calendar', () => {
  for (const date of ['31.02.2025', '29.02.2025', '30.02.2024', '00.03.2025', '32.01.2025', '31.04.2025', '15.00.2025', '15.13.2025']) {
    assert.match(refusalOf(date, '19:00'), `"${date}" ei ole päris kuupäev`, date);
  }
});

toConcertStartSuite('should accept 29 February in a leap year', () => {
  assert.is(startOf('29.02.2024', '19:00').label, '29. veebruar 2024 kell 19:00');
  assert.is(startOf('29.02.2000', '19:00').day, '2000-02-29');
});

toConcertStartSuite('should refuse text that is not dd.MM.yyyy and HH:mm', () => {
  for (const [date, time] of [
    ['2025-03-15', '19:00'],
    ['15.3.2025', '19:00'],
    ['15.03.2025', '7:00'],
    ['15.03.2025', '19.00'],
    ['15.03.2025', ''],
  ] as const) {
    refusalOf(date, time);
  }
});

toConcertStartSuite("should give the instant whose Tallinn clock luxon reads as written, the first of two, and luxon's wording, around every clock change and on every month's first", () => {
  // The labels are put together from the digits; luxon's own formatting is what they must read as.
  const pad = (value: number) => String(value).padStart(2, '0');
  const zone = IANAZone.create('Europe/Tallinn');
  const expect = (date: string, time: string) => {
    const [day, month, year] = date.split('.').map(Number) as [number, number, number];
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    const wall = Date.UTC(year, month - 1, day, hour, minute);
    // Each offset in force within a day of that wall time gives one instant; luxon says which of them show it.
    const shown = [zone.offset(wall - 86_400_000), zone.offset(wall), zone.offset(wall + 86_400_000)]
      .map((offset) => DateTime.fromMillis(wall - offset * 60_000, { zone, locale: 'et' }))
      .filter((start) => start.toFormat('dd.MM.yyyy HH:mm') === `${date} ${time}`)
      .sort((a, b) => a.toMillis() - b.toMillis());
    const found = toConcertStart(date, time);
    const start = shown[0];
    if (!start) return assert.not.ok(found.ok, `${date} ${time} is skipped`);
    assert.equal(found, {
      ok: true,
      value: {
        day: start.toISODate(),
        iso: start.toISO({ suppressMilliseconds: true }),
        label: start.toFormat("d. MMMM yyyy 'kell' HH:mm"),
        dayLabel: start.toFormat('d. MMMM yyyy'),
        clockLabel: start.toFormat("'kell' HH:mm"),
        millis: start.toMillis(),
      },
    }, `${date} ${time}`);
  };
  for (let year = 1981; year <= 2040; year++) {
    for (const month of [3, 9, 10]) {
      for (let day = 24; day <= 31; day++) {
        for (const time of ['00:00', '01:30', '02:00', '02:59', '03:00', '03:30', '04:00', '23:59']) expect(`${pad(day)}.${pad(month)}.${year}`, time);
      }
    }
  }
  for (let year = 1900; year <= 2060; year += 3) {
    for (let month = 1; month <= 12; month++) expect(`01.${pad(month)}.${year}`, '19:00');
  }
});

const patternSuite = suite('TIME_PATTERN and DATE_PATTERN');

patternSuite('should accept 00:00 to 23:59 and nothing else', () => {
  for (const time of ['00:00', '09:30', '19:00', '23:59']) assert.ok(TIME_PATTERN.test(time), time);
  for (const time of ['24:00', '25:00', '19:60', '7:00', '19:00:00', ' 19:00', '1900']) assert.not.ok(TIME_PATTERN.test(time), time);
});

patternSuite('should accept only the dd.MM.yyyy pattern as a date', () => {
  assert.ok(DATE_PATTERN.test('15.03.2025'));
  for (const date of ['2025-03-15', '15.3.2025', '15/03/2025', '15.03.25', '']) assert.not.ok(DATE_PATTERN.test(date), date);
});

const toTallinnDaySuite = suite('toTallinnDay');

toTallinnDaySuite('should turn the day at midnight in Tallinn, not at midnight UTC (summer)', () => {
  assert.equal(toTallinnDay(new Date('2025-06-01T20:59:59Z')), { day: '2025-06-01', year: 2025 });
  assert.equal(toTallinnDay(new Date('2025-06-01T21:00:00Z')), { day: '2025-06-02', year: 2025 });
  assert.equal(toTallinnDay(new Date('2025-06-01T23:59:59Z')), { day: '2025-06-02', year: 2025 });
  assert.equal(toTallinnDay(new Date('2025-06-02T00:00:00Z')), { day: '2025-06-02', year: 2025 });
});

toTallinnDaySuite('should turn the day at midnight in Tallinn, not at midnight UTC (winter)', () => {
  assert.equal(toTallinnDay(new Date('2025-01-15T21:59:59Z')), { day: '2025-01-15', year: 2025 });
  assert.equal(toTallinnDay(new Date('2025-01-15T22:00:00Z')), { day: '2025-01-16', year: 2025 });
});

toTallinnDaySuite('should give the new year in Tallinn while it is still the old year in UTC', () => {
  assert.equal(toTallinnDay(new Date('2025-12-31T22:30:00Z')), { day: '2026-01-01', year: 2026 });
  assert.equal(toTallinnDay(new Date('2025-12-31T21:59:59Z')), { day: '2025-12-31', year: 2025 });
});

const readNowSuite = suite('readNow');

readNowSuite('should read SITE_NOW as an ISO-8601 instant with its offset', () => {
  assert.is(readNow('2025-06-01T12:00:00+03:00').toISOString(), '2025-06-01T09:00:00.000Z');
  assert.is(readNow('2025-06-01T09:00:00Z').toISOString(), '2025-06-01T09:00:00.000Z');
});

readNowSuite('should refuse text that is not an instant, saying in Estonian how to write one', () => {
  assert.throws(() => readNow('homme'), /SITE_NOW "homme" ei ole ISO-8601 ajahetk/);
  assert.throws(() => readNow('01.06.2025'), /ei ole ISO-8601 ajahetk/);
});

toConcertStartSuite.run();
patternSuite.run();
toTallinnDaySuite.run();
readNowSuite.run();

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { groupConcerts, type ConcertGroup } from '../src/concerts/group.ts';
import { splitByDate } from '../src/concerts/split.ts';
import { isUpcoming } from '../src/shared/calendar-rules.ts';
import { toTallinnDay } from '../src/lib/dates.ts';
import { makeConcert } from './helpers/concerts.ts';

/** One full concert a day, each its own group: `groupsOn('15.03.2025', '01.04.2025')`. */
function groupsOn(...dates: string[]): ConcertGroup[] {
  return groupConcerts(dates.map((date) => makeConcert(`${date} 19:00`, { heading: [date] })));
}

const keysOf = (groups: readonly ConcertGroup[]) => groups.map((group) => group.keyDate);

const splitByDateSuite = suite('splitByDate');

splitByDateSuite('should list upcoming groups by key date ascending and past groups descending', () => {
  // Given out of order on purpose: the split must not rely on the order it receives.
  const groups = groupsOn('13.09.2025', '15.03.2025', '06.07.2025', '26.04.2025', '01.01.2025');
  const { upcoming, past } = splitByDate([...groups].reverse(), '2025-06-01');
  assert.equal(keysOf(upcoming), ['2025-07-06', '2025-09-13']);
  assert.equal(keysOf(past), ['2025-04-26', '2025-03-15', '2025-01-01']);
});

splitByDateSuite('should count a group whose key date is today as upcoming, and yesterday as past', () => {
  const { upcoming, past } = splitByDate(groupsOn('31.05.2025', '01.06.2025', '02.06.2025'), '2025-06-01');
  assert.equal(keysOf(upcoming), ['2025-06-01', '2025-06-02']);
  assert.equal(keysOf(past), ['2025-05-31']);
});

splitByDateSuite('should decide by the key date, so a group whose first dates are past stays upcoming', () => {
  const groups = groupConcerts([
    makeConcert('30.05.2025 19:00'),
    makeConcert('31.05.2025 19:00'),
    makeConcert('02.06.2025 19:00', { heading: ['Suvekontsert'] }),
  ]);
  const { upcoming, past } = splitByDate(groups, '2025-06-01');
  assert.equal(keysOf(upcoming), ['2025-06-02']);
  assert.is(upcoming[0]?.concerts.length, 3);
  assert.equal(past, []);
});

splitByDateSuite('should split trailing placeholders by their own last date', () => {
  const groups = groupConcerts([
    makeConcert('15.03.2025 19:00', { heading: ['Kevad'] }),
    makeConcert('30.05.2025 19:00'),
    makeConcert('03.06.2025 19:00'),
  ]);
  const { upcoming, past } = splitByDate(groups, '2025-06-01');
  assert.equal(keysOf(upcoming), ['2025-06-03']);
  assert.is(upcoming[0]?.main, undefined);
  assert.equal(keysOf(past), ['2025-03-15']);
});

splitByDateSuite('should keep groups that share a key date in time order when upcoming, and reversed when past', () => {
  const groups = groupConcerts([
    makeConcert('10.06.2025 19:00', { stem: 'evening', file: 'content/concerts/evening.md', heading: ['Õhtu'] }),
    makeConcert('10.06.2025 12:00', { stem: 'noon', file: 'content/concerts/noon.md', heading: ['Keskpäev'] }),
    makeConcert('10.06.2025 12:00', { stem: 'another-noon', file: 'content/concerts/another-noon.md', heading: ['Ka keskpäev'] }),
  ]);
  assert.equal(keysOf(groups), ['2025-06-10', '2025-06-10', '2025-06-10']);

  const before = splitByDate(groups, '2025-06-10');
  assert.equal(before.upcoming.map((group) => group.id), ['another-noon', 'noon', 'evening']);
  assert.equal(before.past, []);

  const after = splitByDate(groups, '2025-06-11');
  assert.equal(after.upcoming, []);
  assert.equal(after.past.map((group) => group.id), ['evening', 'noon', 'another-noon']);
});

splitByDateSuite('should return two empty lists for no groups', () => {
  assert.equal(splitByDate([], '2025-06-01'), { upcoming: [], past: [] });
});

splitByDateSuite('should not change the list it is given', () => {
  const groups = groupsOn('01.07.2025', '01.03.2025');
  const before = keysOf(groups);
  splitByDate(groups, '2025-06-01');
  assert.equal(keysOf(groups), before);
});

const tallinnTodaySuite = suite('splitByDate with toTallinnDay');

/** The split as the build makes it: today is the Tallinn calendar day at the instant `now`. */
function splitAt(now: string, groups: readonly ConcertGroup[]) {
  return splitByDate(groups, toTallinnDay(new Date(now)).day);
}

tallinnTodaySuite('should use the Tallinn day when Tallinn has already reached the next day and UTC has not', () => {
  // 22:30 UTC on 1 June is 01:30 on 2 June in Tallinn (UTC+3 in summer).
  const now = '2025-06-01T22:30:00Z';
  const { upcoming, past } = splitAt(now, groupsOn('01.06.2025', '02.06.2025'));
  assert.equal(keysOf(upcoming), ['2025-06-02'], 'the key date equal to today in Tallinn is upcoming');
  assert.equal(keysOf(past), ['2025-06-01'], 'the key date equal to today in UTC is already past');
});

tallinnTodaySuite('should use the Tallinn day when UTC is still on the day before', () => {
  // 00:30 on 1 June in Tallinn is still 31 May in UTC.
  const now = '2025-05-31T21:30:00Z';
  const { upcoming, past } = splitAt(now, groupsOn('31.05.2025', '01.06.2025'));
  assert.equal(keysOf(upcoming), ['2025-06-01']);
  assert.equal(keysOf(past), ['2025-05-31']);
});

tallinnTodaySuite('should turn the day at Tallinn midnight in winter time (UTC+2) too', () => {
  const groups = groupsOn('15.01.2025');
  assert.equal(keysOf(splitAt('2025-01-15T21:59:59Z', groups).upcoming), ['2025-01-15'], 'at 23:59:59 in Tallinn');
  assert.equal(keysOf(splitAt('2025-01-15T22:00:00Z', groups).past), ['2025-01-15'], 'at 00:00 in Tallinn');
});

tallinnTodaySuite('should give the same split for the same instant written in any time zone', () => {
  const groups = groupsOn('01.06.2025', '02.06.2025');
  const inTallinn = splitAt('2025-06-02T01:30:00+03:00', groups);
  const inNewYork = splitAt('2025-06-01T18:30:00-04:00', groups);
  const inTokyo = splitAt('2025-06-02T07:30:00+09:00', groups);
  assert.equal(keysOf(inNewYork.upcoming), keysOf(inTallinn.upcoming));
  assert.equal(keysOf(inTokyo.upcoming), keysOf(inTallinn.upcoming));
  assert.equal(keysOf(inTallinn.upcoming), ['2025-06-02']);
});

const isUpcomingSuite = suite('isUpcoming');

isUpcomingSuite('should agree with splitByDate on today, yesterday and tomorrow', () => {
  const groups = groupsOn('31.05.2025', '01.06.2025', '02.06.2025');
  const { upcoming } = splitByDate(groups, '2025-06-01');
  assert.equal(
    groups.filter((group) => isUpcoming(group.keyDate, '2025-06-01')).map((group) => group.keyDate),
    keysOf(upcoming),
  );
});

splitByDateSuite.run();
tallinnTodaySuite.run();
isUpcomingSuite.run();

// The date rules the build and the client script share (src/shared/calendar-rules.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chooseFeatured, isShownOn, isUpcoming, toFeaturedRanges, toSeason } from '../src/shared/calendar-rules.ts';

const isUpcomingSuite = suite('isUpcoming');

isUpcomingSuite('should count a key date of today or later as upcoming, yesterday as past', () => {
  assert.ok(isUpcoming('2025-09-21', '2025-09-21'));
  assert.ok(isUpcoming('2025-09-22', '2025-09-21'));
  assert.not.ok(isUpcoming('2025-09-20', '2025-09-21'));
  assert.ok(isUpcoming('2026-01-01', '2025-12-31'), 'across a year');
});

isUpcomingSuite.run();

const toSeasonSuite = suite('toSeason');

toSeasonSuite('should run a season from 1 August to 31 July, named by its two years', () => {
  assert.is(toSeason('2025-07-31'), '2024/2025');
  assert.is(toSeason('2025-08-01'), '2025/2026');
  assert.is(toSeason('2025-09-21'), '2025/2026');
  assert.is(toSeason('2025-12-31'), '2025/2026');
  assert.is(toSeason('2026-01-01'), '2025/2026');
  assert.is(toSeason('2026-07-31'), '2025/2026');
  assert.is(toSeason('2026-08-01'), '2026/2027');
  assert.is(toSeason('2099-12-24'), '2099/2100');
});

toSeasonSuite.run();

const chooseFeaturedSuite = suite('chooseFeatured');

const MEIE = '2025-09-21';
const CHRISTMAS = '2025-12-20';

chooseFeaturedSuite('should show the first featured concert, in the given order, whose group is upcoming', () => {
  assert.equal(chooseFeatured([MEIE, CHRISTMAS], '2025-06-01'), { index: 0, past: false }, 'before both');
  assert.equal(chooseFeatured([MEIE, CHRISTMAS], MEIE), { index: 0, past: false }, 'on MEIE!\'s last day');
  assert.equal(chooseFeatured([MEIE, CHRISTMAS], '2025-09-22'), { index: 1, past: false }, 'between the two');
  assert.equal(chooseFeatured([CHRISTMAS, MEIE], '2025-06-01'), { index: 0, past: false }, 'home.md\'s order, not the calendar\'s');
});

chooseFeaturedSuite('should show the one with the latest key date as past when every one is past, the first on a tie', () => {
  assert.equal(chooseFeatured([MEIE, CHRISTMAS], '2026-01-10'), { index: 1, past: true });
  assert.equal(chooseFeatured([CHRISTMAS, MEIE], '2026-01-10'), { index: 0, past: true });
  assert.equal(chooseFeatured([MEIE, MEIE], '2026-01-10'), { index: 0, past: true });
});

chooseFeaturedSuite('should choose nothing from no featured concerts, and the only one however far in the past', () => {
  assert.equal(chooseFeatured([], '2025-06-01'), { index: -1, past: false });
  assert.equal(chooseFeatured(['2020-01-01'], '2030-01-01'), { index: 0, past: true });
});

chooseFeaturedSuite('should pass over a group cancelled on every date, upcoming or past, unless every group is', () => {
  const keyDates = ['2025-09-21', '2025-12-20'];
  assert.equal(chooseFeatured(keyDates, '2025-09-01', [true, false]), { index: 1, past: false });
  assert.equal(chooseFeatured(['2025-09-21', '2025-03-15'], '2025-12-30', [false, false]), { index: 0, past: true });
  assert.equal(chooseFeatured(['2025-09-21', '2025-03-15'], '2025-12-30', [true, false]), { index: 1, past: true });
  assert.equal(chooseFeatured(keyDates, '2025-09-01', [true, true]), { index: 0, past: false });
});

chooseFeaturedSuite.run();

const rangesSuite = suite('toFeaturedRanges (issue 33: the choice as days, for the inline step)');

/** Every day from a little before the first key date to a little after the last. */
function daysAround(keyDates: string[]): string[] {
  const sorted = [...keyDates].sort();
  const day = new Date(`${sorted[0] ?? '2025-01-01'}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 3);
  const last = new Date(`${sorted[sorted.length - 1] ?? '2025-01-01'}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + 3);
  const days: string[] = [];
  for (; day <= last; day.setUTCDate(day.getUTCDate() + 1)) days.push(day.toISOString().slice(0, 10));
  return days;
}

rangesSuite('should give each item exactly the days chooseFeatured shows it on, and its past state', () => {
  const cases: [string[], boolean[]][] = [
    [[MEIE, CHRISTMAS], []],
    [[CHRISTMAS, MEIE], []],
    [[MEIE, MEIE], []],
    [['2025-09-21', '2025-09-22', '2025-09-20'], []],
    [[MEIE, CHRISTMAS], [true, false]],
    [[MEIE, CHRISTMAS], [true, true]],
    // The cancelled item has the latest key date: the other is past from the day after its own.
    [[MEIE, CHRISTMAS], [false, true]],
    [[MEIE], []],
  ];
  for (const [keyDates, cancelled] of cases) {
    const ranges = toFeaturedRanges(keyDates, cancelled);
    for (const day of daysAround(keyDates)) {
      const { index, past } = chooseFeatured(keyDates, day, cancelled);
      ranges.forEach((range, at) => {
        const where = `${JSON.stringify(keyDates)} ${JSON.stringify(cancelled)} on ${day}, item ${at}`;
        assert.is(range.shown !== null && isShownOn(range.shown, day), at === index, `${where}: shown`);
        assert.is(range.past !== null && isShownOn(range.past, day), at === index && past, `${where}: past`);
      });
    }
  }
  assert.equal(toFeaturedRanges([]), []);
});

rangesSuite.run();

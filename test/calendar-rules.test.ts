// The date rules the build and the client script share (src/shared/calendar-rules.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chooseFeatured, isUpcoming, toSeason } from '../src/shared/calendar-rules.ts';

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

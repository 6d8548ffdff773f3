import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { groupConcerts } from '../src/concerts/group.ts';
import { toSeasons } from '../src/concerts/seasons.ts';
import { splitByDate } from '../src/concerts/split.ts';
import { makeConcert } from './helpers/concerts.ts';

const toSeasonsSuite = suite('toSeasons');

const groups = groupConcerts(
  ['15.03.2025', '06.07.2025', '01.08.2025', '21.09.2025', '20.12.2025', '31.07.2026', '20.09.2026'].map((date) =>
    makeConcert(`${date} 19:00`, { heading: [date] }),
  ),
);

const toView = (seasons: ReturnType<typeof toSeasons>) => seasons.map((season) => [season.name, season.groups.map((group) => group.keyDate)]);

toSeasonsSuite('should set upcoming groups under their seasons, ascending', () => {
  const { upcoming } = splitByDate(groups, '2025-06-01');
  assert.equal(toView(toSeasons(upcoming)), [
    ['2024/2025', ['2025-07-06']],
    ['2025/2026', ['2025-08-01', '2025-09-21', '2025-12-20', '2026-07-31']],
    ['2026/2027', ['2026-09-20']],
  ]);
});

toSeasonsSuite('should set past groups under their seasons, descending', () => {
  const { past } = splitByDate(groups, '2027-01-01');
  assert.equal(toView(toSeasons(past)).map(([name]) => name), ['2026/2027', '2025/2026', '2024/2025']);
  assert.equal(toView(toSeasons(past))[2], ['2024/2025', ['2025-07-06', '2025-03-15']]);
});

toSeasonsSuite('should give no seasons for no groups', () => {
  assert.equal(toSeasons([]), []);
});

toSeasonsSuite.run();

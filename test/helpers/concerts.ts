import type { Concert } from '../../src/content/types.ts';
import { toConcertEnd, toConcertStart } from '../../src/lib/dates.ts';

/**
 * A validated concert for unit tests: `makeConcert('15.03.2025 19:00', { heading: ['X'] })`, with
 * its `endTime` after a dash if it has one: `makeConcert('15.03.2025 19:00-21:00')`.
 */
export function makeConcert(when: string, overrides: Partial<Concert> = {}): Concert {
  const [date = '', times = ''] = when.split(' ');
  const [time = '', endTime] = times.split('-');
  const start = toConcertStart(date, time);
  if (!start.ok) throw new Error(`bad test date ${when}: ${start.message}`);
  const end = toConcertEnd(start.value, date, time, endTime);
  if (!end.ok) throw new Error(`bad test end ${when}: ${end.message}`);
  const stem = overrides.stem ?? `${date.split('.').reverse().join('-')}-${time.replace(':', '')}`;
  const heading = overrides.heading ?? [];
  const performers = overrides.performers ?? [];
  return {
    file: `content/concerts/${stem}.md`,
    stem,
    place: 'Tallinna Mustpeade maja',
    start: start.value,
    end: end.value,
    prefix: [],
    heading,
    concertNotes: [],
    performers,
    schedule: [],
    notes: [],
    isPlaceholder: heading.length === 0 && performers.length === 0,
    ...overrides,
  };
}

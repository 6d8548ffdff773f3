import { isUpcoming } from '../shared/calendar-rules.ts';
import type { ConcertGroup } from './group.ts';

export type SplitGroups = ReturnType<typeof splitByDate>;

/**
 * Upcoming (key date today or later) ascending, past descending. `today` is a Tallinn day as `YYYY-MM-DD`;
 * the browser repeats the rule through src/shared/calendar-rules.ts.
 */
export function splitByDate(groups: readonly ConcertGroup[], today: string) {
  const byKey = [...groups].sort((a, b) => (a.keyDate < b.keyDate ? -1 : a.keyDate > b.keyDate ? 1 : 0));
  return {
    upcoming: byKey.filter((group) => isUpcoming(group.keyDate, today)),
    past: byKey.filter((group) => !isUpcoming(group.keyDate, today)).reverse(),
  };
}

import type { Concert } from '../content/types.ts';

export interface ConcertGroup {
  /** `YYYY-MM-DD`: the Tallinn day of the group's last entry, which decides upcoming or past. */
  keyDate: string;
  /** Every entry of the group in time order; the last is the one with the details, if any has them. */
  concerts: Concert[];
  /** The entry whose heading, performers and programme the group shows; absent for trailing placeholders. */
  main?: Concert;
  /** The file name of the group's last entry without `.md`: stable while that file keeps its name. */
  id: string;
}

/** Orders entries by start, ties by file name, and gathers placeholders with the next full entry. */
export function groupConcerts(concerts: readonly Concert[]): ConcertGroup[] {
  const ordered = [...concerts].sort(
    (a, b) => a.start.millis - b.start.millis || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0),
  );
  const groups: ConcertGroup[] = [];
  let pending: Concert[] = [];
  for (const concert of ordered) {
    pending.push(concert);
    if (!concert.isPlaceholder) {
      groups.push(toGroup(pending));
      pending = [];
    }
  }
  if (pending.length > 0) groups.push(toGroup(pending));
  return groups;
}

function toGroup(concerts: Concert[]): ConcertGroup {
  const last = concerts[concerts.length - 1] as Concert;
  return {
    keyDate: last.start.day,
    concerts,
    main: last.isPlaceholder ? undefined : last,
    id: last.stem,
  };
}

/** How a featured item finds its concert. */
export function toGroupsByStem(groups: readonly ConcertGroup[]): Map<string, ConcertGroup> {
  const byStem = new Map<string, ConcertGroup>();
  for (const group of groups) for (const concert of group.concerts) byStem.set(concert.stem, group);
  return byStem;
}

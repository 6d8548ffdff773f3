// The home page's featured concerts, each joined to its concert group.
import type { FeaturedItem, Home } from '../content/types.ts';
import { chooseFeatured, type FeaturedChoice } from '../shared/calendar-rules.ts';
import type { ConcertGroup } from './group.ts';
import { isGroupCancelled } from './tickets.ts';

export interface FeaturedConcert {
  item: FeaturedItem;
  /** The group of the entry `item.concert` names: its dates, heading and programme are shown. */
  group: ConcertGroup;
}

/** Validation has made sure each item names a valid entry, each in a group of its own. */
export function toFeaturedConcerts(home: Home, byStem: ReadonlyMap<string, ConcertGroup>): FeaturedConcert[] {
  return home.featured.flatMap((item) => {
    const group = byStem.get(item.concert);
    return group ? [{ item, group }] : [];
  });
}

/** Which featured concert the page shows on `today` (a Tallinn day), by the rule the client script repeats. */
export function chooseFeaturedConcert(featured: readonly FeaturedConcert[], today: string): FeaturedChoice {
  return chooseFeatured(
    featured.map((entry) => entry.group.keyDate),
    today,
    featured.map((entry) => isGroupCancelled(entry.group)),
  );
}

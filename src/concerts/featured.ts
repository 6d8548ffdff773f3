// The home page's featured concerts, each joined to its concert group. home.md's items are checked
// here, on the grouped concerts: the one place where it is known which files are dates of one concert.
import { toStem } from '../content/concert.ts';
import { toFieldName } from '../content/issues.ts';
import { quoted } from '../content/schema.ts';
import type { FeaturedItem, Home, SourceFile } from '../content/types.ts';
import type { Problem } from '../errors.ts';
import { findNearest } from '../lib/nearest.ts';
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

/** `files` are all concert files, `groupOf` only valid ones': an item naming a file with mistakes of its own is not named again. */
export function checkFeatured(file: string, home: Home, files: readonly SourceFile[], groupOf: ReadonlyMap<string, ConcertGroup>, problems: Problem[]): void {
  const stems = new Set(files.map((source) => toStem(source.path)));
  const featuredGroups = new Map<string, number>();
  home.featured.forEach((item, index) => {
    const report = (message: string) => problems.push({ file, field: toFieldName(['featured', index, 'concert']), message });
    if (!stems.has(item.concert)) {
      // The stem meant is most often the nearest: a date or a letter mistyped, a file renamed a little.
      const example = findNearest(item.concert, [...stems].sort()) ?? '2025-09-21-meie';
      report(`${quoted(item.concert)} ei ole ühegi kontserdi faili nimi; kirjuta olemasoleva kontserdi faili nimi, näiteks "${example}".`);
      return;
    }
    const group = groupOf.get(item.concert)?.id;
    if (group === undefined) return;
    const earlier = featuredGroups.get(group);
    if (earlier === undefined) featuredGroups.set(group, index);
    else {
      report(
        `${quoted(item.concert)} on sama kontserdi kuupäev kui esiletõstetud kontsert nr ${earlier + 1} (${quoted(home.featured[earlier]?.concert)}); tõsta iga kontsert esile ainult üks kord.`,
      );
    }
  });
}

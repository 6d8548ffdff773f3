// home.md's featured items name concert files, each group once: checked on the grouped concerts,
// the one place where it is known which files are dates of one concert.
import { toStem } from '../content/concert.ts';
import { toFieldName } from '../content/issues.ts';
import { quoted } from '../content/schema.ts';
import { findNearest } from '../lib/nearest.ts';
import type { Home, SourceFile } from '../content/types.ts';
import type { Problem } from '../errors.ts';
import type { ConcertGroup } from './group.ts';

/** `files` are all concert files, `groupOf` only valid ones': an item naming a file with mistakes of its own is not named again. */
export function checkFeatured(file: string, home: Home, files: readonly SourceFile[], groupOf: ReadonlyMap<string, ConcertGroup>, problems: Problem[]): void {
  const stems = new Set(files.map((source) => toStem(source.path)));
  const featuredGroups = new Map<string, number>();
  home.featured.forEach((item, index) => {
    const field = toFieldName(['featured', index, 'concert']);
    if (!stems.has(item.concert)) {
      // The stem meant is most often the nearest: a date or a letter mistyped, a file renamed a little.
      const example = findNearest(item.concert, [...stems].sort()) ?? '2025-09-21-meie';
      problems.push({
        file,
        field,
        message: `${quoted(item.concert)} ei ole ühegi kontserdi faili nimi; kirjuta olemasoleva kontserdi faili nimi, näiteks "${example}".`,
      });
      return;
    }
    const group = groupOf.get(item.concert)?.id;
    if (group === undefined) return;
    const earlier = featuredGroups.get(group);
    if (earlier !== undefined) {
      problems.push({
        file,
        field,
        message: `${quoted(item.concert)} on sama kontserdi kuupäev kui esiletõstetud kontsert nr ${earlier + 1} (${quoted(home.featured[earlier]?.concert)}); tõsta iga kontsert esile ainult üks kord.`,
      });
      return;
    }
    featuredGroups.set(group, index);
  });
}

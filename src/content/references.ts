// Checks that span files: concert file names unique across folders, and home.md's featured items
// naming concert files, each group once.
import type { Problem } from '../errors.ts';
import { groupConcerts, toGroupsByStem } from '../concerts/group.ts';
import { toStem } from './concert.ts';
import { toFieldName } from './issues.ts';
import { quoted } from './schema.ts';
import type { Concert, Home, SourceFile } from './types.ts';

/** A concert page's address is its file's stem, whatever folder the file is in: two files may not share one. */
export function checkConcertNames(files: readonly SourceFile[], problems: Problem[]): void {
  const first = new Map<string, string>();
  for (const file of files) {
    const stem = toStem(file.path);
    const other = first.get(stem);
    if (other === undefined) {
      first.set(stem, file.path);
      continue;
    }
    problems.push({
      file: file.path,
      message: `has the same name "${stem}.md" as ${other}; a concert's address is its file name, whatever the folder, so rename one of them, e.g. "${stem}-2.md"`,
    });
  }
}

/**
 * Every featured item names a concert file, and no two name the same group. `files` are all concert
 * files, `concerts` the valid ones: an item naming a file with mistakes of its own is not named
 * again here, and the group check waits until that file is valid.
 */
export function checkFeatured(file: string, home: Home, files: readonly SourceFile[], concerts: readonly Concert[], problems: Problem[]): void {
  const stems = new Set(files.map((source) => toStem(source.path)));
  const groupOf = toGroupsByStem(groupConcerts(concerts));
  const featuredGroups = new Map<string, number>();
  home.featured.forEach((item, index) => {
    const field = toFieldName(['featured', index, 'concert']);
    if (!stems.has(item.concert)) {
      problems.push({
        file,
        field,
        message: `${quoted(item.concert)} names no concert file; write the name of a file in content/concerts/ without .md, e.g. "2025-09-21-meie"`,
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
        message: `${quoted(item.concert)} is a date of the same concert as ${toFieldName(['featured', earlier])} (${quoted(home.featured[earlier]?.concert)}); feature each concert once`,
      });
      return;
    }
    featuredGroups.set(group, index);
  });
}

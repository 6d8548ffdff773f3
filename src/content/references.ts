// Checks that span files: concert file names unique across folders. (home.md's featured items are
// checked once the concerts are grouped: src/concerts/check-featured.ts.)
import type { Problem } from '../errors.ts';
import { toStem } from './concert.ts';
import type { SourceFile } from './types.ts';

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
      message: `faili nimi "${stem}.md" on sama mis failil ${other}; kontserdi aadress on tema faili nimi, kaustast sõltumata, seega nimeta üks neist ümber, näiteks "${stem}-2.md".`,
    });
  }
}

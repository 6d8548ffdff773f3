// A concert file's name is its page's address (/concerts/<stem>): only lowercase letters, digits
// and hyphens work the same on every host, in every link and in every shell.
import type { Problem } from '../errors.ts';
import { toFolded } from '../shared/fold.ts';

const SAFE_STEM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `2027-05-01 Tartu` → `2027-05-01-tartu`, `Õhtu ÄÖÜ` → `ohtu-aou`: folded as search folds, accents dropped. */
function toSafeStem(stem: string): string {
  const safe = toFolded(stem)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return safe || '2025-03-15-tallinn';
}

export function checkFileName(file: string, stem: string, problems: Problem[]): void {
  if (SAFE_STEM.test(stem)) return;
  problems.push({
    file,
    message: `faili nimi "${stem}.md" ei sobi: kontserdi faili nimi on tema lehe aadress ja tohib sisaldada ainult väiketähti, numbreid ja sidekriipse; nimeta see ümber: "${toSafeStem(stem)}.md".`,
  });
}

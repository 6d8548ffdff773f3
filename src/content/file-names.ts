// A concert file's name is its page's address (/concerts/<stem>): only lowercase letters, digits
// and hyphens work the same on every host, in every link and in every shell.
import type { Problem } from '../errors.ts';

const SAFE_STEM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Estonian letters as Estonians write them without diacritics; other accents are dropped. */
const LETTERS: Record<string, string> = { õ: 'o', ä: 'a', ö: 'o', ü: 'u', š: 's', ž: 'z' };

/** `2027-05-01 Tartu` → `2027-05-01-tartu`, `Õhtu ÄÖÜ` → `ohtu-aou`. */
function toSafeStem(stem: string): string {
  const safe = stem
    .toLowerCase()
    .replace(/[õäöüšž]/g, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
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

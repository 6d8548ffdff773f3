// Search folding, shared by the build (which folds the index) and the browser (which folds the query),
// so that both sides agree letter for letter: `tuur` finds Tüür, `dvorak` Dvořák, `jarvi` Järvi.

/** Letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th', ð: 'd' };
const MARKS = /[\u0300-\u036f]/g;
const SPECIAL = /[øłđßæœıþð]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

/** Lower case without diacritics: `Tüür` → `tuur`, `Dvořák` → `dvorak`. */
export function toFolded(text: string): string {
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(SPECIAL, (letter) => UNDECOMPOSED[letter] ?? letter);
}

export function toSearchWords(text: string): string[] {
  return toFolded(text).split(SEPARATORS).filter((word) => word !== '');
}

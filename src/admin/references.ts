// What the build checks between files, asked before a delete: a concert that home.md features, a
// picture that a page names. Deleting either would stop the build until someone edits the page that
// names it, so the editor (client/delete-guard.ts) and the dev server's local backend
// (src/dev/local-backend.ts) refuse it and say in Estonian where it is named and what to change first.
import { COLLECTION_TEXTS, FIELD_TEXTS } from './labels.ts';

type Data = Record<string, unknown>;

/** The single files that name concerts and pictures, as their front-matter reads (missing ones left out). */
export interface ReferringFiles {
  home?: Data;
  supporters?: Data;
  site?: Data;
}

export const REFERRING_FILES = { home: 'content/home.md', supporters: 'content/supporters.md', site: 'content/site.md' } as const;

/** `content/concerts/2025-2026/2025-09-21-meie.md` → `2025-09-21-meie`; undefined for any other file. */
export function toConcertStem(file: string): string | undefined {
  return /^content\/concerts\/(?:.*\/)?([^/]+)\.md$/.exec(file)?.[1];
}

/** `static/images/meie.svg` → `images/meie.svg`, as content names it; undefined outside static/. */
export function toStaticName(file: string): string | undefined {
  return file.startsWith('static/') ? file.slice('static/'.length) : undefined;
}

/** Where content names the concert: "Esileht → Esiletõstetud kontserdid, 1." for each featured item. */
export function findConcertUses(stem: string, files: ReferringFiles): string[] {
  return toItems(files.home?.featured).flatMap((item, index) => (item.concert === stem ? [toPlace('home', 'featured', index)] : []));
}

/** Where content names the picture (its path below static/, e.g. `images/meie.svg`). */
export function findImageUses(name: string, files: ReferringFiles): string[] {
  const same = (value: unknown) => typeof value === 'string' && value.replace(/^\/+/, '') === name;
  const featured = toItems(files.home?.featured).flatMap((item, index) => [
    ...(same(toItem(item.image).src) ? [`${toPlace('home', 'featured', index)} → ${FIELD_TEXTS.image?.label}`] : []),
    ...(same(item.socialImage) ? [`${toPlace('home', 'featured', index)} → ${FIELD_TEXTS.socialImage?.label}`] : []),
  ]);
  const logos = toItems(files.supporters?.supporters).flatMap((item, index) =>
    same(item.logo) ? [`${toPlace('supporters', 'supporters', index)} (${String(item.name ?? '')}) → ${FIELD_TEXTS.logo?.label}`] : [],
  );
  const site = same(files.site?.socialImage) ? [`${COLLECTION_TEXTS.site.label} → ${FIELD_TEXTS.socialImage?.label}`] : [];
  return [...featured, ...logos, ...site];
}

/**
 * Why a file may not be deleted, in Estonian, or undefined when nothing names it. `file` is its
 * path in the project (`content/concerts/…/x.md`, `static/images/x.jpg`).
 */
export function explainDeleteRefusal(file: string, files: ReferringFiles): string | undefined {
  const stem = toConcertStem(file);
  if (stem !== undefined) {
    const uses = findConcertUses(stem, files);
    if (uses.length === 0) return undefined;
    return `seda kontserti näitab esileht (${uses.join('; ')}). Vali seal enne teine kontsert või eemalda see rida ja avalda Esileht, siis saab selle kontserdi kustutada.`;
  }
  const name = toStaticName(file);
  if (name === undefined) return undefined;
  const uses = findImageUses(name, files);
  if (uses.length === 0) return undefined;
  return `pilti ${name} kasutab ${uses.join('; ')}. Vali seal enne teine pilt ja avalda, siis saab selle pildi kustutada.`;
}

function toPlace(page: 'home' | 'supporters', list: string, index: number): string {
  return `${COLLECTION_TEXTS[page].label} → ${FIELD_TEXTS[list]?.label}, ${index + 1}.`;
}

function toItems(value: unknown): Data[] {
  return Array.isArray(value) ? value.map(toItem) : [];
}

function toItem(value: unknown): Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {};
}

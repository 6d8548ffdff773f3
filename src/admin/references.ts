// References the build checks, asked before a delete: deleting a featured concert or a named picture
// would stop the build, so the editor (client/delete-guard.ts) and the local backend refuse it.
import { COLLECTION_TEXTS, FIELD_TEXTS } from './labels.ts';

type Data = Record<string, unknown>;

export const REFERRING_FILES = { home: 'content/home.md', supporters: 'content/supporters.md', site: 'content/site.md' } as const;

/** Front-matter of the files that name concerts and pictures. */
export type ReferringFiles = Partial<Record<keyof typeof REFERRING_FILES, Data>>;

/** `content/concerts/2025-2026/2025-09-21-meie.md` → `2025-09-21-meie`. */
export function toConcertStem(file: string): string | undefined {
  return /^content\/concerts\/(?:.*\/)?([^/]+)\.md$/.exec(file)?.[1];
}

/** `name` as content writes it, e.g. `images/meie.svg`. */
function findImageUses(name: string, files: ReferringFiles): string[] {
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

/** Why `file` (`content/concerts/…/x.md`, `static/images/x.jpg`) may not be deleted, in Estonian; undefined when nothing names it. */
export function explainDeleteRefusal(file: string, files: ReferringFiles): string | undefined {
  const stem = toConcertStem(file);
  if (stem !== undefined) {
    const uses = toItems(files.home?.featured).flatMap((item, index) => (item.concert === stem ? [toPlace('home', 'featured', index)] : []));
    if (uses.length === 0) return undefined;
    return `seda kontserti näitab esileht (${uses.join('; ')}). Vali seal enne teine kontsert või eemalda see rida ja avalda Esileht, siis saab selle kontserdi kustutada.`;
  }
  if (!file.startsWith('static/')) return undefined;
  const name = file.slice('static/'.length);
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

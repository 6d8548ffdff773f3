// Images that content files name must be files in static/. They are read from the raw fields, so
// that a missing image is named in the same build as any other mistake of the file.
import type { Problem } from '../errors.ts';
import { findNearest } from '../lib/nearest.ts';
import { toFieldName } from './issues.ts';
import { quoted } from './schema.ts';

/** The fields of site.md, home.md and supporters.md that name a file in static/. */
const IMAGE_FIELDS = new Set(['socialImage', 'src', 'logo']);
const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif|tiff?)$/i;

export function checkImages(file: string, data: unknown, staticFiles: ReadonlySet<string>, problems: Problem[]): void {
  for (const [field, src] of findFields(data, IMAGE_FIELDS)) {
    // Anything but text is already named by the schema.
    if (typeof src !== 'string' || src.trim() === '') continue;
    const normalised = src.replace(/^\/+/, '');
    if (normalised.split('/').includes('..') || !staticFiles.has(normalised)) {
      const example = findNearest(normalised, [...staticFiles].filter((name) => IMAGE_FILE.test(name))) ?? 'images/meie.svg';
      problems.push({ file, field, message: `pilti ${quoted(src)} kaustas static/ ei ole; lisa pilt sinna või kirjuta olemasoleva pildi nimi, näiteks "${example}".` });
    }
  }
}

/** Every value under a key in `names`, at any depth, with its field name (`featured[0].image.src`). */
export function findFields(data: unknown, names: ReadonlySet<string>, path: PropertyKey[] = []): [string, unknown][] {
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]): [string, unknown][] => {
    const at = [...path, Array.isArray(data) ? Number(key) : key];
    return names.has(key) ? [[toFieldName(at), value]] : findFields(value, names, at);
  });
}

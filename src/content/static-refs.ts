// Images that content files name must be files in static/. They are read from the raw fields, so
// that a missing image is named in the same build as any other mistake of the file.
import type { Problem } from '../errors.ts';
import { findNearest } from '../lib/nearest.ts';
import { toFieldName } from './issues.ts';
import { quoted } from './schema.ts';

/** The fields of site.md, home.md and supporters.md that name a file in static/. */
const IMAGE_FIELDS = new Set(['socialImage', 'src', 'logo']);

export function checkImages(file: string, data: unknown, staticFiles: ReadonlySet<string>, problems: Problem[], path: PropertyKey[] = []): void {
  if (typeof data !== 'object' || data === null) return;
  for (const [key, value] of Object.entries(data)) {
    const at = [...path, Array.isArray(data) ? Number(key) : key];
    // Anything but text is already named by the schema.
    if (!IMAGE_FIELDS.has(key)) checkImages(file, value, staticFiles, problems, at);
    else if (typeof value === 'string' && value.trim() !== '') checkStaticFile(file, toFieldName(at), value, staticFiles, problems);
  }
}

function checkStaticFile(file: string, field: string, src: string, staticFiles: ReadonlySet<string>, problems: Problem[]): void {
  const normalised = src.replace(/^\/+/, '');
  if (normalised.split('/').includes('..') || !staticFiles.has(normalised)) {
    const example = findNearest(normalised, [...staticFiles].filter(isImageFile)) ?? 'images/meie.svg';
    problems.push({ file, field, message: `pilti ${quoted(src)} kaustas static/ ei ole; lisa pilt sinna või kirjuta olemasoleva pildi nimi, näiteks "${example}".` });
  }
}

function isImageFile(file: string): boolean {
  return /\.(svg|png|jpe?g|webp|avif|gif|tiff?)$/i.test(file);
}

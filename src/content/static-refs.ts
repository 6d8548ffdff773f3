// Images that content files name must be files in static/. They are read from the raw fields, so
// that a missing image is named in the same build as any other mistake of the file.
import type { Problem } from '../errors.ts';
import { findNearest } from '../lib/nearest.ts';
import { toFieldName } from './issues.ts';
import { quoted } from './schema.ts';

type Raw = Record<string, unknown>;
export type DataFileKind = 'site' | 'home' | 'supporters';

/** Each data file's image fields: field name as in messages → what the file holds there. */
const IMAGE_FIELDS: Record<DataFileKind, (raw: Raw) => [string, unknown][]> = {
  site: (raw) => [['socialImage', raw.socialImage]],
  home: (raw) =>
    (Array.isArray(raw.featured) ? raw.featured : []).flatMap((item: unknown, index): [string, unknown][] => {
      if (!isRecord(item)) return [];
      return [
        [toFieldName(['featured', index, 'image', 'src']), isRecord(item.image) ? item.image.src : undefined],
        [toFieldName(['featured', index, 'socialImage']), item.socialImage],
      ];
    }),
  supporters: (raw) =>
    (Array.isArray(raw.supporters) ? raw.supporters : []).map((item: unknown, index) => [
      toFieldName(['supporters', index, 'logo']),
      isRecord(item) ? item.logo : undefined,
    ]),
};

export function checkImages(kind: DataFileKind, file: string, raw: Raw | undefined, staticFiles: ReadonlySet<string>, problems: Problem[]): void {
  if (!raw) return;
  for (const [field, value] of IMAGE_FIELDS[kind](raw)) {
    // Anything but text is already named by the schema.
    if (typeof value === 'string' && value.trim() !== '') checkStaticFile(file, field, value, staticFiles, problems);
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

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

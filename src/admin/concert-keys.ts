// Keys the editor adds to a concert as it reads the file and drops as it writes it
// (client/cms.ts): Decap sorts, filters and searches only on an entry's own values, and
// "19.09.2025" does not sort as text.
import { toSeason } from '../shared/calendar-rules.ts';
import { CHOICE_LABELS } from './labels.ts';

/** config.yml's name for the format client/cms.ts registers. */
export const CONCERT_FORMAT = 'kontsert-frontmatter';

export const CONCERT_KEYS = {
  /** `2025-09-19 19:00`: sorts by date and time as text. */
  sortKey: 'jarjestus',
  /** `2025/2026`, the season the site lists the concert under. */
  season: 'hooaeg',
  /** The heading's lines in one, for the list's rows; a concert without one is named as the site treats it. */
  heading: 'pealkirjaRida',
  /** Date, heading, performers, composers, pieces and place: what the editor's search looks through. */
  search: 'otsitav',
  /** ` · Mustand · Jääb ära`: what the list's row says of a draft, a cancelled or a postponed concert. */
  marks: 'tahised',
} as const;

/** `19.09.2025`, as content writes a date. */
export const DOTTED_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

type Data = Record<string, unknown>;

/** A key whose source is missing or malformed is left out. */
export function addConcertKeys(data: Data): Data {
  const date = typeof data.date === 'string' ? DOTTED_DATE.exec(data.date) : null;
  const day = date ? `${date[3]}-${date[2]}-${date[1]}` : undefined;
  const time = typeof data.time === 'string' ? data.time : '';
  const heading = toLines(data.concertHeading).join(' ') || toLines(data.concertPrefix).join(' ') || toLines(data.lines)[0] || 'lisakuupäev';
  const schedule = Array.isArray(data.scheduleLines) ? data.scheduleLines.flatMap((line: Data) => [line?.composer, line?.piece]) : [];
  const search = [...toLines([data.date]), ...toLines(data.concertHeading), ...toLines(data.concertPrefix), ...toLines(data.lines), ...toLines(schedule), ...toLines([data.place])].join(' ');
  const marks = [data.draft === true ? 'Mustand' : undefined, typeof data.status === 'string' ? CHOICE_LABELS.status?.[data.status] : undefined];
  return {
    ...data,
    ...(day && { [CONCERT_KEYS.sortKey]: `${day} ${time}`.trim(), [CONCERT_KEYS.season]: toSeason(day) }),
    [CONCERT_KEYS.heading]: heading,
    [CONCERT_KEYS.search]: search,
    [CONCERT_KEYS.marks]: marks.filter((mark) => mark !== undefined).map((mark) => ` · ${mark}`).join(''),
  };
}

export function removeConcertKeys(data: Data): Data {
  const derived = new Set<string>(Object.values(CONCERT_KEYS));
  return Object.fromEntries(Object.entries(data).filter(([key]) => !derived.has(key)));
}

function toLines(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string') : [];
}

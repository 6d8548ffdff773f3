// The only module that imports luxon: every date decision of the site is made in Tallinn, in Estonian.
import { DateTime, IANAZone } from 'luxon';
import { SiteError } from '../errors.ts';

const TALLINN = IANAZone.create('Europe/Tallinn');

// A year outside these is a typo (15.03.0025), not a concert.
const MIN_YEAR = 1900;
const MAX_YEAR = 2199;

/** `dd.MM.yyyy` and `HH:mm` (00:00 to 23:59), as content files write them. */
export const DATE_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4})$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A concert's start, worked out once at validation so that later stages handle plain strings. */
export interface ConcertStart {
  /** `2025-03-15`: the Tallinn calendar day, also the key date of a group. */
  day: string;
  /** `2025-03-15T19:00:00+02:00` */
  iso: string;
  /** `15. märts 2025 kell 19:00` */
  label: string;
  /** `15. märts 2025` */
  dayLabel: string;
  /** `kell 19:00`: the end of `label`, kept on one line where a narrow screen wraps a date. */
  clockLabel: string;
  millis: number;
}

export type DateCheck<T> = { ok: true; value: T } | { ok: false; field: 'date' | 'time' | 'endTime'; message: string };

/**
 * Reads `dd.MM.yyyy` + `HH:mm` in Tallinn: luxon's zone gives the offsets, the instant and labels come
 * from the digits as written (luxon's fromObject chose between the two instants of the hour the
 * clocks go back by the real clock's season).
 */
export function toConcertStart(date: string, time: string): DateCheck<ConcertStart> {
  const at = readWallClock(date, time);
  if (!at) return { ok: false, field: DATE_PATTERN.test(date) ? 'time' : 'date', message: 'ei ole kuupäev ja kellaaeg.' };
  const { day, month, year, wall } = at;
  const onCalendar = new Date(wall);
  if (year < MIN_YEAR || year > MAX_YEAR || onCalendar.getUTCDate() !== day || onCalendar.getUTCMonth() !== month - 1) {
    return { ok: false, field: 'date', message: `"${date}" ei ole päris kuupäev; kirjuta olemasolev kuupäev kujul pp.kk.aaaa, näiteks "${toRealDateExample(day, month, year)}".` };
  }
  const start = toTallinnInstant(wall);
  // A wall-clock time that Tallinn skips (spring forward) is refused, where luxon would move it an hour on.
  if (!start) {
    return { ok: false, field: 'time', message: `"${time}" ei ole ${date} Tallinnas olemas (sel ööl keeratakse kella tund edasi); vali muu kellaaeg, näiteks "${toHoursLater(time, 1)}".` };
  }
  const dayLabel = `${day}. ${MONTH_NAMES[month - 1]} ${year}`;
  const isoDay = date.split('.').reverse().join('-');
  return {
    ok: true,
    value: {
      day: isoDay,
      iso: `${isoDay}T${time}:00${toOffsetText(start.offset)}`,
      label: `${dayLabel} kell ${time}`,
      dayLabel,
      clockLabel: `kell ${time}`,
      millis: start.millis,
    },
  };
}

/** The numbers of a date and a time, and the wall-clock time they name read as UTC. */
function readWallClock(date: string, time: string) {
  const d = DATE_PATTERN.exec(date);
  if (!d || !TIME_PATTERN.test(time)) return undefined;
  const [day, month, year] = [d[1], d[2], d[3]].map(Number) as [number, number, number];
  return { day, month, year, wall: Date.UTC(year, month - 1, day, Number(time.slice(0, 2)), Number(time.slice(3))) };
}

/** `03:30` → `04:30` for `hours` 1: an example of another time. */
function toHoursLater(time: string, hours: number): string {
  return `${String((Number(time.slice(0, 2)) + hours) % 24).padStart(2, '0')}${time.slice(2)}`;
}

/** The real date nearest to an impossible one, as an example: "31.02.2027" gives "28.02.2027". */
function toRealDateExample(day: number, month: number, year: number): string {
  if (month < 1 || month > 12 || year < MIN_YEAR || year > MAX_YEAR) return '15.03.2025';
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const nearest = Math.min(Math.max(day, 1), lastDay);
  return `${String(nearest).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How long a concert lasts when its file gives no `endTime` (the contract). */
const DEFAULT_LENGTH = 2 * 60 * MINUTE;

/** When a concert ends: from its `endTime`, else two hours after its start. */
export interface ConcertEnd {
  /** `2025-03-15T21:00:00+02:00` */
  iso: string;
  millis: number;
  /** `21:00`, only when the file gives `endTime`: a page shows the end only then. */
  clockLabel?: string;
}

/** An `endTime` earlier than `time` is after midnight; one equal to it, or one that Tallinn's clocks skip, is refused. */
export function toConcertEnd(start: ConcertStart, date: string, time: string, endTime?: string): DateCheck<ConcertEnd> {
  if (endTime === undefined) return { ok: true, value: toEndAt(start.millis + DEFAULT_LENGTH) };
  const at = readWallClock(date, endTime);
  if (!at) return { ok: false, field: 'endTime', message: 'ei ole kellaaeg.' };
  if (endTime === time) {
    return { ok: false, field: 'endTime', message: `"${endTime}" on sama kellaaeg kui algus; kirjuta, mis kell kontsert lõpeb, näiteks "${toHoursLater(endTime, 2)}", või jäta väli ära.` };
  }
  const end = toTallinnInstant(at.wall + (endTime < time ? DAY : 0));
  if (!end) {
    return { ok: false, field: 'endTime', message: `"${endTime}" ei ole sel ööl Tallinnas olemas (kellad keeratakse tund edasi); vali muu lõpuaeg, näiteks "${toHoursLater(endTime, 1)}".` };
  }
  return { ok: true, value: { ...toEndAt(end.millis), clockLabel: endTime } };
}

/** An instant as Tallinn's wall clock shows it, in ISO 8601 with the offset then in force. */
function toEndAt(millis: number): ConcertEnd {
  const offset = TALLINN.offset(millis);
  const wall = new Date(millis + offset * MINUTE).toISOString().slice(0, 19);
  return { iso: `${wall}${toOffsetText(offset)}`, millis };
}

/**
 * The instant at which Tallinn's clocks show `wall` (its digits read as UTC), and the offset then;
 * undefined in the hour the clocks skip, the earlier instant in the hour they go back. No zone changes
 * its offset twice in two days, so the offsets a day either side are the only candidates.
 */
function toTallinnInstant(wall: number): { millis: number; offset: number } | undefined {
  const before = TALLINN.offset(wall - DAY);
  const after = TALLINN.offset(wall + DAY);
  // The larger offset first: it gives the earlier instant.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const millis = wall - offset * MINUTE;
    if (TALLINN.offset(millis) === offset) return { millis, offset };
  }
  return undefined;
}

/** `+02:00`, as in ISO 8601. */
function toOffsetText(offset: number): string {
  const minutes = Math.abs(Math.trunc(offset));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${offset < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** As luxon's `Info.monthsFormat('long', { locale: 'et' })` gives them (tested); written out because Intl's Estonian data costs 30 ms a build. */
export const MONTH_NAMES = ['jaanuar', 'veebruar', 'märts', 'aprill', 'mai', 'juuni', 'juuli', 'august', 'september', 'oktoober', 'november', 'detsember'];

/** The calendar day (`YYYY-MM-DD`) and year in Tallinn at an instant. */
export function toTallinnDay(now: Date): { day: string; year: number } {
  const local = DateTime.fromJSDate(now, { zone: TALLINN });
  return { day: local.toISODate() ?? '', year: local.year };
}

/** The instant a build decides by: `SITE_NOW` (ISO 8601, e.g. `2025-05-01T12:00:00+03:00`) when set, else the real clock. */
export function readNow(value: string | undefined): Date {
  if (value === undefined || value === '') return new Date();
  const parsed = DateTime.fromISO(value, { setZone: true });
  if (!parsed.isValid) {
    throw new SiteError(`SITE_NOW "${value}" ei ole ISO-8601 ajahetk; kirjuta see näiteks nii: 2025-05-01T12:00:00+03:00.`);
  }
  return parsed.toJSDate();
}

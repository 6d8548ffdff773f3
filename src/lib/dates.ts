// The only module that imports luxon: every date decision of the site is made in Tallinn, in Estonian.
import { DateTime, Settings } from 'luxon';

export const SITE_ZONE = 'Europe/Tallinn';
const LOCALE = 'et';
const DISPLAY_FORMAT = "d. MMMM yyyy 'kell' HH:mm";
const DAY_FORMAT = 'd. MMMM yyyy';

Settings.throwOnInvalid = false;

// A year outside these is a typo (15.03.0025), not a concert.
const MIN_YEAR = 1900;
const MAX_YEAR = 2199;

const DATE_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/** A concert's start, worked out once at validation so that later stages handle plain strings. */
export interface ConcertStart {
  /** `2025-03-15`: the Tallinn calendar day, also the key date of a group. */
  day: string;
  /** `2025-03-15T19:00:00.000+02:00` */
  iso: string;
  /** `15. märts 2025 kell 19:00` */
  label: string;
  /** `15. märts 2025` */
  dayLabel: string;
  millis: number;
}

export type DateCheck<T> = { ok: true; value: T } | { ok: false; message: string };

export function isDateText(text: string): boolean {
  return DATE_PATTERN.test(text);
}

export function isTimeText(text: string): boolean {
  const match = TIME_PATTERN.exec(text);
  return match !== null && Number(match[1]) <= 23 && Number(match[2]) <= 59;
}

/**
 * Reads `dd.MM.yyyy` + `HH:mm` in Tallinn. Checking the pattern first and building with
 * `fromObject` is many times cheaper than `fromFormat`, which matters at thousands of entries.
 */
export function toConcertStart(date: string, time: string): DateCheck<ConcertStart> {
  const d = DATE_PATTERN.exec(date);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t) return { ok: false, message: 'is not a date and time' };
  const [day, month, year] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hour, minute] = [Number(t[1]), Number(t[2])];
  const start = DateTime.fromObject({ year, month, day, hour, minute }, { zone: SITE_ZONE, locale: LOCALE });
  if (!start.isValid || start.day !== day || start.month !== month || year < MIN_YEAR || year > MAX_YEAR) {
    return { ok: false, message: `"${date}" is not a real calendar date; write it as dd.MM.yyyy, e.g. "15.03.2025"` };
  }
  // luxon moves a wall-clock time that Tallinn skips (spring forward) an hour on; we refuse it instead.
  if (start.hour !== hour || start.minute !== minute) {
    return {
      ok: false,
      message: `"${time}" does not exist on ${date} in Tallinn (the clocks go forward that night); choose another time`,
    };
  }
  return {
    ok: true,
    value: {
      day: start.toISODate() ?? '',
      iso: start.toISO({ suppressMilliseconds: true }) ?? '',
      label: start.toFormat(DISPLAY_FORMAT),
      dayLabel: start.toFormat(DAY_FORMAT),
      millis: start.toMillis(),
    },
  };
}

/** The calendar day (`YYYY-MM-DD`) and year in Tallinn at an instant. */
export function toTallinnDay(now: Date): { day: string; year: number } {
  const local = DateTime.fromJSDate(now, { zone: SITE_ZONE });
  return { day: local.toISODate() ?? '', year: local.year };
}

/** Reads `SITE_NOW`: an ISO-8601 instant such as `2025-05-01T12:00:00+03:00`. */
export function parseInstant(text: string): Date | undefined {
  const parsed = DateTime.fromISO(text, { setZone: true });
  return parsed.isValid ? parsed.toJSDate() : undefined;
}

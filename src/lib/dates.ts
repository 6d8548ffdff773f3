// The only module that imports luxon: every date decision of the site is made in Tallinn, in Estonian.
import { DateTime, IANAZone, Info, Settings } from 'luxon';
import { SiteError } from '../errors.ts';

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
  /** `2025-03-15T19:00:00+02:00` */
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
 * Reads `dd.MM.yyyy` + `HH:mm` in Tallinn. luxon works out the zone offset through Intl at every
 * call, about 100 µs an entry, a second per 10,000 concerts; so the usual case is computed here from
 * the offsets Tallinn had that year (found with luxon once per year), and only a time near a clock
 * change, or outside the table's years, goes through luxon itself.
 */
export function toConcertStart(date: string, time: string): DateCheck<ConcertStart> {
  const parts = readParts(date, time);
  if (!parts) return { ok: false, message: 'is not a date and time' };
  const { d, t, day, month, year, hour, minute } = parts;
  if (year < MIN_YEAR || year > MAX_YEAR) return notACalendarDate(date);
  if (year < FIRST_TABLE_YEAR || month < 1 || month > 12 || hour > 23 || minute > 59) {
    return toConcertStartByLuxon(date, time);
  }
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wallClock).getUTCDate() !== day) return notACalendarDate(date);
  const offsets = toOffsetSpans(year).filter((span) => {
    const instant = wallClock - span.offset * MINUTE;
    return instant >= span.from && instant < span.to;
  });
  const only = offsets[0];
  // None: the hour the clocks skip. Two: the hour they repeat. luxon and its rules decide those.
  if (offsets.length !== 1 || !only) return toConcertStartByLuxon(date, time);
  const dayText = `${d[3]}-${d[2]}-${d[1]}`;
  return {
    ok: true,
    value: {
      day: dayText,
      iso: `${dayText}T${t[1]}:${t[2]}:00${toOffsetText(only.offset)}`,
      label: `${day}. ${MONTH_NAMES[month - 1]} ${d[3]} kell ${t[1]}:${t[2]}`,
      dayLabel: `${day}. ${MONTH_NAMES[month - 1]} ${d[3]}`,
      millis: wallClock - only.offset * MINUTE,
    },
  };
}

/** The reference that toConcertStart() must agree with; it is also the path for clock changes. */
export function toConcertStartByLuxon(date: string, time: string): DateCheck<ConcertStart> {
  const parts = readParts(date, time);
  if (!parts) return { ok: false, message: 'is not a date and time' };
  const { day, month, year, hour, minute } = parts;
  const start = DateTime.fromObject({ year, month, day, hour, minute }, { zone: SITE_ZONE, locale: LOCALE });
  if (!start.isValid || start.day !== day || start.month !== month || year < MIN_YEAR || year > MAX_YEAR) {
    return notACalendarDate(date);
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

/** The digits of `dd.MM.yyyy` and `HH:mm`, as text (for output) and as numbers. */
function readParts(date: string, time: string) {
  const d = DATE_PATTERN.exec(date);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t) return undefined;
  return { d, t, day: Number(d[1]), month: Number(d[2]), year: Number(d[3]), hour: Number(t[1]), minute: Number(t[2]) };
}

function notACalendarDate(date: string): DateCheck<ConcertStart> {
  return { ok: false, message: `"${date}" is not a real calendar date; write it as dd.MM.yyyy, e.g. "15.03.2025"` };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Before 1921 Tallinn kept local mean time, with offsets in seconds; luxon handles those years. */
const FIRST_TABLE_YEAR = 1921;
const MONTH_NAMES = Info.monthsFormat('long', { locale: LOCALE });
const zone = IANAZone.create(SITE_ZONE);
const spansByYear = new Map<number, OffsetSpan[]>();

/** From `from` (inclusive) to `to` (exclusive), both UTC milliseconds, Tallinn was `offset` minutes ahead of UTC. */
interface OffsetSpan {
  from: number;
  to: number;
  offset: number;
}

/**
 * The offsets of one year (with two days' margin each side), sampled at every month's start and
 * narrowed to the minute where they change. Tallinn has never changed its clocks twice in a month.
 */
function toOffsetSpans(year: number): OffsetSpan[] {
  const cached = spansByYear.get(year);
  if (cached) return cached;
  const end = Date.UTC(year + 1, 0, 1) + 2 * DAY;
  const samples = [Date.UTC(year, 0, 1) - 2 * DAY];
  for (let month = 1; month <= 12; month++) samples.push(Date.UTC(year, month, 1));
  samples.push(end);
  const spans: OffsetSpan[] = [];
  let from = samples[0] as number;
  let previous = from;
  let offset = zone.offset(from);
  for (const sample of samples.slice(1)) {
    if (zone.offset(sample) !== offset) {
      const change = findChange(previous, sample, offset);
      spans.push({ from, to: change, offset });
      from = change;
      offset = zone.offset(change);
    }
    previous = sample;
  }
  spans.push({ from, to: end, offset });
  spansByYear.set(year, spans);
  return spans;
}

/** The first minute after `low` whose offset differs from `offset`, by halving (offset differs at `high`). */
function findChange(low: number, high: number, offset: number): number {
  // Since 1997 the clocks change at 01:00 UTC on a month's last Sunday (the EU rule): two look-ups
  // confirm that minute, where halving takes sixteen; any other change is found by halving.
  const guess = toLastSundayAt1Utc(low);
  if (guess > low && guess <= high && zone.offset(guess - MINUTE) === offset && zone.offset(guess) !== offset) return guess;
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (zone.offset(middle) === offset) low = middle;
    else high = middle;
  }
  return high;
}

function toLastSundayAt1Utc(instant: number): number {
  const date = new Date(instant);
  const lastDay = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY + HOUR;
}

function toOffsetText(offset: number): string {
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
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

/** The instant a build decides by: `SITE_NOW` when set, otherwise the real clock. */
export function readNow(value: string | undefined): Date {
  if (value === undefined || value === '') return new Date();
  const parsed = parseInstant(value);
  if (!parsed) {
    throw new SiteError(`SITE_NOW "${value}" is not an ISO-8601 instant; write it like 2025-05-01T12:00:00+03:00`);
  }
  return parsed;
}

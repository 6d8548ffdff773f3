// The date rules the build and the visitor's browser both apply, so that a page built months ago and
// the script that updates it cannot disagree. Days are Tallinn days as `YYYY-MM-DD`, in order as text.

/** Rule 4: a group is upcoming while its key date is today or later. */
export function isUpcoming(keyDate: string, today: string): boolean {
  return keyDate >= today;
}

/** A season runs from 1 August to 31 July and is named by its two years: `2025-09-21` → `2025/2026`. */
export function toSeason(day: string): string {
  const year = Number(day.slice(0, 4));
  const first = day.slice(5, 7) >= '08' ? year : year - 1;
  return `${first}/${first + 1}`;
}

export type FeaturedChoice = ReturnType<typeof chooseFeatured>;

/**
 * The first featured item whose group is upcoming; when none is, the one with the latest key date
 * (the first on a tie), with `past`. A group whose every date is cancelled is passed over, unless
 * every item's is. `index` -1: there is none.
 */
export function chooseFeatured(keyDates: readonly string[], today: string, cancelled: readonly boolean[] = []) {
  const open = keyDates.some((_, index) => !cancelled[index]);
  const eligible = (index: number) => !open || !cancelled[index];
  const upcoming = keyDates.findIndex((keyDate, index) => eligible(index) && isUpcoming(keyDate, today));
  if (upcoming >= 0) return { index: upcoming, past: false };
  let latest = -1;
  keyDates.forEach((keyDate, index) => {
    if (eligible(index) && (latest < 0 || keyDate > (keyDates[latest] ?? ''))) latest = index;
  });
  return { index: latest, past: latest >= 0 };
}

/** Shown while the day is `until` or earlier, and after `after`; either may be open. */
export interface DayRange {
  until?: string;
  after?: string;
}

export function isShownOn(range: DayRange, day: string): boolean {
  return (range.until === undefined || day <= range.until) && (range.after === undefined || day > range.after);
}

/** The days a featured item is shown, and shown as having taken place; null: never. */
export interface FeaturedRanges {
  shown: DayRange | null;
  past: DayRange | null;
}

/**
 * chooseFeatured as day ranges: its choice changes only where a key date passes, so it is asked once
 * for each stretch between two key dates (and after the last). The days an item is chosen are always
 * one stretch: from the day after the items before it have passed until its own key date.
 */
export function toFeaturedRanges(keyDates: readonly string[], cancelled: readonly boolean[] = []): FeaturedRanges[] {
  const ranges: FeaturedRanges[] = keyDates.map(() => ({ shown: null, past: null }));
  const bounds = [...new Set(keyDates)].sort();
  bounds.forEach((until, at) => choose(bounds[at - 1], until, until));
  // Every day after the last key date has the same choice; a day later than any concert asks for it.
  const last = bounds[bounds.length - 1];
  if (last !== undefined) choose(last, undefined, '9999-12-31');
  return ranges;

  /** The days after `after` up to `until`, on which the choice is the one of `day`. */
  function choose(after: string | undefined, until: string | undefined, day: string): void {
    const { index, past } = chooseFeatured(keyDates, day, cancelled);
    const item = ranges[index];
    if (!item) return;
    if (item.shown && item.shown.until !== after) throw new Error('Internal error: a featured item chosen on two stretches of days apart');
    item.shown = toRange(item.shown ? item.shown.after : after, until);
    if (past) item.past = toRange(item.past ? item.past.after : after, until);
  }
}

function toRange(after: string | undefined, until: string | undefined): DayRange {
  return { ...(after !== undefined && { after }), ...(until !== undefined && { until }) };
}

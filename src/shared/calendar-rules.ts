// The date rules the build and the visitor's browser both apply: one module, imported by src/concerts/
// and src/client/, so that a page built months ago and the script that updates it cannot disagree.
// Days are Tallinn calendar days as `YYYY-MM-DD`, which compare in date order as text.

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

export interface FeaturedChoice {
  /** Which featured item the home page shows; -1 when there is none. */
  index: number;
  /** Every featured group is past: the one shown is the latest, marked as having taken place. */
  past: boolean;
}

/**
 * The first featured item, in the society's order, whose group is upcoming; when none is, the one
 * with the latest key date (the first of those, on a tie). A group whose every date is cancelled
 * (`cancelled[i]`) is passed over, unless every item's is.
 */
export function chooseFeatured(keyDates: readonly string[], today: string, cancelled: readonly boolean[] = []): FeaturedChoice {
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

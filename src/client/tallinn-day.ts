// Mirrors src/lib/dates.ts toTallinnDay() without luxon: the browser's Intl knows the Tallinn zone.
const FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Tallinn',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (`YYYY-MM-DD`) and year in Tallinn at an instant, whatever the visitor's own zone. */
export function toTallinnDay(now: Date): { day: string; year: string } {
  const parts: Record<string, string> = {};
  for (const part of FORMAT.formatToParts(now)) parts[part.type] = part.value;
  const year = parts.year ?? String(now.getFullYear());
  return { day: `${year}-${parts.month}-${parts.day}`, year };
}

// The attributes that carry a range of days to the page's inline step (src/render/visit-time-script.ts).
import type { DayRange } from '../shared/calendar-rules.ts';

export function toDayAttributes(range: DayRange): { 'data-until'?: string; 'data-after'?: string } {
  return {
    ...(range.until !== undefined && { 'data-until': range.until }),
    ...(range.after !== undefined && { 'data-after': range.after }),
  };
}

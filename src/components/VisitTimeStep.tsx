import type { DayRange } from '../shared/calendar-rules.ts';
import { VISIT_TIME_SCRIPT } from '../render/visit-time-script.ts';

/** Placed right after the parts of a page that the visitor's day decides: see visit-time-script.ts. */
export function VisitTimeStep() {
  return <script dangerouslySetInnerHTML={{ __html: VISIT_TIME_SCRIPT }} />;
}

/** The attributes that carry a range of days to that step. */
export function toDayAttributes(range: DayRange): { 'data-until'?: string; 'data-after'?: string } {
  return {
    ...(range.until !== undefined && { 'data-until': range.until }),
    ...(range.after !== undefined && { 'data-after': range.after }),
  };
}

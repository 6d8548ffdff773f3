import { VISIT_TIME_SCRIPT } from '../render/visit-time-script.ts';

/** Placed right after the parts of a page that the visitor's day decides: see visit-time-script.ts. */
export function VisitTimeStep() {
  return <script dangerouslySetInnerHTML={{ __html: VISIT_TIME_SCRIPT }} />;
}

import type { Concert } from '../content/types.ts';
import { STATUS_TEXT } from '../concerts/tickets.ts';

/** Beside one date: whether it is cancelled or postponed, and (on the dev server only) that it is a draft. */
export function EntryMarks({ concert }: { concert: Concert }) {
  return (
    <>
      {concert.status && <strong className={`concert-status concert-status--${concert.status}`}>{STATUS_TEXT[concert.status]}</strong>}
      {concert.draft && <span className="draft-label">Mustand</span>}
    </>
  );
}

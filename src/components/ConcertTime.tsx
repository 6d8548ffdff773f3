import type { ConcertStart } from '../lib/dates.ts';

/** A date as visitors read it; where a narrow screen must wrap it, the break falls before "kell", never inside "kell 19:00". */
export function ConcertTime({ start }: { start: ConcertStart }) {
  return (
    <time dateTime={start.iso}>
      {start.dayLabel} <span className="concert-time__clock">{start.clockLabel}</span>
    </time>
  );
}

import type { ConcertEnd, ConcertStart } from '../lib/dates.ts';

/**
 * A date as visitors read it; where a narrow screen must wrap it, the break falls before "kell", never
 * inside "kell 19:00". The end is shown only where the file gives one (`endTime`): the two hours a
 * calendar assumes otherwise are a guess, not something to tell a visitor.
 */
export function ConcertTime({ start, end }: { start: ConcertStart; end?: ConcertEnd }) {
  return (
    <time dateTime={start.iso}>
      {start.dayLabel}{' '}
      <span className="concert-time__clock">
        {start.clockLabel}
        {end?.clockLabel && <>–{end.clockLabel}</>}
      </span>
    </time>
  );
}

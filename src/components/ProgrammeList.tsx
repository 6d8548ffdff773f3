import type { ScheduleLine } from '../content/types.ts';

export interface ProgrammeListProps {
  lines: ScheduleLine[];
  /** The home page numbers its programme; a concert card lists it. */
  ordered?: boolean;
  className: string;
}

/** A programme, one piece an item: the composer leads, the piece follows; either may be left out. */
export function ProgrammeList({ lines, ordered = false, className }: ProgrammeListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {lines.map((line, index) => (
        <li key={index}>
          {line.composer && <span className="programme__composer">{line.composer}</span>}
          {line.composer && line.piece && ' '}
          {line.piece && <span className="programme__piece">{line.piece}</span>}
        </li>
      ))}
    </List>
  );
}

import type { ConcertGroup as Group } from '../concerts/group.ts';
import type { Concert } from '../content/types.ts';
import { ExternalLink } from './ExternalLink.tsx';

export interface ConcertGroupProps {
  group: Group;
  /** Not shown at build time; the client script may reveal it by the visitor's clock. */
  hidden: boolean;
}

/** Every date of the group first, then the details of its main entry, as the owner's list shows them. */
export function ConcertGroup({ group, hidden }: ConcertGroupProps) {
  return (
    <article className="concert-group" data-key-date={group.keyDate} hidden={hidden}>
      <ul className="concert-dates">
        {group.concerts.map((concert) => (
          <li key={concert.file}>
            <time dateTime={concert.start.iso}>{concert.start.label}</time>
            <span className="concert-dates__place">{concert.place}</span>
          </li>
        ))}
      </ul>
      {group.main && <ConcertDetails concert={group.main} />}
    </article>
  );
}

function ConcertDetails({ concert }: { concert: Concert }) {
  return (
    <>
      {concert.prefix.map((line, index) => (
        <p key={index} className="concert-prefix">
          {line}
        </p>
      ))}
      {concert.heading.length > 0 && (
        <h2 className="concert-heading">
          {concert.heading.map((line, index) => (
            <span key={index} className="concert-heading__line">
              {line}
            </span>
          ))}
        </h2>
      )}
      {concert.concertNotes.map((line, index) => (
        <p key={index} className="concert-notes">
          {line}
        </p>
      ))}
      {concert.performers.length > 0 && (
        <ul className="performers">
          {concert.performers.map((performer, index) => (
            <li key={index} className={performer.indented ? 'performers__indented' : undefined}>
              {performer.text}
            </li>
          ))}
        </ul>
      )}
      {concert.schedule.length > 0 && (
        <ul className="programme">
          {concert.schedule.map((line, index) => (
            <li key={index}>
              {line.composer && <span className="programme__composer">{line.composer}</span>}
              {line.composer && line.piece && ' '}
              {line.piece && <span className="programme__piece">{line.piece}</span>}
            </li>
          ))}
        </ul>
      )}
      {concert.notes.map((note, index) => (
        <p key={index} className="concert-note">
          {note.href ? <ExternalLink href={note.href}>{note.text}</ExternalLink> : note.text}
        </p>
      ))}
    </>
  );
}

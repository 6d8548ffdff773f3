import type { ConcertGroup } from '../concerts/group.ts';
import type { Concert } from '../content/types.ts';

/** The group's name: its heading, or for trailing placeholders the word "Kontsert" and the place. */
export function toGroupName(group: ConcertGroup): string {
  const heading = group.main?.heading ?? [];
  if (heading.length > 0) return heading.join(' – ');
  return `Kontsert: ${group.concerts[group.concerts.length - 1]?.place ?? ''}`;
}

/** Plain-text lines of what a concert offers, for calendars and meta descriptions. */
export function toConcertSummary(concert: Concert | undefined): string[] {
  if (!concert) return [];
  return [
    ...concert.concertNotes,
    ...concert.performers.map((performer) => (performer.indented ? `  ${performer.text}` : performer.text)),
    ...concert.schedule.map((line) => [line.composer, line.piece].filter(Boolean).join(' – ')),
    ...concert.notes.map((note) => note.text),
  ];
}

/** A meta description: the dates and places, then as much of the summary as fits. */
export function toGroupDescription(group: ConcertGroup): string {
  const sentences = [
    toGroupName(group),
    group.concerts.map((concert) => `${concert.start.label}, ${concert.place}`).join('; '),
    ...toConcertSummary(group.main).map((line) => line.trim()),
  ];
  return truncate(sentences.map((line) => line.replace(/[.!?:;,]+$/, '')).join('. ') + '.', 160);
}

export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

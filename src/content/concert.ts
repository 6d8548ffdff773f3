// One concert file: its front-matter becomes a typed Concert, or every problem of the file is named.
import type { Problem } from '../errors.ts';
import { toConcertEnd, toConcertStart, type ConcertEnd, type ConcertStart, type DateCheck } from '../lib/dates.ts';
import { RESERVED_CONCERT_STEMS } from '../lib/urls.ts';
import { checkFileName } from './file-names.ts';
import { readFrontMatter } from './frontmatter.ts';
import { toFieldName, toFileOrder, toProblems } from './issues.ts';
import { concertSchema, quoted, type ConcertData } from './schema.ts';
import type { Concert, Note, Performer, SourceFile } from './types.ts';

export type ConcertResult = { ok: true; value: Concert } | { ok: false; problems: Problem[] };

export function validateConcert(source: SourceFile): ConcertResult {
  const parsed = readFrontMatter(source.path, source.text);
  if (!parsed.ok) return { ok: false, problems: [parsed.problem] };
  const problems: Problem[] = [];
  if (parsed.body.trim() !== '') {
    problems.push({
      file: source.path,
      message: 'teise "---" rea järel on tekst, mida kusagil ei näidata; tõsta see mõnda välja, näiteks concertNotes (Pealkirja all), või kustuta.',
    });
  }
  const stem = toStem(source.path);
  if (RESERVED_CONCERT_STEMS.includes(stem.toLowerCase())) {
    problems.push({ file: source.path, message: `faili nimi "${stem}.md" on teise lehe aadress; nimeta fail ümber, näiteks "2025-03-15-tallinn.md".` });
  }
  checkFileName(source.path, stem, problems);
  const result = concertSchema.safeParse(parsed.data, { reportInput: true });
  if (!result.success) {
    problems.push(...toProblems(source.path, result.error.issues, concertSchema));
    checkDateDespiteOtherProblems(source.path, parsed.data, result.error.issues, problems);
    return { ok: false, problems: toFileOrder(parsed.data, problems) };
  }
  const data = result.data;
  const start = checkDate(source.path, toConcertStart(data.date, data.time), problems);
  const end = start && checkDate(source.path, toConcertEnd(start, data.date, data.time, data.endTime), problems);
  const notes = toNotes(source.path, data.notes ?? [], problems);
  const performers = toPerformers(source.path, data.lines ?? [], problems);
  if (!start || !end || problems.length > 0) return { ok: false, problems: toFileOrder(parsed.data, problems) };
  return { ok: true, value: toConcert(source.path, data, start, end, performers, notes) };
}

function checkDate<T>(file: string, check: DateCheck<T>, problems: Problem[]): T | undefined {
  if (check.ok) return check.value;
  problems.push({ file, field: check.field, message: check.message });
  return undefined;
}

function toConcert(file: string, data: ConcertData, start: ConcertStart, end: ConcertEnd, performers: Performer[], notes: Note[]): Concert {
  const heading = data.concertHeading ?? [];
  return {
    file,
    stem: toStem(file),
    place: data.place,
    start,
    end,
    prefix: data.concertPrefix ?? [],
    heading,
    concertNotes: data.concertNotes ?? [],
    performers,
    schedule: data.scheduleLines ?? [],
    notes,
    isPlaceholder: heading.length === 0 && performers.length === 0,
    ...(data.tickets && { tickets: data.tickets }),
    ...(data.status && { status: data.status }),
    ...(data.draft && { draft: true }),
  };
}

/** A file with several mistakes gets all of them at once: an impossible date is named even when another field is wrong too. */
function checkDateDespiteOtherProblems(file: string, data: Record<string, unknown>, issues: readonly { path: readonly PropertyKey[] }[], problems: Problem[]): void {
  const wrong = new Set(issues.map((issue) => issue.path[0]));
  if (wrong.has('date') || typeof data.date !== 'string') return;
  const time = !wrong.has('time') && typeof data.time === 'string' ? data.time : '12:00';
  checkDate(file, toConcertStart(data.date, time), problems);
}

export function toStem(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.md$/, '');
}

function toPerformers(file: string, lines: string[], problems: Problem[]): Performer[] {
  return lines.map((line, index) => {
    if (!line.startsWith('>')) return { text: line, indented: false };
    const text = line.slice(1).trim();
    if (text === '') {
      problems.push({ file, field: toFieldName(['lines', index]), message: 'on ainult taande märk ">"; kirjuta esineja selle järele.' });
    }
    return { text, indented: true };
  });
}

function toNotes(file: string, notes: string[], problems: Problem[]): Note[] {
  return notes.map((note, index) => {
    if (!/^https?:\/\//i.test(note)) return { text: note };
    const href = toWebAddress(note);
    if (!href) {
      problems.push({
        file,
        field: toFieldName(['notes', index]),
        message: `${quoted(note)} algab nagu veebiaadress, kuid ei ole see; kirjuta aadress üksi, ilma tühikuteta.`,
      });
    }
    return { text: note, href };
  });
}

function toWebAddress(text: string): string | undefined {
  if (/\s/.test(text)) return undefined;
  try {
    const url = new URL(text);
    return url.hostname.includes('.') || url.hostname === 'localhost' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

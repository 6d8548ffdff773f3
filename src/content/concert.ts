// One concert file: its front-matter becomes a typed Concert, or every problem of the file is named.
import type { Problem } from '../errors.ts';
import { toConcertEnd, toConcertStart, type DateCheck } from '../lib/dates.ts';
import { RESERVED_CONCERT_STEMS } from '../lib/urls.ts';
import { toFolded } from '../shared/fold.ts';
import { parseDataFile } from './frontmatter.ts';
import { toFieldName, toFileOrder } from './issues.ts';
import { concertSchema, quoted } from './schema.ts';
import type { Concert, Note, Performer, SourceFile } from './types.ts';

export type ConcertResult = { ok: true; value: Concert } | { ok: false; problems: Problem[] };

export function validateConcert(source: SourceFile): ConcertResult {
  const { value: data, raw, problems } = parseDataFile(source, concertSchema, 'concertNotes (Pealkirja all)');
  if (!raw) return { ok: false, problems };
  checkFileName(source.path, problems);
  if (!data) {
    checkDateDespiteOtherProblems(source.path, raw, problems);
    return { ok: false, problems: toFileOrder(raw, problems) };
  }
  const start = checkDate(source.path, toConcertStart(data.date, data.time), problems);
  const end = start && checkDate(source.path, toConcertEnd(start, data.date, data.time, data.endTime), problems);
  const notes = toNotes(source.path, data.notes ?? [], problems);
  const performers = toPerformers(source.path, data.lines ?? [], problems);
  if (!start || !end || problems.length > 0) return { ok: false, problems: toFileOrder(raw, problems) };
  const heading = data.concertHeading ?? [];
  const concert: Concert = {
    file: source.path,
    stem: toStem(source.path),
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
  return { ok: true, value: concert };
}

function checkDate<T>(file: string, check: DateCheck<T>, problems: Problem[]): T | undefined {
  if (check.ok) return check.value;
  problems.push({ file, field: check.field, message: check.message });
  return undefined;
}

/** A file with several mistakes gets all of them at once: an impossible date is named even when another field is wrong too. */
function checkDateDespiteOtherProblems(file: string, data: Record<string, unknown>, problems: Problem[]): void {
  const wrong = new Set(problems.map((problem) => problem.field));
  if (wrong.has('date') || typeof data.date !== 'string') return;
  const time = !wrong.has('time') && typeof data.time === 'string' ? data.time : '12:00';
  checkDate(file, toConcertStart(data.date, time), problems);
}

// A concert file's name is its page's address (/concerts/<stem>): only lowercase letters, digits
// and hyphens work the same on every host, in every link and in every shell.
const SAFE_STEM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `2027-05-01 Tartu` → `2027-05-01-tartu`, `Õhtu ÄÖÜ` → `ohtu-aou`: folded as search folds, accents dropped. */
function toSafeStem(stem: string): string {
  const safe = toFolded(stem)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return safe || '2025-03-15-tallinn';
}

function checkFileName(file: string, problems: Problem[]): void {
  const stem = toStem(file);
  if (RESERVED_CONCERT_STEMS.includes(stem.toLowerCase())) {
    problems.push({ file, message: `faili nimi "${stem}.md" on teise lehe aadress; nimeta fail ümber, näiteks "2025-03-15-tallinn.md".` });
  }
  if (SAFE_STEM.test(stem)) return;
  problems.push({
    file,
    message: `faili nimi "${stem}.md" ei sobi: kontserdi faili nimi on tema lehe aadress ja tohib sisaldada ainult väiketähti, numbreid ja sidekriipse; nimeta see ümber: "${toSafeStem(stem)}.md".`,
  });
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

// Validation at the door: raw front-matter becomes typed content, or every problem is reported.
import type * as z from 'zod';
import type { Problem } from '../errors.ts';
import { validateConcert } from './concert.ts';
import { omitDrafts, type DraftMode } from './drafts.ts';
import { checkConcertNames } from './references.ts';
import { readFrontMatter } from './frontmatter.ts';
import { checkImages } from './static-refs.ts';
import { toFieldName, toFileOrder, toProblems } from './issues.ts';
import { homeSchema, siteSchema, supportersSchema, venuesSchema, quoted } from './schema.ts';
import type { Concert, Content, Home, LoadedContent, Site, SourceFile, Venue } from './types.ts';

/**
 * `warnings` are one-line notes that do not stop the build, e.g. a place with no known address.
 * `valid` is what did pass, for the checks that need the concerts grouped (src/concerts/check-featured.ts),
 * so that their problems are reported together with these.
 */
export type Validated =
  | { ok: true; content: Content; warnings: string[] }
  | { ok: false; problems: Problem[]; valid: { concerts: Concert[]; home?: Home } };

/**
 * What checking gave, kept for as long as its input object lives. The dev server hands back the
 * same source file object for a file that has not changed, so that file is not parsed again, and
 * what is made from it keeps its identity (which lets unchanged pages skip rendering). A source
 * file's entry is its parse; a parsed data object's entry is what is derived from it.
 */
export type CheckMemo = WeakMap<object, unknown>;

type Memoize = <K extends object, T>(key: K, check: (key: K) => T) => T;

type Checked<T> = { value?: T; problems: Problem[] };

/** A data file's schema-checked value, and its fields as read, for the checks that need no schema. */
type DataFile<T> = { value?: T; raw?: Record<string, unknown> };

export function validateContent(loaded: LoadedContent, memo?: CheckMemo, drafts: DraftMode = 'omit'): Validated {
  const memoize: Memoize = (key, check) => {
    if (!memo) return check(key);
    if (!memo.has(key)) memo.set(key, check(key));
    return memo.get(key) as ReturnType<typeof check>;
  };
  const problems: Problem[] = [];
  const checked = loaded.concerts.flatMap((file) => {
    const result = memoize(file, validateConcert);
    if (result.ok) return [result.value];
    problems.push(...result.problems);
    return [];
  });

  const siteFile = validateDataFile(loaded.site, 'content/site.md', siteSchema, problems, memoize);
  const homeFile = validateDataFile(loaded.home, 'content/home.md', homeSchema, problems, memoize);
  const supportersFile = validateDataFile(loaded.supporters, 'content/supporters.md', supportersSchema, problems, memoize);
  checkImages('site', loaded.site?.path ?? '', siteFile.raw, loaded.staticFiles, problems);
  checkImages('home', loaded.home?.path ?? '', homeFile.raw, loaded.staticFiles, problems);
  checkImages('supporters', loaded.supporters?.path ?? '', supportersFile.raw, loaded.staticFiles, problems);
  const site = siteFile.value && memoize(siteFile.value, toSite);
  const supportersData = supportersFile.value;
  const homePath = loaded.home?.path ?? 'content/home.md';
  const { concerts, home, notices: draftNotices } = omitDrafts(checked, homeFile.value, drafts, homePath);
  const venues = toVenues(loaded.venues, problems, memoize);
  checkConcertNames(loaded.concerts, problems);

  if (problems.length > 0 || !site || !home || !supportersData) return { ok: false, problems, valid: { concerts, home } };
  const places = new Set(concerts.map((concert) => concert.place));
  const unknownPlaces = [...places]
    .filter((place) => !venues.has(place))
    .sort()
    .map((place) => `content/venues.md: no address for the place ${quoted(place)}; search engines will show the place without one`);
  const warnings = [...draftNotices, ...unknownPlaces];
  return { ok: true, content: { site, home, venues, supporters: supportersData.supporters ?? NO_SUPPORTERS, concerts }, warnings };
}

function collect<T>(checked: Checked<T>, problems: Problem[]): T | undefined {
  problems.push(...checked.problems);
  return checked.value;
}

const NO_SUPPORTERS: never[] = [];

/** `navLinks` may be left out: no links. Made once per parsed file, so that pages made from it are found again. */
function toSite(data: z.infer<typeof siteSchema>): Site {
  return { ...data, navLinks: data.navLinks ?? [] };
}

const NO_VENUES = new Map<string, Venue>();

function toVenues(source: SourceFile | undefined, problems: Problem[], memoize: Memoize): Map<string, Venue> {
  if (!source) return new Map();
  const data = validateDataFile(source, source.path, venuesSchema, problems, memoize).value;
  if (!data) return new Map();
  return collect(memoize(data, (parsed) => toVenueMap(source.path, parsed)), problems) ?? NO_VENUES;
}

function toVenueMap(file: string, data: z.infer<typeof venuesSchema>): Checked<Map<string, Venue>> {
  const problems: Problem[] = [];
  const venues = new Map<string, Venue>();
  data.venues.forEach((venue, index) => {
    if (venues.has(venue.place)) {
      problems.push({ file, field: toFieldName(['venues', index, 'place']), message: `${quoted(venue.place)} is listed twice; keep one entry per place` });
    }
    venues.set(venue.place, venue);
  });
  return { value: venues, problems };
}

function validateDataFile<S extends z.ZodObject>(
  source: SourceFile | undefined,
  expectedPath: string,
  schema: S,
  problems: Problem[],
  memoize: Memoize,
): DataFile<z.infer<S>> {
  if (!source) {
    problems.push({ file: expectedPath, message: 'is missing; the site cannot be built without it (see content/README.md)' });
    return {};
  }
  const checked = memoize(source, (file) => parseDataFile(file, schema));
  problems.push(...checked.problems);
  return checked;
}

export function parseDataFile<S extends z.ZodObject>(source: SourceFile, schema: S): Checked<z.infer<S>> & DataFile<z.infer<S>> {
  const parsed = readFrontMatter(source.path, source.text);
  if (!parsed.ok) return { problems: [parsed.problem] };
  const problems: Problem[] = [];
  if (parsed.body.trim() !== '') {
    problems.push({ file: source.path, message: 'has text after the front-matter, which is not shown anywhere; move it into a field, or delete it' });
  }
  const result = schema.safeParse(parsed.data, { reportInput: true });
  if (!result.success) {
    problems.push(...toProblems(source.path, result.error.issues, schema));
    return { problems: toFileOrder(parsed.data, problems), raw: parsed.data };
  }
  return { value: result.data, raw: parsed.data, problems };
}

// Validation at the door: raw front-matter becomes typed content, or every problem is reported.
import type * as z from 'zod';
import type { Problem } from '../errors.ts';
import { toStem, validateConcert } from './concert.ts';
import { parseDataFile, type DataFile } from './frontmatter.ts';
import { checkImages } from './static-refs.ts';
import { toFieldName } from './issues.ts';
import { homeSchema, siteSchema, supportersSchema, venuesSchema, quoted } from './schema.ts';
import type { Concert, Content, Home, LoadedContent, Site, SourceFile, Venue } from './types.ts';

/**
 * `warnings` do not stop the build. `valid` is what did pass, for the checks that need the concerts
 * grouped (src/concerts/featured.ts), so that their problems are reported with these.
 */
export type Validated =
  | { ok: true; content: Content; warnings: string[] }
  | { ok: false; problems: Problem[]; valid: { concerts: Concert[]; home?: Home } };

/** Each source file checked on its own: what it gives depends on its text alone, so the dev server may keep it. */
export type CheckedFiles = ReturnType<typeof checkFiles>;

type CheckFile = <T>(file: SourceFile, check: (file: SourceFile) => T) => T;

/** `apply` runs each check; the dev server's remembers. */
export function checkFiles(loaded: LoadedContent, apply: CheckFile = (file, check) => check(file)) {
  return {
    concerts: loaded.concerts.map((file) => apply(file, validateConcert)),
    site: loaded.site && apply(loaded.site, (file) => toSite(parseDataFile(file, siteSchema))),
    home: loaded.home && apply(loaded.home, (file) => parseDataFile(file, homeSchema)),
    supporters: loaded.supporters && apply(loaded.supporters, (file) => parseDataFile(file, supportersSchema)),
    venues: loaded.venues && apply(loaded.venues, (file) => toVenueMap(file.path, parseDataFile(file, venuesSchema))),
  };
}

/** `files` is what checkFiles gave for `loaded`; the dev server hands in the files it kept from the last build. */
export function validateContent(loaded: LoadedContent, drafts: DraftMode = 'omit', files: CheckedFiles = checkFiles(loaded)): Validated {
  const problems: Problem[] = [];
  const checked = files.concerts.flatMap((result) => {
    if (result.ok) return [result.value];
    problems.push(...result.problems);
    return [];
  });

  // site.md, home.md and supporters.md are required; their images must be in static/.
  const required = <T>(file: DataFile<T> | undefined, kind: 'site' | 'home' | 'supporters'): T | undefined => {
    const path = loaded[kind]?.path ?? `content/${kind}.md`;
    if (!file) {
      problems.push({ file: path, message: 'fail puudub; ilma selleta saiti ei ehitata (vaata content/README.md).' });
      return undefined;
    }
    problems.push(...file.problems);
    checkImages(path, file.raw, loaded.staticFiles, problems);
    return file.value;
  };
  const site = required(files.site, 'site');
  const homeData = required(files.home, 'home');
  const supportersData = required(files.supporters, 'supporters');
  const { concerts, home, notices: draftNotices } = omitDrafts(checked, homeData, drafts, loaded.home?.path ?? 'content/home.md');
  // venues.md may be left out: no addresses.
  problems.push(...(files.venues?.problems ?? []));
  const venues = files.venues?.value ?? NO_VENUES;
  checkConcertNames(loaded.concerts, problems);

  if (problems.length > 0 || !site || !home || !supportersData) return { ok: false, problems, valid: { concerts, home } };
  const places = new Set(concerts.map((concert) => concert.place));
  const unknownPlaces = [...places]
    .filter((place) => !venues.has(place))
    .sort()
    .map((place) => `content/venues.md: kohal ${quoted(place)} pole aadressi; otsingumootorid näitavad kohta ilma aadressita.`);
  const warnings = [...draftNotices, ...unknownPlaces];
  return { ok: true, content: { site, home, venues, supporters: supportersData.supporters ?? NO_SUPPORTERS, concerts }, warnings };
}

const NO_SUPPORTERS: never[] = [];

/** `navLinks` may be left out: no links. */
function toSite(file: DataFile<z.infer<typeof siteSchema>>): DataFile<Site> {
  return { ...file, value: file.value && { ...file.value, navLinks: file.value.navLinks ?? [] } };
}

const NO_VENUES = new Map<string, Venue>();

function toVenueMap(file: string, parsed: DataFile<z.infer<typeof venuesSchema>>): DataFile<Map<string, Venue>> {
  if (!parsed.value) return { problems: parsed.problems };
  const problems = [...parsed.problems];
  const venues = new Map<string, Venue>();
  parsed.value.venues.forEach((venue, index) => {
    if (venues.has(venue.place)) {
      problems.push({ file, field: toFieldName(['venues', index, 'place']), message: `${quoted(venue.place)} on loendis kaks korda; jäta iga koha kohta üks kirje.` });
    }
    venues.set(venue.place, venue);
  });
  return { value: venues, problems };
}

/** A concert page's address is its file's stem, whatever folder the file is in: two files may not share one. */
function checkConcertNames(files: readonly SourceFile[], problems: Problem[]): void {
  const first = new Map<string, string>();
  for (const file of files) {
    const stem = toStem(file.path);
    const other = first.get(stem);
    if (other === undefined) first.set(stem, file.path);
    else problems.push({ file: file.path, message: `faili nimi "${stem}.md" on sama mis failil ${other}; kontserdi aadress on tema faili nimi, kaustast sõltumata, seega nimeta üks neist ümber, näiteks "${stem}-2.md".` });
  }
}

// Drafts (`draft: true`) are kept off the built site as if their files were absent and shown by the dev
// server: applied once, right after checking, so that nothing later sees a draft in a build.

/** `omit`: `npm run build`. `show`: the dev server, drafts marked. */
export type DraftMode = 'omit' | 'show';

/**
 * A featured item naming a draft is left off the home page with a notice, never an error: preparing
 * next season must not stop a deploy. `home` keeps its identity when nothing is left off.
 */
export function omitDrafts(concerts: Concert[], home: Home | undefined, mode: DraftMode, homeFile: string): { concerts: Concert[]; home: Home | undefined; notices: string[] } {
  const drafts = new Set(concerts.filter((concert) => concert.draft).map((concert) => concert.stem));
  if (mode === 'show' || drafts.size === 0) return { concerts, home, notices: [] };
  const published = concerts.filter((concert) => !concert.draft);
  if (!home) return { concerts: published, home, notices: [] };
  const notices: string[] = [];
  const featured = home.featured.filter((item, index) => {
    if (!drafts.has(item.concert)) return true;
    notices.push(`${homeFile}: featured[${index + 1}].concert ${quoted(item.concert)} on mustand; esileht jätab selle välja, kuni kontserdi failist on eemaldatud draft: true.`);
    return false;
  });
  return { concerts: published, home: notices.length > 0 ? { ...home, featured } : home, notices };
}

// The build's checks for one entry of the editor, with the build's own functions and words: a concert
// file alone, and home.md against the concert files the editor has loaded.
import { groupConcerts, toGroupsByStem, type ConcertGroup } from '../../../concerts/group.ts';
import { checkFeatured } from '../../../concerts/check-featured.ts';
import { toFeaturedConcerts, type FeaturedConcert } from '../../../concerts/featured.ts';
import { validateConcert } from '../../../content/concert.ts';
import { homeSchema, siteSchema, supportersSchema } from '../../../content/schema.ts';
import { parseDataFile } from '../../../content/frontmatter.ts';
import type { Concert, Home, Site, SourceFile, Supporter } from '../../../content/types.ts';
import type { Problem } from '../../../errors.ts';

export type CheckedEntry =
  | { kind: 'concert'; problems: Problem[]; group?: ConcertGroup }
  | { kind: 'home'; problems: Problem[]; featured?: FeaturedConcert[] }
  | { kind: 'supporters'; problems: Problem[]; supporters?: Supporter[] }
  | { kind: 'site'; problems: Problem[]; site?: Site }
  | { kind: 'other'; problems: Problem[] };

/** `concerts` are every concert file as the editor last loaded them; without them home.md's references wait. */
export function checkEntry(source: SourceFile, concerts?: readonly SourceFile[]): CheckedEntry {
  if (source.path.startsWith('content/concerts/')) return checkConcert(source);
  switch (source.path) {
    case 'content/home.md':
      return checkHome(source, concerts);
    case 'content/supporters.md': {
      const { value, problems } = parseDataFile(source, supportersSchema);
      return { kind: 'supporters', problems, supporters: value && (value.supporters ?? []) };
    }
    case 'content/site.md': {
      const { value, problems } = parseDataFile(source, siteSchema);
      return { kind: 'site', problems, site: value && { ...value, navLinks: value.navLinks ?? [] } };
    }
    default:
      return { kind: 'other', problems: [] };
  }
}

function checkConcert(source: SourceFile): CheckedEntry {
  const result = validateConcert(source);
  if (!result.ok) return { kind: 'concert', problems: result.problems };
  // On its own: the placeholders the build would join to it are other files.
  return { kind: 'concert', problems: [], group: groupConcerts([result.value])[0] };
}

function checkHome(source: SourceFile, files: readonly SourceFile[] | undefined): CheckedEntry {
  const { value, problems } = parseDataFile(source, homeSchema);
  if (!value || !files) return { kind: 'home', problems };
  const home: Home = value;
  const concerts = files.flatMap((file): Concert[] => {
    const result = validateConcert(file);
    return result.ok ? [result.value] : [];
  });
  const byStem = toGroupsByStem(groupConcerts(concerts));
  checkFeatured(source.path, home, files, byStem, problems);
  return { kind: 'home', problems, featured: toFeaturedConcerts(home, byStem) };
}

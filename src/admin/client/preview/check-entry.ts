// The build's checks for one entry of the editor, with the build's own functions and words: a concert
// file alone, and home.md against the concert files the editor has loaded.
import { groupConcerts, toGroupsByStem, type ConcertGroup } from '../../../concerts/group.ts';
import { checkFeatured, toFeaturedConcerts, type FeaturedConcert } from '../../../concerts/featured.ts';
import { validateConcert } from '../../../content/concert.ts';
import { homeSchema, siteSchema, supportersSchema } from '../../../content/schema.ts';
import { parseDataFile } from '../../../content/frontmatter.ts';
import type { SourceFile } from '../../../content/types.ts';
import type { Problem } from '../../../errors.ts';

/** What the build would say of the entry; `concerts` as for checkHome. */
export function checkEntry(source: SourceFile, concerts?: readonly SourceFile[]): Problem[] {
  if (source.path.startsWith('content/concerts/')) return checkConcert(source).problems;
  if (source.path === 'content/home.md') return checkHome(source, concerts).problems;
  if (source.path === 'content/supporters.md') return parseDataFile(source, supportersSchema).problems;
  if (source.path === 'content/site.md') return parseDataFile(source, siteSchema).problems;
  return [];
}

export function checkConcert(source: SourceFile): { problems: Problem[]; group?: ConcertGroup } {
  const result = validateConcert(source);
  if (!result.ok) return { problems: result.problems };
  // On its own: the placeholders the build would join to it are other files.
  return { problems: [], group: groupConcerts([result.value])[0] };
}

/** `files` are every concert file as the editor last loaded them; without them home.md's references wait. */
export function checkHome(source: SourceFile, files?: readonly SourceFile[]): { problems: Problem[]; featured?: FeaturedConcert[] } {
  const { value, problems } = parseDataFile(source, homeSchema);
  if (!value || !files) return { problems };
  const concerts = files.map((file) => validateConcert(file)).flatMap((result) => (result.ok ? [result.value] : []));
  const byStem = toGroupsByStem(groupConcerts(concerts));
  checkFeatured(source.path, value, files, byStem, problems);
  return { problems, featured: toFeaturedConcerts(value, byStem) };
}

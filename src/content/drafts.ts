// Drafts (`draft: true`): kept off the built site as if their files were absent, shown by the dev
// server. Applied once, right after checking, so that nothing later sees a draft in a build.
import { quoted } from './schema.ts';
import type { Concert, Home } from './types.ts';

/** `omit`: `npm run build`. `show`: the dev server, drafts marked. */
export type DraftMode = 'omit' | 'show';

/**
 * A featured item naming a draft is left off the home page with a notice, never an error: preparing
 * next season must not stop a deploy. `home` keeps its identity when nothing is left off.
 */
export function omitDrafts(concerts: Concert[], home: Home | undefined, mode: DraftMode, homeFile: string): { concerts: Concert[]; home: Home | undefined; notices: string[] } {
  if (mode === 'show') return { concerts, home, notices: [] };
  const drafts = new Set(concerts.filter((concert) => concert.draft).map((concert) => concert.stem));
  if (drafts.size === 0) return { concerts, home, notices: [] };
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

// Performer lines as search engines should read them: each a person or an ensemble by name alone, without
// the instrument in parentheses or a leading role ("> kontsertmeister Liisa Õunapuu"); "A ja B" is two.
// What cannot be read with confidence is left out rather than guessed.
import type { Performer } from '../content/types.ts';

export interface PerformerName {
  type: 'Person' | 'PerformingGroup';
  name: string;
}

/** Words inside an ensemble's name (often as part of a compound: Keelpillikvartett, Kammerkoor). */
const ENSEMBLE = /orkester|ansambel|kvartett|kvintett|sekstett|septett|oktett|trio|duo|koor|kapell|sinfoniett|filharmoonia|consort|ensemble|orchestra|quartet|choir|band/iu;

/** A role written before a name: "kontsertmeister", "dirigent", "solist"; names start with a capital. */
const LEADING_ROLE = /^(?:\p{Ll}[\p{L}-]*\.?\s+)+/u;

/** Two to five words, each starting with a capital ("Liisa Õunapuu", "J. S. Bach", "Anna-Liisa Kask"). */
const PERSON_NAME = /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,4}$/u;

/** Parts joined by "ja", "&" or commas name one performer each. */
const SEPARATOR = /\s*,\s*|\s+(?:ja|&)\s+/u;

export function toPerformerNames(performers: readonly Performer[]): PerformerName[] {
  // Each name once, where it first comes.
  const byName = new Map(performers.flatMap(toKnownNames).map((entry) => [`${entry.type}:${entry.name}`, entry]));
  return [...byName.values()];
}

/** The same lines come back concert after concert: each is read once per process, its entries shared. */
const known = new Map<string, readonly PerformerName[]>();

function toKnownNames(performer: Performer): readonly PerformerName[] {
  const key = `${performer.indented ? 1 : 0}${performer.text}`;
  let names = known.get(key);
  if (!names) known.set(key, (names = toNames(performer)));
  return names;
}

function toNames({ text, indented }: Performer): PerformerName[] {
  // An instrument or role in parentheses says the line names people.
  const hasRole = /\([^)]*\)/.test(text);
  const bare = text.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();
  return bare.split(SEPARATOR).flatMap((part): PerformerName[] => {
    const withoutRole = part.replace(LEADING_ROLE, '').trim();
    const roleWord = withoutRole !== part.trim();
    if (withoutRole === '') return [];
    if (ENSEMBLE.test(withoutRole) && !roleWord) return [{ type: 'PerformingGroup', name: withoutRole }];
    // Without a role or an indent, two capitalised words may as well be an ensemble ("Vox Clamantis").
    if (PERSON_NAME.test(withoutRole) && (hasRole || roleWord || indented)) return [{ type: 'Person', name: withoutRole }];
    return [];
  });
}

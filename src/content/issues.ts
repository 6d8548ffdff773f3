// Turns the schema library's findings into sentences a maintainer can act on.
import * as z from 'zod';
import type { Problem } from '../errors.ts';
import { editDistance } from '../lib/nearest.ts';
import { FIELD_EXAMPLES, quoted } from './schema.ts';

/** Characters a word processor leaves in pasted text that no one can see. */
const INVISIBLE = /[\u00a0\u00ad\u200b-\u200f\u2060\ufeff]/;

export function toProblems(file: string, issues: readonly z.core.$ZodIssue[], schema: z.ZodType): Problem[] {
  // "emial" for "email" is one mistake: the line that suggests email says it all, so "email is missing" is left out.
  const suggested = new Set<string>();
  const problems = issues.flatMap((issue): (Problem & { missing?: boolean })[] => {
    if (issue.code === 'unrecognized_keys') {
      // An unknown key inside a list item is checked against that item's fields, not the file's.
      const knownFields = toKnownFields(schema, issue.path);
      const where = issue.path.length > 0 ? `${toFieldName(issue.path)} väljad on` : 'väljad on';
      return issue.keys.map((key) => {
        const field = toFieldName([...issue.path, key]);
        const invisible = INVISIBLE.exec(key)?.[0];
        if (invisible) {
          const code = `U+${(invisible.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
          return { file, field, message: `ei ole tuntud väli: selle nimes on nähtamatu märk (${code}), nagu tekstitöötlusest kopeeritud tekstis juhtub; kirjuta nimi uuesti.` };
        }
        const close = knownFields.find((name) => editDistance(name.toLowerCase(), key.toLowerCase()) <= 2);
        if (close) suggested.add(toFieldName([...issue.path, close]));
        return { file, field, message: `ei ole tuntud väli${close ? ` (kas mõtlesid ${close}?)` : ''}; ${where} ${knownFields.join(', ')}.` };
      });
    }
    const field = toFieldName(issue.path) || undefined;
    if (issue.code === 'invalid_type') return [{ file, field, message: describeTypeIssue(issue), missing: issue.input === undefined }];
    return [{ file, field, message: issue.message }];
  });
  return problems
    .filter((problem) => !(problem.missing && suggested.has(problem.field ?? '')))
    .map(({ missing: _, ...problem }) => problem);
}

/** As a maintainer reads down the file: problems with the whole file first, missing fields last. */
export function toFileOrder(data: Record<string, unknown>, problems: Problem[]): Problem[] {
  const keys = Object.keys(data);
  const rank = (problem: Problem): number => {
    if (!problem.field) return -1;
    const index = keys.indexOf(problem.field.split(' ')[0] ?? '');
    return index === -1 ? keys.length : index;
  };
  return [...problems].sort((a, b) => rank(a) - rank(b));
}

/** `["scheduleLines", 0]` → composer, piece. */
function toKnownFields(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: unknown = schema;
  for (const part of path) {
    const at = unwrapSchema(current);
    if (typeof part === 'number') current = at instanceof z.ZodArray ? at.element : undefined;
    else current = at instanceof z.ZodObject ? at.shape[String(part)] : undefined;
  }
  const target = unwrapSchema(current);
  return target instanceof z.ZodObject ? Object.keys(target.shape) : [];
}

/** Looks through `.optional()` and `z.preprocess()` to the schema that holds the fields. */
function unwrapSchema(schema: unknown): unknown {
  if (schema instanceof z.ZodOptional) return unwrapSchema(schema.unwrap());
  return schema instanceof z.ZodPipe ? unwrapSchema(schema.out) : schema;
}

/** `["scheduleLines", 1, "composer"]` → `scheduleLines[2].composer`: counted from one, as maintainers count. */
export function toFieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part + 1}]` : index === 0 ? String(part) : `.${String(part)}`))
    .join('');
}

/** Text fields written in digits, which YAML reads as a number unless they are quoted. */
const DIGIT_FIELDS = new Set(['time', 'endTime', 'date', 'registryCode', 'phone', 'postalCode']);

function describeTypeIssue(issue: z.core.$ZodIssueInvalidType): string {
  const last = issue.path[issue.path.length - 1];
  const example = typeof last === 'string' ? FIELD_EXAMPLES[last] : undefined;
  if (issue.input === undefined) {
    return example ? `puudub; see on kohustuslik, näiteks ${example}.` : 'puudub; see on kohustuslik.';
  }
  if (typeof last === 'string' && DIGIT_FIELDS.has(last) && typeof issue.input === 'number') {
    return `loeti arvuna ${issue.input}; pane väärtus jutumärkidesse${example ? `, näiteks ${example}` : ''}.`;
  }
  // A number or a yes/no is where quotes and units slip in ("12 €", "jah"): the example shows the bare value.
  const bare = issue.expected === 'number' || issue.expected === 'boolean';
  const write = example ? (bare ? `; kirjuta see ilma jutumärkideta, näiteks ${example}` : `; kirjuta näiteks ${example}`) : '';
  return `peab olema ${EXPECTED[issue.expected] ?? issue.expected}, mitte ${describeValue(issue.input)}${write}.`;
}

const EXPECTED: Record<string, string> = {
  string: 'tekst',
  array: 'loend (iga rida eraldi, "- " rea alguses)',
  object: 'väljade kogum ("nimi: väärtus")',
  number: 'arv',
  boolean: 'true või false',
};

function describeValue(value: unknown): string {
  if (value === null) return 'tühi (kooloni järel pole midagi)';
  if (typeof value === 'string') return `tekst ${quoted(value)}`;
  if (typeof value === 'number') return `arv ${value}`;
  if (typeof value === 'boolean') return `jah/ei-väärtus ${value}`;
  if (Array.isArray(value)) return 'loend';
  if (typeof value === 'object') return 'väljade kogum';
  return typeof value;
}

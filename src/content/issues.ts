// Turns the schema library's findings into sentences a maintainer can act on.
import type * as z from 'zod';
import type { Problem } from '../errors.ts';
import { FIELD_EXAMPLES, quoted } from './schema.ts';

export function toProblems(file: string, issues: readonly z.core.$ZodIssue[], knownFields: readonly string[]): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file,
        field: toFieldName([...issue.path, key]),
        message: `is not a known field${suggest(key, knownFields)}; the fields are ${knownFields.join(', ')}`,
      }));
    }
    const field = toFieldName(issue.path) || undefined;
    if (issue.code === 'invalid_type') return [{ file, field, message: describeTypeIssue(issue) }];
    return [{ file, field, message: issue.message }];
  });
}

/** `["scheduleLines", 1, "composer"]` → `scheduleLines item 2 composer`: maintainers count from one. */
export function toFieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part) => (typeof part === 'number' ? `item ${part + 1}` : String(part)))
    .join(' ');
}

function describeTypeIssue(issue: z.core.$ZodIssueInvalidType): string {
  const last = issue.path[issue.path.length - 1];
  const example = typeof last === 'string' ? FIELD_EXAMPLES[last] : undefined;
  if (issue.input === undefined) {
    return example ? `is missing; it is required, e.g. ${example}` : 'is missing; it is required';
  }
  if ((last === 'time' || last === 'date' || last === 'registryCode' || last === 'phone') && typeof issue.input === 'number') {
    return `was read as the number ${issue.input}; put the value in quotes, e.g. ${example ?? `${String(last)}: "…"`}`;
  }
  return `must be ${describeExpected(issue.expected)}, not ${describeValue(issue.input)}`;
}

function describeExpected(expected: string): string {
  switch (expected) {
    case 'string':
      return 'text';
    case 'array':
      return 'a list (one "- " line per item)';
    case 'object':
      return 'a set of fields ("name: value")';
    default:
      return expected;
  }
}

export function describeValue(value: unknown): string {
  if (value === null) return 'empty (nothing after the colon)';
  if (typeof value === 'string') return `the text ${quoted(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `the yes/no value ${value}`;
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a set of fields';
  return typeof value;
}

function suggest(key: string, known: readonly string[]): string {
  const lower = key.toLowerCase();
  const close = known.find((name) => name.toLowerCase() === lower || editDistance(name.toLowerCase(), lower) <= 2);
  return close ? ` (did you mean ${close}?)` : '';
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

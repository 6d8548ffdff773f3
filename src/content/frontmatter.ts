// The only place that reads front-matter: gray-matter splits the file, js-yaml (YAML 1.2 core schema,
// so `19:00` stays text) reads it, and nothing can run code.
import matter from 'gray-matter';
import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';
import type { Problem } from '../errors.ts';
import { describeYamlError, toFieldAt } from './yaml-problems.ts';

export type FrontMatter = { ok: true; data: Record<string, unknown>; body: string } | { ok: false; problem: Problem };

// `---yaml` and `---yml` name the language we read anyway; any other name is refused.
const OPENING = /^---(?:ya?ml)?[ \t]*\n/i;
const OPENING_WITH_LANGUAGE = /^---[ \t]*(\S+)/;
const CLOSING = /\n---[ \t]*(\n|$)/;
/** How many values aliases (`*name`) may repeat in all: far above any real file, far below an alias bomb. */
const MAX_ALIASED_VALUES = 10_000;

function refuseEngine(): never {
  throw new Error('front-matter must be YAML');
}

const ENGINES = {
  yaml: { parse: readYaml, stringify: refuseEngine },
  // gray-matter evaluates `---js` blocks with eval by default; content must never run code.
  js: { parse: refuseEngine },
  javascript: { parse: refuseEngine },
  json: { parse: refuseEngine },
  coffee: { parse: refuseEngine },
  coffeescript: { parse: refuseEngine },
  cson: { parse: refuseEngine },
  toml: { parse: refuseEngine },
};

class YamlProblem extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * js-yaml rather than the `yaml` package: ten times faster on concert files, which is most of a
 * build of thousands of entries. The core schema knows no tags that build objects, and duplicate
 * keys are errors.
 */
function readYaml(text: string): object {
  let data: unknown;
  try {
    data = load(text, { schema: CORE_SCHEMA });
  } catch (error) {
    // Thousands of nested brackets exhaust the parser's stack before they make a value.
    if (error instanceof RangeError) throw new YamlProblem('nests lists or fields too deeply to be read; write plain text, lists and fields only');
    if (!(error instanceof YAMLException)) throw error;
    // js-yaml counts lines and columns from 0.
    const problem = describeYamlError(text, error.reason, error.mark.line + 1, error.mark.column + 1);
    throw new YamlProblem(problem.message, problem.line, problem.column, problem.field);
  }
  // An alias shares its value instead of copying it, so an alias bomb costs nothing until something walks it.
  if (text.includes('*')) checkAliases(data);
  return (data ?? {}) as object;
}

/**
 * Walks what aliases share before anything else does: a value that holds itself (`&a [*a]`) would
 * send every later step round for ever, and one reached again too often is an alias bomb.
 */
function checkAliases(data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  const seen = new Set<object>();
  let repeated = 0;
  const walk = (value: unknown, ancestors: Set<object>, field: string): void => {
    if (typeof value !== 'object' || value === null) return;
    if (ancestors.has(value)) {
      throw new YamlProblem('refers to itself through a YAML alias (*name); write the values out in full', undefined, undefined, field);
    }
    if (seen.has(value) && ++repeated > MAX_ALIASED_VALUES) {
      throw new YamlProblem('uses too many YAML aliases (*name); write the values out in full', undefined, undefined, field);
    }
    seen.add(value);
    ancestors.add(value);
    for (const child of Object.values(value)) walk(child, ancestors, field);
    ancestors.delete(value);
  };
  for (const [field, value] of Object.entries(data)) walk(value, new Set([data]), field);
}

/** Splits a content file into its front-matter data and body, or says in one sentence why it can't. */
export function readFrontMatter(file: string, raw: string): FrontMatter {
  // gray-matter looks for "\n---", so Windows line endings are folded first.
  const text = (raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw).replace(/\r\n?/g, '\n');
  const fail = (message: string, line?: number, column?: number, field?: string): FrontMatter => ({
    ok: false,
    problem: { file, field, message, line, column },
  });

  if (text.trim() === '') return fail('is empty; it must start with a front-matter block between two "---" lines');
  if (text.includes('\u0000')) {
    // Windows Notepad's "Unicode" is UTF-16: every other byte of Latin text is zero.
    const utf16 = (text.match(/\u0000/g)?.length ?? 0) > text.length / 3;
    return fail(utf16 ? 'is saved as UTF-16 ("Unicode"); save it again as UTF-8' : 'is not a text file (it holds binary data); save it as UTF-8 text');
  }
  // Bytes that are not UTF-8 were read as U+FFFD: the letters would show broken on the site.
  const broken = text.indexOf('\uFFFD');
  if (broken !== -1) {
    const line = text.slice(0, broken).split('\n').length;
    const field = toFieldAt(text, line);
    return fail(`${field ? 'holds' : 'has'} letters that are not UTF-8 (saved as Windows-1252 or Latin-1?); save the file again as UTF-8`, line, undefined, field);
  }
  const language = OPENING_WITH_LANGUAGE.exec(text);
  if (language && !OPENING.test(text)) {
    return fail(`front-matter must be YAML, not "${language[1]}"; start the file with a line "---" alone`, 1);
  }
  if (!OPENING.test(text)) {
    if (OPENING.test(text.trimStart())) return fail('has empty lines before the opening "---"; delete them, so that "---" is the first line', 1);
    return fail('must start with a line "---" that opens the front-matter', 1);
  }
  const rest = text.replace(OPENING, '');
  if (!CLOSING.test('\n' + rest)) {
    return fail('front-matter is never closed; add a line "---" after the last field');
  }

  try {
    const parsed = matter(text, { engines: ENGINES, language: 'yaml' });
    const data: unknown = parsed.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return fail('front-matter must be a set of fields ("name: value"), not a list or a single value', 2);
    }
    return { ok: true, data: data as Record<string, unknown>, body: parsed.content };
  } catch (error) {
    if (error instanceof YamlProblem) {
      // gray-matter hands over the block with the newline after "---" kept, so its lines are the file's.
      return fail(error.message, error.line, error.column, error.field);
    }
    const message = error instanceof Error ? error.message : String(error);
    return fail(`front-matter could not be read: ${message}`);
  }
}

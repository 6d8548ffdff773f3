// The only place that reads front-matter: gray-matter splits the file, the `yaml` package
// (YAML 1.2 core schema, so `19:00` stays text) reads it, and nothing can run code.
import matter from 'gray-matter';
import { parseDocument } from 'yaml';
import type { Problem } from '../errors.ts';

export type FrontMatter = { ok: true; data: Record<string, unknown>; body: string } | { ok: false; problem: Problem };

// `---yaml` and `---yml` name the language we read anyway; any other name is refused.
const OPENING = /^---(?:ya?ml)?[ \t]*\n/i;
const OPENING_WITH_LANGUAGE = /^---[ \t]*(\S+)/;
const CLOSING = /\n---[ \t]*(\n|$)/;

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

const TOP_LEVEL_KEY = /^([A-Za-z_][\w-]*)[ \t]*:/;

/** The top-level field whose value holds a line, so that a YAML problem names a field like any other. */
function toFieldAt(text: string, line: number): string | undefined {
  const lines = text.split('\n');
  for (let index = line - 1; index >= 0; index--) {
    const candidate = lines[index] ?? '';
    if (/^[^\s#]/.test(candidate)) return TOP_LEVEL_KEY.exec(candidate)?.[1];
  }
  return undefined;
}

function readYaml(text: string): object {
  const doc = parseDocument(text, {
    schema: 'core',
    uniqueKeys: true,
    strict: true,
    prettyErrors: true,
  });
  // Unknown tags such as `!!js/function` are only warnings to the yaml package; to us they are errors.
  const first = doc.errors[0] ?? doc.warnings[0];
  if (first) {
    const position = first.linePos?.[0];
    const field = position ? toFieldAt(text, position.line) : undefined;
    throw new YamlProblem(describeYamlError(first.code, first.message, field), position?.line, position?.col, field);
  }
  try {
    // maxAliasCount stops a "billion laughs" alias bomb long before it costs memory.
    return doc.toJS({ maxAliasCount: 50 }) as object;
  } catch {
    throw new YamlProblem('uses too many YAML aliases (*name); write the values out in full');
  }
}

function describeYamlError(code: string, message: string, field: string | undefined): string {
  const firstLine = message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? message;
  switch (code) {
    case 'DUPLICATE_KEY':
      return field ? 'is written twice; keep one' : `the same field is written twice (${firstLine}); keep one`;
    case 'TAG_RESOLVE_FAILED':
      return `uses a YAML tag that is not allowed (${firstLine}); write plain text, lists and fields only`;
    default:
      return `is not valid YAML: ${firstLine}`;
  }
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
  if (text.includes('\u0000')) return fail('is not a text file (it holds binary data); save it as UTF-8 text');
  const language = OPENING_WITH_LANGUAGE.exec(text);
  if (language && !OPENING.test(text)) {
    return fail(`front-matter must be YAML, not "${language[1]}"; start the file with a line "---" alone`, 1);
  }
  if (!OPENING.test(text)) return fail('must start with a line "---" that opens the front-matter', 1);
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

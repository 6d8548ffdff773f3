// The only place that reads front-matter: gray-matter splits the file, js-yaml (YAML 1.2 core schema,
// so `19:00` stays text) reads it, and nothing can run code.
import matter from 'gray-matter';
import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';
import type * as z from 'zod';
import type { Problem } from '../errors.ts';
import { toFileOrder, toProblems } from './issues.ts';
import type { SourceFile } from './source.ts';
import { describeYamlError, toFieldAt } from './yaml-problems.ts';

export type FrontMatter = { ok: true; data: Record<string, unknown>; body: string } | { ok: false; problem: Problem };

// `---yaml` and `---yml` name the language we read anyway; any other name is refused.
const OPENING = /^---(?:ya?ml)?[ \t]*\n/i;
const OPENING_WITH_LANGUAGE = /^---[ \t]*(\S+)/;
const CLOSING = /\n---[ \t]*(\n|$)/;
/** How many values aliases (`*name`) may repeat in all: far above any real file, far below an alias bomb. */
const MAX_ALIASED_VALUES = 10_000;

const ENGINES = {
  yaml: readYaml,
  // gray-matter evaluates `---js` blocks with eval by default; content must never run code.
  javascript: (): never => {
    throw new Error('front-matter must be YAML');
  },
};

/** Thrown out of readYaml to readFrontMatter, which names the file. */
class YamlProblem extends Error {
  constructor(readonly problem: Omit<Problem, 'file'>) {
    super(problem.message);
  }
}

/** js-yaml rather than the `yaml` package: ten times faster on concert files. Duplicate keys are errors. */
function readYaml(text: string): object {
  let data: unknown;
  try {
    data = load(text, { schema: CORE_SCHEMA });
  } catch (error) {
    // Thousands of nested brackets exhaust the parser's stack before they make a value.
    if (error instanceof RangeError) throw new YamlProblem({ message: 'fail sisaldab loendeid või välju üksteise sees nii sügavalt, et seda ei saa lugeda; kirjuta ainult teksti, loendeid ja välju.' });
    if (!(error instanceof YAMLException)) throw error;
    // js-yaml counts lines and columns from 0.
    throw new YamlProblem(describeYamlError(text, error.reason, error.mark.line + 1, error.mark.column + 1));
  }
  // An alias shares its value instead of copying it, so an alias bomb costs nothing until something walks it.
  if (text.includes('*')) checkAliases(data);
  return (data ?? {}) as object;
}

/** A value that holds itself (`&a [*a]`) would send every later step round for ever; one reached too often is an alias bomb. */
function checkAliases(data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  const seen = new Set<object>();
  let repeated = 0;
  const walk = (value: unknown, ancestors: Set<object>, field: string): void => {
    if (typeof value !== 'object' || value === null) return;
    if (ancestors.has(value)) {
      throw new YamlProblem({ field, message: 'viitab YAML-i aliase (*nimi) kaudu iseendale; kirjuta väärtused täielikult välja.' });
    }
    if (seen.has(value) && ++repeated > MAX_ALIASED_VALUES) {
      throw new YamlProblem({ field, message: 'kasutab liiga palju YAML-i aliasi (*nimi); kirjuta väärtused täielikult välja.' });
    }
    seen.add(value);
    ancestors.add(value);
    for (const child of Object.values(value)) walk(child, ancestors, field);
    ancestors.delete(value);
  };
  for (const [field, value] of Object.entries(data)) walk(value, new Set([data]), field);
}

/** A content file's front-matter data and body, or one sentence saying why not. */
export function readFrontMatter(file: string, raw: string): FrontMatter {
  // gray-matter looks for "\n---", so Windows line endings are folded first.
  const text = (raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw).replace(/\r\n?/g, '\n');
  const fail = (message: string, line?: number, column?: number, field?: string): FrontMatter => ({
    ok: false,
    problem: { file, field, message, line, column },
  });

  if (text.trim() === '') return fail('fail on tühi; see peab algama väljadega kahe "---" rea vahel.');
  if (text.includes('\u0000')) {
    // Windows Notepad's "Unicode" is UTF-16: every other byte of Latin text is zero.
    const utf16 = (text.match(/\u0000/g)?.length ?? 0) > text.length / 3;
    return fail(utf16 ? 'fail on salvestatud UTF-16 kodeeringus („Unicode”); salvesta see uuesti UTF-8 kodeeringus.' : 'fail ei ole tekstifail (selles on binaarandmeid); salvesta see UTF-8 tekstina.');
  }
  // Bytes that are not UTF-8 were read as U+FFFD: the letters would show broken on the site.
  const broken = text.indexOf('\uFFFD');
  if (broken !== -1) {
    const line = text.slice(0, broken).split('\n').length;
    const field = toFieldAt(text, line);
    return fail(`${field ? 'sisaldab' : 'fail sisaldab'} tähti, mis pole UTF-8 kodeeringus (salvestatud Windows-1252 või Latin-1 kodeeringus?); salvesta fail uuesti UTF-8 kodeeringus.`, line, undefined, field);
  }
  if (!OPENING.test(text)) {
    const language = OPENING_WITH_LANGUAGE.exec(text)?.[1];
    if (language) return fail(`väljad peavad olema YAML-is, mitte "${language}"; alusta faili reaga, kus on ainult "---".`, 1);
    if (OPENING.test(text.trimStart())) return fail('enne esimest "---" rida on tühjad read; kustuta need, et "---" oleks esimene rida.', 1);
    return fail('fail peab algama reaga "---", mille järel tulevad väljad.', 1);
  }
  if (!CLOSING.test('\n' + text.replace(OPENING, ''))) return fail('väljade plokk jääb sulgemata; lisa viimase välja järele rida "---".');

  try {
    const parsed = matter(text, { engines: ENGINES, language: 'yaml' });
    const data: unknown = parsed.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return fail('kahe "---" rea vahel peavad olema väljad ("nimi: väärtus"), mitte loend või üksik väärtus.', 2);
    }
    return { ok: true, data: data as Record<string, unknown>, body: parsed.content };
  } catch (error) {
    if (error instanceof YamlProblem) {
      // gray-matter hands over the block with the newline after "---" kept, so its lines are the file's.
      const { message, line, column, field } = error.problem;
      return fail(message, line, column, field);
    }
    // gray-matter's own words are English; what it could not read is the block between the "---" lines.
    return fail('väljade plokki kahe "---" rea vahel ei saanud lugeda; kirjuta see YAML-is, iga väli kujul nimi: "väärtus".');
  }
}

/** A data file's schema-checked value, and its fields as read, for the checks that need no schema. */
export type DataFile<T> = { value?: T; problems: Problem[]; raw?: Record<string, unknown> };

/** Reads a content file and checks it against `schema`; `bodyField` is where text under the block could go. */
export function parseDataFile<S extends z.ZodObject>(source: SourceFile, schema: S, bodyField?: string): DataFile<z.infer<S>> {
  const parsed = readFrontMatter(source.path, source.text);
  if (!parsed.ok) return { problems: [parsed.problem] };
  const problems: Problem[] = [];
  if (parsed.body.trim() !== '') {
    const where = bodyField ? `mõnda välja, näiteks ${bodyField},` : 'mõnda välja';
    problems.push({ file: source.path, message: `teise "---" rea järel on tekst, mida kusagil ei näidata; tõsta see ${where} või kustuta.` });
  }
  const result = schema.safeParse(parsed.data, { reportInput: true });
  if (!result.success) {
    problems.push(...toProblems(source.path, result.error.issues, schema));
    return { problems: toFileOrder(parsed.data, problems), raw: parsed.data };
  }
  return { value: result.data, raw: parsed.data, problems };
}

// A YAML syntax error as a maintainer can act on it: the field it belongs to, the line to look at,
// and what to write, rather than the parser's own words about where it gave up.

export interface YamlProblemAt {
  message: string;
  line: number;
  column?: number;
  field?: string;
}

const TOP_LEVEL_KEY = /^([A-Za-z_][\w-]*)[ \t]*:/;
/** A line whose value opens a quote that the line does not close: `place: "Tallinn` or `  - 'Tartu`. */
const OPEN_QUOTE = /^[ \t]*(?:-[ \t]+)?(?:[\w-]+[ \t]*:[ \t]*)?(?:"(?:[^"\\]|\\.)*|'(?:[^']|'')*)$/;
const TAB_INDENTED_KEY = /^\t+([A-Za-z_][\w-]*)[ \t]*:/;

/** The top-level field whose value holds a line (1-based), so that a YAML problem names a field like any other. */
export function toFieldAt(text: string, line: number): string | undefined {
  const lines = text.split('\n');
  for (let index = line - 1; index >= 0; index--) {
    const candidate = lines[index] ?? '';
    if (/^[^\s#]/.test(candidate)) return TOP_LEVEL_KEY.exec(candidate)?.[1];
  }
  return undefined;
}

/** js-yaml's reason and position (1-based line and column) → a sentence about a field. */
export function describeYamlError(text: string, reason: string, line: number, column: number): YamlProblemAt {
  const lines = text.split('\n');
  // A quote left open swallows the lines after it, and js-yaml stops somewhere further down.
  for (let index = Math.min(line, lines.length) - 1; index >= 0; index--) {
    if (!OPEN_QUOTE.test(lines[index] ?? '')) continue;
    const quote = /["']/.exec(lines[index] ?? '')?.[0] ?? '"';
    const field = toFieldAt(text, index + 1);
    return { line: index + 1, field, message: `is not valid YAML: the quote ${quote} opened on line ${index + 1} is never closed; end the text with ${quote}` };
  }
  // `\ttime: "19:00"` belongs to the field it names, not to the one above it.
  const tabbed = reason.includes('tab characters') ? TAB_INDENTED_KEY.exec(lines[line - 1] ?? '')?.[1] : undefined;
  if (tabbed) return { line, column, field: tabbed, message: 'is indented with a tab; start the line with the field name, or indent with spaces' };
  const field = toFieldAt(text, line);
  if (reason.startsWith('duplicated mapping key')) {
    return { line, column, field, message: field ? 'is written twice; keep one' : 'the same field is written twice; keep one' };
  }
  if (reason.startsWith('unknown tag')) {
    const tag = (/^unknown tag !<(.*)>/.exec(reason)?.[1] ?? '').replace(/^tag:yaml\.org,2002:/, '!!');
    return { line, column, field, message: `uses a YAML tag that is not allowed (${tag}); write plain text, lists and fields only` };
  }
  return { line, column, field, message: `is not valid YAML: ${reason}` };
}

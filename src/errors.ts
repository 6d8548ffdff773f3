/** One thing wrong with what a maintainer wrote, in a form that can be printed or sent to a browser. */
export interface Problem {
  /** Path relative to the project, with forward slashes, e.g. `content/concerts/2025-03-15.md`. */
  file: string;
  /** The field, e.g. `time` or `scheduleLines[2].composer`; absent when the whole file is wrong. */
  field?: string;
  /** A plain sentence: the rule, the value received and how to write it. */
  message: string;
  line?: number;
  column?: number;
}

export class SiteError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** Every content problem of one build, collected so that a maintainer sees all of them at once. */
export class ContentError extends SiteError {
  readonly problems: readonly Problem[];

  constructor(problems: readonly Problem[]) {
    const sorted = sortProblems(problems);
    super(sorted.map(formatProblem).join('\n'));
    this.problems = sorted;
  }
}

export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => compareText(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0),
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `content/x.md:4:7: date "31.02.2025" is not a real calendar date.` */
export function formatProblem(problem: Problem): string {
  const where = problem.line
    ? `${problem.file}:${problem.line}${problem.column ? `:${problem.column}` : ''}`
    : problem.file;
  const what = problem.field ? `${problem.field} ${problem.message}` : problem.message;
  return `${where}: ${what}`;
}

/** `DEBUG=1` asks for stacks; read without Node's types, as the editor's preview bundles this module too. */
function isDebug(): boolean {
  return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.DEBUG === '1';
}

/** Text for the terminal: content problems as they are, our own bugs marked as such. */
export function describeFailure(error: unknown, debug = isDebug()): string {
  if (error instanceof ContentError) {
    const count = error.problems.length;
    const heading = count === 1 ? 'The build stopped: 1 problem in content.' : `The build stopped: ${count} problems in content.`;
    return `${heading}\n${error.message}`;
  }
  if (error instanceof SiteError) return error.message;
  return describeBug(error, debug);
}

const BUG = 'Internal error:';

/**
 * A bug of our own, in one line that says so once (our own throws already start with "Internal
 * error:"); its stack, which only a developer can use, under DEBUG=1.
 */
function describeBug(error: unknown, debug: boolean): string {
  if (!(error instanceof Error)) return `${BUG} ${String(error)}`;
  const kind = error.name === 'Error' ? '' : `${error.name}: `;
  const line = error.message.startsWith(BUG) ? error.message : `${BUG} ${kind}${error.message}`;
  const frames = error.stack?.slice(error.stack.indexOf('\n    at ') + 1);
  return debug && frames && error.stack?.includes('\n    at ') ? `${line}\n${frames}` : line;
}

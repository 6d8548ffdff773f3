/** One thing wrong with what a maintainer wrote, in a form that can be printed or sent to a browser. */
export interface Problem {
  /** Path relative to the project, with forward slashes, e.g. `content/concerts/2025-03-15.md`. */
  file: string;
  /** The field, e.g. `time` or `scheduleLines[2].composer`; absent when the whole file is wrong. */
  field?: string;
  /**
   * One Estonian sentence that reads after the field's key (`time "25:00" ei ole kellaaeg; …`) and
   * after its label in the editor: what is wrong and what to write, with an example; a problem with
   * the whole file starts with "fail". No key inside it: the editor shows it as it is.
   */
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
    const sorted = [...problems].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || (a.line ?? 0) - (b.line ?? 0));
    super(sorted.map(formatProblem).join('\n'));
    this.problems = sorted;
  }
}

/** `content/x.md:4:7: date "31.02.2025" ei ole päris kuupäev; …` */
export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}${problem.column ? `:${problem.column}` : ''}` : problem.file;
  return `${where}: ${problem.field ? `${problem.field} ` : ''}${problem.message}`;
}

/** `DEBUG=1` asks for stacks; read without Node's types, as the editor's preview bundles this module too. */
function isDebug(): boolean {
  return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.DEBUG === '1';
}

/** Text for the terminal: content problems as they are, our own bugs marked as such. */
export function describeFailure(error: unknown, debug = isDebug()): string {
  if (error instanceof ContentError) return `Saiti ei ehitatud: sisus on ${error.problems.length} viga.\n${error.message}`;
  if (error instanceof SiteError && !error.message.startsWith(BUG)) return error.message;
  return `${BUG_HEADING}\n${describeBugLine(error, debug)}`;
}

const BUG = 'Internal error:';

/** Said before a bug of our own, so that a maintainer knows the content is not to blame and whom to tell. */
export const BUG_HEADING = 'Saiti ei ehitatud ehitaja enda vea tõttu, mitte sisu pärast; saada allolev rida arendajale.';

/** One English line for a developer, saying "Internal error:" once; the stack only under DEBUG=1. */
export function describeBugLine(error: unknown, debug = false): string {
  if (!(error instanceof Error)) return `${BUG} ${String(error)}`;
  const kind = error.name === 'Error' ? '' : `${error.name}: `;
  const line = error.message.startsWith(BUG) ? error.message : `${BUG} ${kind}${error.message}`;
  const frames = error.stack?.slice(error.stack.indexOf('\n    at ') + 1);
  return debug && frames && error.stack?.includes('\n    at ') ? `${line}\n${frames}` : line;
}

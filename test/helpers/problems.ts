import * as assert from 'uvu/assert';
import { formatProblem, type Problem } from '../../src/errors.ts';

/**
 * Passes when one problem names exactly this file and field (`undefined`: the whole file) and its
 * message holds `messagePart`; otherwise fails listing every problem that was reported.
 */
export function assertProblem(
  problems: readonly Problem[],
  file: string,
  field: string | undefined,
  messagePart: string,
): Problem {
  const found = problems.find(
    (problem) => problem.file === file && problem.field === field && problem.message.includes(messagePart),
  );
  const reported = problems.map((problem) => `  ${formatProblem(problem)} [field: ${problem.field ?? '-'}]`).join('\n');
  assert.ok(found, `no problem for ${file}, field ${field ?? '(whole file)'}, saying "${messagePart}"; reported:\n${reported || '  nothing'}`);
  return found;
}

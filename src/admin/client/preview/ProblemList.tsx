/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx reads the root tsconfig, which leaves src/admin/client/ to its own, for the unit tests.)
import { formatProblem, type Problem } from '../../../errors.ts';

export interface ProblemListProps {
  problems: readonly Problem[];
}

/**
 * The build's own lines, as `npm run build` prints them. Always in the page, empty when all is
 * well, so that a screen reader hears each new problem as it appears.
 */
export function ProblemList({ problems }: ProblemListProps) {
  return (
    <section className="editor-preview__problems" role="status" aria-live="polite" data-preview-problems hidden={problems.length === 0}>
      {problems.length > 0 && (
        <>
          <h2>Sellisena sait ei ehitu: {problems.length === 1 ? '1 viga' : `${problems.length} viga`}</h2>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>{formatProblem(problem)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

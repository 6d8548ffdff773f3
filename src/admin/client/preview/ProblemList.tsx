/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx reads the root tsconfig, which leaves src/admin/client/ to its own, for the unit tests.)
import type { Problem } from '../../../errors.ts';
import { toEditorLine } from './editor-lines.ts';

export interface ProblemListProps {
  problems: readonly Problem[];
}

/**
 * The build's own sentences, each under its field's label (editor-lines.ts). Always in the page,
 * empty when all is well, so that a screen reader hears each new problem as it appears.
 */
export function ProblemList({ problems }: ProblemListProps) {
  return (
    <section className="editor-preview__problems" role="status" aria-live="polite" data-preview-problems hidden={problems.length === 0}>
      {problems.length > 0 && (
        <>
          <h2>Sellisena sait ei ehitu: {problems.length === 1 ? '1 viga' : `${problems.length} viga`}</h2>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>{toEditorLine(problem)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

import type { ReactNode } from 'react';

export interface LinesProps {
  lines: readonly ReactNode[];
  /** `p` for lines that stand alone, `span` for the lines of one heading or address. */
  as?: 'p' | 'span';
  className: string;
}

/** Content's list of lines, one element each: a concert's notes, a heading's lines, an address. */
export function Lines({ lines, as: Line = 'p', className }: LinesProps) {
  return lines.map((line, index) => (
    <Line key={index} className={className}>
      {line}
    </Line>
  ));
}

// The build's problem lines as the editor shows them: the same sentence, under the field's own
// Estonian label rather than its key, and without the file's path, which the open form already is.
import type { Problem } from '../../../errors.ts';
import { FIELD_TEXTS } from '../../labels.ts';

/** `featured[2].concert` → `Esiletõstetud kontserdid nr 2 → Kontsert`; a key with no label stays as written. */
export function toFieldLabel(field: string): string {
  return field
    .split('.')
    .map((part) => {
      const name = part.replace(/\[\d+\]/g, '');
      const numbers = [...part.matchAll(/\[(\d+)\]/g)].map((match) => `nr ${match[1]}`);
      return [FIELD_TEXTS[name]?.label ?? name, ...numbers].join(' ');
    })
    .join(' → ');
}

/** `Kellaaeg: "25:00" ei ole kellaaeg; …`; a problem with the whole file is its sentence alone. */
export function toEditorLine(problem: Problem): string {
  if (problem.field) return `${toFieldLabel(problem.field)}: ${problem.message}`;
  return problem.message.charAt(0).toUpperCase() + problem.message.slice(1);
}

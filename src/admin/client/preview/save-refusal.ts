// A save the build's checks refuse, thrown from Decap's preSave event. Decap puts it in its toast,
// logs it and leaves the failed save's promise unhandled: the console is kept quiet about refusals alone.
import { describeBugLine } from '../../../errors.ts';

export class SaveRefusal extends Error {
  /** Decap's toast shows the error as text: the lines alone, without a name before them. */
  override name = '';

  constructor(lines: readonly string[]) {
    super(lines.join('\n'));
  }
}

/** Texts refused, to tell Decap's echoes of them from real failures. */
const refused = new Set<string>();

export const CHECK_BUG = 'Kirjet ei saanud kontrollida sisuhalduse enda vea tõttu, mitte sisu pärast; saada allolev rida arendajale.';

/** A bug of our own in `find` refuses the save too: an unchecked entry could stop the build. */
export async function refuseIfAny(find: () => Promise<readonly string[]>): Promise<void> {
  const lines = await find().catch((error: unknown) => {
    console.error(error);
    return [CHECK_BUG, describeBugLine(error)];
  });
  if (lines.length === 0) return;
  const refusal = new SaveRefusal(lines);
  refused.add(refusal.message);
  throw refusal;
}

/** Also silences the uncaught `undefined` by which Decap refuses a form with a field left wrong (its toast has said why). */
export function quietRefusals(): void {
  const logError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (args.length === 1 && args[0] instanceof SaveRefusal) return;
    logError(...args);
  };
  window.addEventListener('unhandledrejection', (event) => {
    if (event.reason === undefined || isRefusalFailure(event.reason)) event.preventDefault();
  });
}

/** Decap's failed save rejects with its failure action. */
function isRefusalFailure(reason: unknown): boolean {
  const failure = reason as { type?: string; payload?: { error?: unknown } } | null;
  return failure?.type === 'ENTRY_PERSIST_FAILURE' && typeof failure.payload?.error === 'string' && refused.has(failure.payload.error);
}

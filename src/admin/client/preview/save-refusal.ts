// A save that the build's checks refuse, thrown from Decap's preSave event. Decap puts what is
// thrown into its toast as text ("Kirjet ei saanud salvestada: %{details}"), logs it, and leaves the
// promise of the save it failed unhandled: the toast is the whole message to the editor, so the
// console stays quiet about refusals, and about nothing else.
import { describeBugLine } from '../../../errors.ts';

export class SaveRefusal extends Error {
  constructor(lines: readonly string[]) {
    super(lines.join('\n'));
    this.name = 'SaveRefusal';
  }

  /** The toast's text: the lines alone, where an Error's own would put "SaveRefusal: " first. */
  override toString(): string {
    return this.message;
  }
}

/** What Decap's failed save rejects with: its failure action, holding the refusal as text. */
interface PersistFailure {
  type: 'ENTRY_PERSIST_FAILURE';
  payload: { error: string };
}

const refused = new Set<string>();

/** Throws the refusal, and remembers its text so that Decap's echoes of it can be told apart from real failures. */
export function refuseSave(lines: readonly string[]): never {
  const refusal = new SaveRefusal(lines);
  refused.add(refusal.message);
  throw refusal;
}

/** Said first when the check itself failed: the editor's own bug, not the entry's. */
export const CHECK_BUG = 'Kirjet ei saanud kontrollida sisuhalduse enda vea tõttu, mitte sisu pärast; saada allolev rida arendajale.';

/**
 * Refuses the save with the lines `find` gives, if any. A bug of our own in `find` refuses it too
 * (an unchecked entry could stop the build), in Estonian first and then in one English line for a
 * developer, and goes to the console, which is the developer's.
 */
export async function refuseIfAny(find: () => Promise<readonly string[]>): Promise<void> {
  const lines = await find().catch((error: unknown) => {
    console.error(error);
    return [CHECK_BUG, describeBugLine(error)];
  });
  if (lines.length > 0) refuseSave(lines);
}

/**
 * Once, at the editor's start: silences Decap's log of each refusal and its unhandled rejection,
 * and the rejection with nothing in it by which Decap refuses a form with a field left wrong (its
 * own toast and the field's red note have said why): an uncaught `undefined` tells no one anything.
 */
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

function isRefusalFailure(reason: unknown): reason is PersistFailure {
  const failure = reason as Partial<PersistFailure> | null;
  return failure?.type === 'ENTRY_PERSIST_FAILURE' && typeof failure.payload?.error === 'string' && refused.has(failure.payload.error);
}

// Values remembered between the dev server's rebuilds. Content that did not change keeps its
// objects, so inputs are compared by identity, a few levels down (a concert group is made anew each
// build, but from the same concert objects).

/** Deep enough for a list page's input: the inputs, the page's props, its groups, a group, its concerts, a concert. */
const DEPTH = 6;

export function createInputMemo() {
  const entries = new Map<string, { inputs: readonly unknown[]; value: unknown; used: boolean }>();
  let made = new Set<string>();
  let lastMade: ReadonlySet<string> = new Set();
  return {
    /** The value remembered under `id` if its inputs are the same as then; otherwise `make()`'s. */
    remember<T>(id: string, inputs: readonly unknown[], make: () => T): T {
      const entry = entries.get(id);
      if (entry && isSameShape(entry.inputs, inputs, DEPTH)) {
        entry.used = true;
        return entry.value as T;
      }
      const value = flatten(make());
      entries.set(id, { inputs, value, used: true });
      made.add(id);
      return value;
    },
    /** Forgets what was not asked for since the last sweep, so that the memo never outgrows the site. */
    sweep(): void {
      for (const [id, entry] of entries) {
        if (entry.used) entry.used = false;
        else entries.delete(id);
      }
      lastMade = made;
      made = new Set();
    },
    /** The ids made, not remembered, between the last two sweeps: what a rebuild redid. */
    get lastMade(): ReadonlySet<string> {
      return lastMade;
    },
  };
}

/**
 * A text made by concatenation (React's markup, a calendar's lines) is a tree of pieces inside V8,
 * and joining it into a page walks that tree again at every build without flattening it: the archive's
 * 900 remembered groups took 40 to 120 ms to join at 1,000 concerts, 2.5 ms once flat. Converting a
 * text to a number flattens it in place, once (bench/README.md, issue 22).
 */
function flatten<T>(value: T): T {
  if (typeof value === 'string') Number(value);
  else if (Array.isArray(value)) for (const piece of value) if (typeof piece === 'string') Number(piece);
  return value;
}

/** The same values, or plain objects, arrays and sets holding the same values, down to `depth` levels. */
function isSameShape(a: unknown, b: unknown, depth: number): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((value, index) => isSameShape(value, b[index], depth - 1));
  }
  if (a instanceof Set || b instanceof Set) {
    return a instanceof Set && b instanceof Set && a.size === b.size && [...a].every((value) => b.has(value));
  }
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => isSameShape(left[key], right[key], depth - 1));
}

// A built site as a map of its files' bytes, and the first place two of them differ.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as assert from 'uvu/assert';

/** Every file below `dir` by its path (forward slashes), folders implied by the paths. */
export async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file).split(path.sep).join('/');
    if (entry.isFile()) files.set(relative, await readFile(file));
    else if (!entry.isDirectory()) files.set(relative, Buffer.from(`(not a file: ${entry.constructor.name})`));
  }
  return files;
}

/** The first path or byte where two trees differ, in words; undefined when they are the same. */
export function findFirstDifference(a: Map<string, Buffer>, b: Map<string, Buffer>): string | undefined {
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  for (const file of paths) {
    const left = a.get(file);
    const right = b.get(file);
    if (!left || !right) return `${file} is only in the ${left ? 'first' : 'second'} build`;
    if (left.equals(right)) continue;
    let at = 0;
    while (at < left.length && left[at] === right[at]) at++;
    const show = (bytes: Buffer) => JSON.stringify(bytes.subarray(Math.max(0, at - 40), at + 40).toString('latin1'));
    return `${file} differs from byte ${at} (${left.length} and ${right.length} bytes): ${show(left)} vs ${show(right)}`;
  }
  return undefined;
}

export function assertSameTree(a: Map<string, Buffer>, b: Map<string, Buffer>, what: string): void {
  const difference = findFirstDifference(a, b);
  assert.is(difference, undefined, `${what}: ${difference}`);
}

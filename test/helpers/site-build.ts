import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import { buildSite, type BuildResult } from '../../src/site.ts';
import { ADMIN_FOLDER } from '../../src/admin/page.ts';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The contract's example instant, at which the shipped content is built by default. */
export const SHIPPED_AT = new Date('2025-06-01T12:00:00+03:00');

/** Shipped builds by instant: the same content at the same instant builds the same site (test/determinism.test.ts). */
const shippedBuilds = new Map<number, Promise<BuildResult>>();

/**
 * The shipped content built in memory at an instant (default: the contract's example, 1 June 2025),
 * once per instant in a test process: a build is about a second, and some twenty tests in a dozen
 * files only read it. Nobody may change the result; buildShippedAfresh gives a build of one's own.
 */
export function buildShipped(now = SHIPPED_AT): Promise<BuildResult> {
  let build = shippedBuilds.get(now.getTime());
  if (!build) {
    build = buildShippedAfresh(now);
    shippedBuilds.set(now.getTime(), build);
  }
  return build;
}

/** A build of the shipped content of its own, for a test that compares two builds. */
export function buildShippedAfresh(now = SHIPPED_AT): Promise<BuildResult> {
  return buildSite({ root: PROJECT_ROOT, now });
}

/**
 * A temporary copy of content/ and static/ with some files replaced or added, built in memory.
 * `files` maps a path below the project (e.g. `content/concerts/x.md`) to its text, or null to delete it.
 */
export async function buildVariant(files: Record<string, string | null>, now = new Date('2025-06-01T12:00:00+03:00')): Promise<BuildResult> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-variant-'));
  try {
    await cp(path.join(PROJECT_ROOT, 'content'), path.join(root, 'content'), { recursive: true });
    await cp(path.join(PROJECT_ROOT, 'static'), path.join(root, 'static'), { recursive: true });
    for (const [file, text] of Object.entries(files)) {
      const target = path.join(root, file);
      if (text === null) await rm(target, { force: true });
      else {
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, text);
      }
    }
    return await buildSite({ root, now });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** The text of a generated file of a build. */
export function textOf(result: BuildResult, file: string): string {
  const contents = result.files.get(file);
  if (typeof contents !== 'string') throw new Error(`${file} is not a generated text file of the build`);
  return contents;
}

export function domOf(result: BuildResult, file: string): Document {
  return parseHTML(textOf(result, file)).document as unknown as Document;
}

/** Every HTML page of the public site, by output path: the editor at /admin/ has its own tests. */
export function pagesOf(result: BuildResult): string[] {
  return [...result.files.keys()].filter((file) => file.endsWith('.html') && !file.startsWith(`${ADMIN_FOLDER}/`)).sort();
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadContent } from '../../src/content/load.ts';
import type { LoadedContent } from '../../src/content/types.ts';
import { PROJECT_ROOT } from './site-build.ts';

export const FIXTURES = path.join(PROJECT_ROOT, 'test', 'fixtures');

export function readFixture(fixtureCase: string, ...file: string[]): Promise<string> {
  return readFile(path.join(FIXTURES, fixtureCase, ...file), 'utf8');
}

/** The shipped content and static files, read as the build reads them. */
export function loadShipped(): Promise<LoadedContent> {
  return loadContent(PROJECT_ROOT);
}

/**
 * A fixture's `content/` read against the shipped `static/`; file names in problems are relative
 * to the fixture folder, so they read `content/concerts/…` as they would in a real project.
 */
export function loadFixture(fixtureCase: string): Promise<LoadedContent> {
  const root = path.join(FIXTURES, fixtureCase);
  return loadContent(root, path.join(PROJECT_ROOT, 'static'));
}

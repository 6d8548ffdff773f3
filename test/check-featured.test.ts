import { readFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ContentError, type Problem } from '../src/errors.ts';
import { readFixture } from './helpers/fixtures.ts';
import { assertProblem } from './helpers/problems.ts';
import { buildVariant } from './helpers/site-build.ts';

const checkFeaturedSuite = suite('checkFeatured');

/** The build's problems with the bad-data fixture's home.md (its one unsafe link made safe). */
async function problemsWithHome(): Promise<readonly Problem[]> {
  const home = (await readFixture('bad-data', 'content', 'home.md')).replace('javascript:alert(1)', 'https://www.piletilevi.ee/');
  try {
    await buildVariant({ 'content/home.md': home });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('the build took a home.md that features one concert twice');
}

checkFeaturedSuite('should name a featured concert that names no file, and two featured items of the same concert, with the other problems of home.md', async () => {
  const problems = await problemsWithHome();
  assertProblem(problems, 'content/home.md', 'featured[2].concert', '"2025-13-01-puudub" ei ole ühegi kontserdi faili nimi');
  assertProblem(problems, 'content/home.md', 'featured[3].concert', '"2025-09-20-meie-tartu" on sama kontserdi kuupäev kui esiletõstetud kontsert nr 1 ("2025-09-21-meie")');
  assertProblem(problems, 'content/home.md', 'featured[1].image.src', 'kaustas static/ ei ole');
  assert.is(problems.length, 3);
});

checkFeaturedSuite('should give the nearest real concert file as the example for a stem with a typo', async () => {
  const home = (await readFile(new URL('../content/home.md', import.meta.url), 'utf8')).replace('concert: "2025-12-20-valguse-ootuses"', 'concert: "2025-12-02-valguse-otuses"');
  const problems = await buildVariant({ 'content/home.md': home }).then(
    (): readonly Problem[] => {
      throw new Error('the build took a featured concert that names no file');
    },
    (error: unknown) => (error instanceof ContentError ? error.problems : Promise.reject(error)),
  );
  assert.equal(problems.map((problem) => `${problem.field} ${problem.message}`), [
    'featured[2].concert "2025-12-02-valguse-otuses" ei ole ühegi kontserdi faili nimi; kirjuta olemasoleva kontserdi faili nimi, näiteks "2025-12-20-valguse-ootuses".',
  ]);
});

checkFeaturedSuite.run();

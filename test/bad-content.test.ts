// The content corpus (test/bad-content/, issue 5): every case through `npm run build`'s own command
// (src/build-command.ts) in a temporary copy of the project: in this process, but the copy's first
// build and the cases about time, which run as `npm run build` does. Broken content must stop the build with one clear line per
// problem and leave dist/ byte for byte as it was; odd but valid content must build, and no content
// may make a page run a script. The checks are in helpers/corpus-checks.ts.
import os from 'node:os';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createCorpusProject, loadCases, type CorpusCase, type CorpusProject } from './helpers/bad-content.ts';
import { checkCase } from './helpers/corpus-checks.ts';

/**
 * Two copies build two cases at a time (a build is half waiting on its own start-up and the disk);
 * the tests report in order as the results come in. `CORPUS_JOBS=1` builds one case at a time.
 */
const JOBS = Number(process.env.CORPUS_JOBS) || Math.min(2, os.availableParallelism());
const cases = loadCases();
/** What each case's checks threw (undefined: passed), filled in by the copies as they finish. */
const outcomes = new Map(cases.map((testCase) => [testCase.name, settleLater()]));
let projects: CorpusProject[] = [];
let working: Promise<void> | undefined;

const corpus = suite('bad content corpus');

corpus.before(async () => {
  if (cases.length === 0) return;
  try {
    projects = await Promise.all(Array.from({ length: JOBS }, createBuiltProject));
  } catch (error) {
    for (const outcome of outcomes.values()) outcome.settle(error);
    throw error;
  }
  const queue = [...cases];
  working = Promise.all(projects.map((project) => work(project, queue))).then(() => undefined);
});

corpus.after(async () => {
  await working;
  await Promise.all(projects.map((project) => project.remove()));
});

for (const testCase of cases) {
  corpus(`should ${testCase.expected.should} (${testCase.name})`, async () => {
    const error = await outcomes.get(testCase.name)?.promise;
    if (error) throw error;
  });
}

/** The first build compiles the build into .cache/ and gives the dist/ that failing cases must keep. */
async function createBuiltProject(): Promise<CorpusProject> {
  const project = await createCorpusProject();
  const first = await project.build();
  assert.is(first.code, 0, `the shipped content does not build:\n${first.output}`);
  return project;
}

async function work(project: CorpusProject, queue: CorpusCase[]): Promise<void> {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const error = await checkCase(next, project).then(() => undefined, (thrown: unknown) => thrown ?? new Error('failed'));
    outcomes.get(next.name)?.settle(error);
  }
}

/** A promise that never rejects (an unawaited rejection would end the test process): it resolves to the error. */
function settleLater(): { promise: Promise<unknown>; settle: (error: unknown) => void } {
  let settle: (error: unknown) => void = () => {};
  const promise = new Promise<unknown>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

corpus.run();

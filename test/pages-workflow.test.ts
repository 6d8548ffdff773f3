// The GitHub Pages workflow (.github/workflows/pages.yml) and docs/deploy.md's recipes: a deploy
// installs only what the build needs, keeps .cache/ between deploys, and publishes only after the
// unit tests passed. Nothing runs the workflow here; this reads it as GitHub would.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { STALE_NOTICE } from '../src/admin/bundle.ts';
import { PROJECT_ROOT } from './helpers/temp-project.ts';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  steps?: Step[];
}

const workflow = yaml.load(readFileSync(path.join(PROJECT_ROOT, '.github', 'workflows', 'pages.yml'), 'utf8')) as { jobs: Record<string, Job> };
const jobs = Object.entries(workflow.jobs);
const runs = (job: Job) => (job.steps ?? []).map((step) => step.run ?? '');
const indexOfRun = (job: Job, command: string) => runs(job).findIndex((run) => run.split('\n').some((line) => line.trim().startsWith(command)));
const [, build] = jobs.find(([, job]) => indexOfRun(job, 'npm run build') !== -1) ?? [];
const publishing = jobs.filter(([, job]) => (job.steps ?? []).some((step) => step.uses?.startsWith('actions/deploy-pages@')));

const pages = suite('the GitHub Pages workflow');

pages('should build the site after installing without devDependencies (neither the editor\'s packages nor the test tools)', () => {
  assert.ok(build, 'no job runs npm run build');
  const install = indexOfRun(build ?? {}, 'npm ci');
  assert.ok(install !== -1 && install < indexOfRun(build ?? {}, 'npm run build'), 'the build job installs with npm ci before it builds');
  assert.match(runs(build ?? {})[install] ?? '', /--omit=dev\b/);
});

pages('should restore .cache/ before the build and save it after (actions/cache, the last deploy\'s as a fallback)', () => {
  const steps = build?.steps ?? [];
  const cache = steps.findIndex((step) => /^actions\/cache@/.test(step.uses ?? '') && String(step.with?.path ?? '').split('\n').some((line) => line.trim() === '.cache'));
  assert.ok(cache !== -1, 'no actions/cache step keeps .cache');
  assert.ok(cache < indexOfRun(build ?? {}, 'npm run build'), 'the cache is restored after the build');
  assert.ok(steps[cache]?.with?.key, 'the cache has no key');
  assert.ok(steps[cache]?.with?.['restore-keys'], 'a new commit would restore nothing: no restore-keys');
});

pages('should publish only after a job that installs everything has run the unit tests', () => {
  assert.is(publishing.length, 1, 'one job publishes');
  const needs = [publishing[0]?.[1].needs ?? []].flat();
  const testing = needs.map((name) => workflow.jobs[name] ?? {}).find((job) => indexOfRun(job, 'npm run test:unit') !== -1);
  assert.ok(testing, 'the publishing job does not need a job that runs npm run test:unit');
  const install = runs(testing ?? {})[indexOfRun(testing ?? {}, 'npm ci')] ?? '';
  assert.ok(install.startsWith('npm ci') && !install.includes('--omit'), 'the test job installs the devDependencies the tests use');
});

const recipes = suite('docs/deploy.md\'s recipes');

recipes('should install without devDependencies wherever a recipe installs and builds', () => {
  const guide = readFileSync(path.join(PROJECT_ROOT, 'docs', 'deploy.md'), 'utf8');
  const recipes = [...guide.matchAll(/```\w*\n([\s\S]*?)```/g)].map((block) => block[1] ?? '').filter((block) => block.includes('npm run build'));
  const installs = recipes.flatMap((recipe) => recipe.match(/npm ci[^&\n]*/g) ?? []);
  assert.ok(installs.length > 0, 'docs/deploy.md shows no recipe that installs and builds');
  for (const install of installs) assert.match(install, /--omit=dev\b/);
});

recipes('should show, word for word, the line a deploy prints when the editor\'s bundle is out of date', () => {
  assert.ok(readFileSync(path.join(PROJECT_ROOT, 'docs', 'deploy.md'), 'utf8').includes(STALE_NOTICE));
});

pages.run();
recipes.run();

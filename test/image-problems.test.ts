// src/images/image-problems.ts: the words the build stops with for a picture it cannot use, which the
// editor refuses a save with too (test/browser/cms-images.test.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../src/errors.ts';
import { toSvgWithoutSizeProblem, toUnreadableImageProblem } from '../src/images/image-problems.ts';
import { buildSite } from '../src/site.ts';
import { createTempProject, type TempProject } from './helpers/temp-project.ts';

const NOW = new Date('2025-06-01T12:00:00+03:00');

const messages = suite('toUnreadableImageProblem and toSvgWithoutSizeProblem');

messages('should name the file below static/ and, in Estonian, the formats to save it as', () => {
  assert.is(
    formatProblem(toUnreadableImageProblem('images/supporters/logo.png')),
    'static/images/supporters/logo.png: fail ei ole loetav pilt; salvesta see uuesti JPEG-, PNG- või WebP-failina.',
  );
});

messages('should name the same file for a path written with a leading slash', () => {
  assert.is(toUnreadableImageProblem('/images/logo.png').file, 'static/images/logo.png');
  assert.is(toSvgWithoutSizeProblem('/images/logo.svg').file, 'static/images/logo.svg');
});

messages('should tell how to give an SVG its size', () => {
  assert.is(
    formatProblem(toSvgWithoutSizeProblem('images/meie.svg')),
    'static/images/meie.svg: SVG-failis pole laiust ja kõrgust ega viewBox-i; lisa elemendile <svg> viewBox="0 0 240 96" (pildi enda mõõdud).',
  );
});

messages.run();

const build = suite<{ project: TempProject }>('the build, for a logo it cannot use');

build.before(async (context) => {
  context.project = await createTempProject();
});

build.after(async ({ project }) => {
  await project?.remove();
});

/** Points the first supporter's logo at `src`, a file of `contents` put into static/. */
async function useLogo(project: TempProject, src: string, contents: string): Promise<void> {
  await writeFile(project.at(`static/${src}`), contents);
  const file = project.at('content/supporters.md');
  await writeFile(file, (await readFile(file, 'utf8')).replace(/logo: "[^"]*"/, `logo: "${src}"`));
}

async function readFailure(project: TempProject): Promise<string> {
  const error = await buildSite({ root: project.root, now: NOW }).then(() => undefined, (failure: unknown) => failure);
  assert.instance(error, Error, 'the build refuses it');
  return (error as Error).message;
}

build('should stop with the shared line for text saved as .png, as the editor says it', async ({ project }) => {
  await useLogo(project, 'images/supporters/kiri.png', 'Logo tuleb hiljem.\n');
  const message = await readFailure(project);
  assert.is(message, formatProblem(toUnreadableImageProblem('images/supporters/kiri.png')));
});

build('should stop with the shared line for an SVG without a size', async ({ project }) => {
  await useLogo(project, 'images/supporters/suuruseta.svg', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="9"/></svg>\n');
  assert.is(await readFailure(project), formatProblem(toSvgWithoutSizeProblem('images/supporters/suuruseta.svg')));
});

build.run();

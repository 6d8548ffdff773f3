import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BUG_HEADING, ContentError, describeFailure, SiteError } from '../src/errors.ts';

const describe = suite('describeFailure');

/** The lines after the Estonian one that tells a maintainer the content is not to blame. */
function describeBug(error: unknown, debug: boolean): string[] {
  const [heading, ...rest] = describeFailure(error, debug).split('\n');
  assert.is(heading, BUG_HEADING);
  assert.match(heading ?? '', /ehitaja enda vea/);
  return rest;
}

describe('should print a bug of our own as "Internal error: …" once, without a stack, after an Estonian line', () => {
  assert.equal(describeBug(new Error('Internal error: the build makes two files at index.html'), false), ['Internal error: the build makes two files at index.html']);
  assert.equal(describeBug(new SiteError('Internal error: the build makes two files at index.html'), false), ['Internal error: the build makes two files at index.html']);
});

describe('should mark a bug from elsewhere as internal, naming its kind, in one line', () => {
  assert.equal(describeBug(new TypeError("Cannot read properties of undefined (reading 'date')"), false), ["Internal error: TypeError: Cannot read properties of undefined (reading 'date')"]);
  assert.equal(describeBug(new Error('ENOSPC'), false), ['Internal error: ENOSPC']);
  assert.equal(describeBug('a thrown string', false), ['Internal error: a thrown string']);
});

describe('should add the stack under DEBUG=1, after the one line', () => {
  const lines = describeBug(new Error('Internal error: esbuild made no admin script'), true);
  assert.is(lines[0], 'Internal error: esbuild made no admin script');
  assert.ok(lines.length > 1 && lines.slice(1).every((line) => line.startsWith('    at ')), lines.join('\n'));
  assert.ok(lines[1]?.includes('errors.test.ts'), 'the stack starts where the error was made');
});

describe('should print what a maintainer can fix in Estonian, without "Internal error"', () => {
  assert.is(describeFailure(new SiteError('"x" is not a port number'), true), '"x" is not a port number');
  const content = describeFailure(new ContentError([{ file: 'content/site.md', field: 'name', message: 'puudub; see on kohustuslik.' }]), true);
  assert.is(content, 'Saiti ei ehitatud: sisus on 1 viga.\ncontent/site.md: name puudub; see on kohustuslik.');
});

describe.run();

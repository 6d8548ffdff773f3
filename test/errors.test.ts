import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ContentError, describeFailure, SiteError } from '../src/errors.ts';

const describe = suite('describeFailure');

describe('should print a bug of our own as "Internal error: …" once, without a stack', () => {
  const text = describeFailure(new Error('Internal error: the build makes two files at index.html'), false);
  assert.is(text, 'Internal error: the build makes two files at index.html');
});

describe('should mark a bug from elsewhere as internal, naming its kind, in one line', () => {
  assert.is(describeFailure(new TypeError("Cannot read properties of undefined (reading 'date')"), false), "Internal error: TypeError: Cannot read properties of undefined (reading 'date')");
  assert.is(describeFailure(new Error('ENOSPC'), false), 'Internal error: ENOSPC');
  assert.is(describeFailure('a thrown string', false), 'Internal error: a thrown string');
});

describe('should add the stack under DEBUG=1, after the one line', () => {
  const lines = describeFailure(new Error('Internal error: esbuild made no admin script'), true).split('\n');
  assert.is(lines[0], 'Internal error: esbuild made no admin script');
  assert.ok(lines.length > 1 && lines.slice(1).every((line) => line.startsWith('    at ')), lines.join('\n'));
  assert.ok(lines[1]?.includes('errors.test.ts'), 'the stack starts where the error was made');
});

describe('should print what a maintainer can fix without "Internal error"', () => {
  assert.is(describeFailure(new SiteError('"x" is not a port number'), true), '"x" is not a port number');
  const content = describeFailure(new ContentError([{ file: 'content/site.md', field: 'title', message: 'is missing.' }]), true);
  assert.is(content, 'The build stopped: 1 problem in content.\ncontent/site.md: title is missing.');
});

describe.run();

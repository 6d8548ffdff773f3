import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SiteError } from '../src/errors.ts';
import { readServeOptions } from '../src/serve/options.ts';

const readServeOptionsSuite = suite('readServeOptions');

readServeOptionsSuite('should listen on 127.0.0.1 at the default port when nothing is said', () => {
  assert.equal(readServeOptions([], {}, 5173), { port: 5173, host: '127.0.0.1' });
});

readServeOptionsSuite('should take the port from --port before PORT', () => {
  assert.equal(readServeOptions([], { PORT: '8080' }, 5173).port, 8080);
  assert.equal(readServeOptions(['--port', '5174'], { PORT: '8080' }, 5173).port, 5174);
  assert.equal(readServeOptions(['--port=5175'], {}, 5173).port, 5175);
});

readServeOptionsSuite('should listen elsewhere only when --host says so', () => {
  assert.is(readServeOptions(['--host'], {}, 5173).host, '0.0.0.0');
  assert.is(readServeOptions(['--host', '--port', '1234'], {}, 5173).host, '0.0.0.0');
  assert.is(readServeOptions(['--host', '192.0.2.1'], {}, 5173).host, '192.0.2.1');
});

readServeOptionsSuite('should refuse a port that is not one, saying how to write it', () => {
  for (const port of ['abc', '70000', '-1', '1.5', '']) {
    try {
      readServeOptions([`--port=${port}`], {}, 5173);
      assert.unreachable(`accepted ${port}`);
    } catch (error) {
      assert.instance(error, SiteError);
      assert.match((error as Error).message, 'is not a port number');
    }
  }
});

readServeOptionsSuite.run();

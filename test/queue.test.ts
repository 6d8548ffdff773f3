import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createRebuildQueue } from '../src/dev/queue.ts';

const createRebuildQueueSuite = suite('createRebuildQueue');

function recordRebuilds(work: () => Promise<void> = async () => {}) {
  const runs: string[][] = [];
  const queue = createRebuildQueue(
    async (changed) => {
      runs.push([...changed].sort());
      await work();
    },
    { delayMs: 5, maxDelayMs: 100 },
  );
  return { runs, queue };
}

createRebuildQueueSuite('should turn changes made together into one rebuild', async () => {
  const { runs, queue } = recordRebuilds();
  queue.start();
  for (const file of ['a.md', 'b.md', 'a.md', 'c.md', 'a.md']) queue.add(file);
  await queue.whenIdle();
  assert.equal(runs, [['a.md', 'b.md', 'c.md']]);
  queue.close();
});

createRebuildQueueSuite('should gather changes made during a rebuild into exactly one more', async () => {
  let release = () => {};
  const { runs, queue } = recordRebuilds(() => new Promise<void>((resolve) => (release = resolve)));
  queue.start();
  queue.add('a.md');
  while (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  queue.add('b.md');
  queue.add('c.md');
  release();
  while (runs.length < 2) await new Promise((resolve) => setTimeout(resolve, 1));
  release();
  await queue.whenIdle();
  assert.equal(runs, [['a.md'], ['b.md', 'c.md']]);
  queue.close();
});

createRebuildQueueSuite('should hold changes until started', async () => {
  const { runs, queue } = recordRebuilds();
  queue.add('a.md');
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(runs, []);
  queue.start();
  await queue.whenIdle();
  assert.equal(runs, [['a.md']]);
  queue.close();
});

createRebuildQueueSuite('should keep going after a rebuild that throws', async () => {
  let fail = true;
  const { runs, queue } = recordRebuilds(async () => {
    if (fail) {
      fail = false;
      throw new Error('boom');
    }
  });
  queue.start();
  queue.add('a.md');
  await queue.whenIdle();
  queue.add('b.md');
  await queue.whenIdle();
  assert.equal(runs, [['a.md'], ['b.md']]);
  queue.close();
});

createRebuildQueueSuite.run();

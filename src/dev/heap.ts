// Heap size after a full collection: the number that shows whether hundreds of rebuilds leak.
import v8 from 'node:v8';
import vm from 'node:vm';

/** Works without `--expose-gc` on the command line; meant for tests and benchmarks, not for every rebuild. */
export function measureHeapAfterGc(): number {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  return v8.getHeapStatistics().used_heap_size;
}

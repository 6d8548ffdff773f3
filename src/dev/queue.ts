// Coalesces changes, as eleventy's WatchQueue does: a burst of saves becomes one rebuild, and changes
// during a rebuild go into the next one together. A rebuild starts `delayMs` after the last change,
// and at the latest `maxDelayMs` after the first waiting one, however busy the disk.
export function createRebuildQueue(rebuild: (changed: ReadonlySet<string>) => Promise<void>, { delayMs, maxDelayMs }: { delayMs: number; maxDelayMs: number }) {
  let waiting = new Set<string>();
  let firstWaiting = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let started = false;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  const schedule = () => {
    if (!started || running || closed || waiting.size === 0) return;
    clearTimeout(timer);
    const left = Math.max(0, Math.min(delayMs, firstWaiting + maxDelayMs - performance.now()));
    timer = setTimeout(run, left);
  };

  const run = () => {
    timer = undefined;
    const changed = waiting;
    waiting = new Set();
    running = rebuild(changed)
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        if (waiting.size > 0) schedule();
        else settle();
      });
  };

  const settle = () => {
    if (running || timer || waiting.size > 0) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  return {
    add(file: string): void {
      if (closed) return;
      if (waiting.size === 0) firstWaiting = performance.now();
      waiting.add(file);
      schedule();
    },
    /** Changes wait until this is called, e.g. while the first build runs. */
    start(): void {
      started = true;
      schedule();
    },
    /** Resolves once no rebuild runs and none is waiting. */
    whenIdle(): Promise<void> {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        settle();
      });
    },
    close(): void {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      waiting.clear();
      settle();
    },
  };
}

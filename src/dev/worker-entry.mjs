// A worker thread cannot start from a .ts file, and the parent's tsx hooks do not reach it: this
// plain module registers tsx in the worker, with the project's tsconfig (for JSX), then loads the
// TypeScript build worker. Each new worker imports every module afresh.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register({ tsconfig: workerData.tsconfig });
await import(workerData.entry);

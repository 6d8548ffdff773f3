// A worker thread cannot start from a .ts file, and the parent's tsx hooks do not reach it: this
// plain module registers tsx in the worker, with the project's tsconfig (for JSX), then loads the
// TypeScript build worker. Each new worker imports every module afresh.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// React's development build checks every element and is several times slower; the pages are the
// same either way, and the tests still run the development build and show its warnings.
process.env.NODE_ENV ??= 'production';
register({ tsconfig: workerData.tsconfig });
await import(workerData.entry);

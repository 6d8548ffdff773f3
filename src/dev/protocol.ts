// Messages between the dev server and its build worker.
import type { OutputFile } from '../output.ts';

export type WorkerRequest =
  /** Build again: whatever changed is found by comparing with what the last build read. */
  | { type: 'build' }
  /** Collect garbage and report the worker's heap, so that tests can see it does not grow. */
  | { type: 'heap' };

export type BuildReply =
  | {
      type: 'built';
      ok: true;
      ms: number;
      pages: number;
      notices: string[];
      /** Where the site lives on its host, e.g. `/selts`; its pages link there. */
      basePath: string;
      /** Files that are new or differ from the last good build. */
      changed: [string, OutputFile][];
      removed: string[];
    }
  | { type: 'built'; ok: false; ms: number; message: string };

export type WorkerReply = BuildReply | { type: 'heap'; used: number };

// The one function of `compression` (expressjs/compression) that src/serve/preview.ts uses: its
// own types come with Express's, which nothing else here needs.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Filter = (req: IncomingMessage, res: ServerResponse) => boolean;
  const compression: {
    (options?: { threshold?: number; filter?: Filter }): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
    /** The default filter: compressible types. */
    filter: Filter;
  };
  export default compression;
}

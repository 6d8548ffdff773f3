// The one function of `compression` (expressjs/compression) that src/serve/preview.ts uses: its
// own types come with Express's, which nothing else here needs.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface CompressionOptions {
    /** Bytes below which a response is sent as it is; default 1 KB. */
    threshold?: number | string;
    /** Whether to compress this response; `compression.filter` is the default (compressible types). */
    filter?: (req: IncomingMessage, res: ServerResponse) => boolean;
  }

  const compression: {
    (options?: CompressionOptions): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
    filter(req: IncomingMessage, res: ServerResponse): boolean;
  };
  export default compression;
}

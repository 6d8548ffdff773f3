// How each thread of `npm run build` hands on a file: into the new site, and with --precompress its
// compressed copies beside it.
import { readFileSync } from 'node:fs';
import { isTextPieces, type MadeFile } from '../write.ts';
import { isCompressible, openCompressor } from './compress.ts';

export interface Publisher {
  /** Writes a file, and starts its compressed copies when asked for; waits only while too many are being compressed. */
  write(file: string, contents: MadeFile): void | Promise<void>;
  /** Waits for the last compressed copies. */
  finish(): Promise<void>;
  /** How many compressed copies were written. */
  readonly copies: number;
}

/** What each thread writes its files through: `add` puts a file into the new site. */
export function openPublisher(add: (file: string, contents: MadeFile) => void, precompress: boolean): Publisher {
  let copies = 0;
  const compressor = openCompressor((file, bytes) => {
    add(file, bytes);
    copies++;
  });
  return {
    write(file, contents) {
      add(file, contents);
      if (!precompress || !isCompressible(file)) return;
      // A static file worth compressing (an SVG logo) is read for its copies; a text in pieces joined.
      if (isTextPieces(contents)) return compressor.add(file, contents.join(''));
      return compressor.add(file, typeof contents === 'object' && 'copyFrom' in contents ? readFileSync(contents.copyFrom) : contents);
    },
    finish: () => compressor.finish(),
    get copies() {
      return copies;
    },
  };
}

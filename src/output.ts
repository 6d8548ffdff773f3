// What the build makes, as render hands it on and write takes it: here so that no stage imports a later one.

/**
 * What a file of the output holds: text or bytes made by the build, or a file copied as it is;
 * `link`: a file of .cache/, which the site may share rather than copy (write.ts).
 */
export type OutputFile = string | Uint8Array | { copyFrom: string; link?: true };

/** A large text made in pieces, written one after another and never joined; a generator can be read once. */
export type TextPieces = readonly string[] | Generator<string, void, undefined>;

/** What the build hands the writer: a file, or a text in pieces. */
export type MadeFile = OutputFile | TextPieces;

export function isTextPieces(contents: MadeFile): contents is TextPieces {
  return Array.isArray(contents) || (typeof contents === 'object' && 'next' in contents);
}

/** The pieces as one text, for whoever keeps a file or reads it twice (precompression, the dev server). */
export function joinPieces(contents: TextPieces): string {
  return Array.isArray(contents) ? contents.join('') : Array.from(contents).join('');
}

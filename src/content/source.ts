// What load hands on: the content files as read, before anything is checked.

/** A content file as read from disk, before anything is checked. */
export interface SourceFile {
  /** Relative to the project, forward slashes: `content/concerts/2025-03-15.md`. */
  path: string;
  text: string;
}

export interface LoadedContent {
  concerts: SourceFile[];
  site?: SourceFile;
  home?: SourceFile;
  supporters?: SourceFile;
  /** Optional: postal addresses of the concert places, for search engines. */
  venues?: SourceFile;
  /** Paths below `static/`, forward slashes, e.g. `images/meie.svg`. */
  staticFiles: ReadonlySet<string>;
  /** One-line notices about files that were skipped on purpose. */
  notices: string[];
}

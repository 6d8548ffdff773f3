/** What load hands on: a content file as read, before anything is checked. */
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
  venues?: SourceFile;
  /** Paths below `static/`, forward slashes, e.g. `images/meie.svg`. */
  staticFiles: ReadonlySet<string>;
  /** About files skipped on purpose. */
  notices: string[];
}

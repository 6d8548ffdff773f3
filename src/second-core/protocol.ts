// What the build's two threads say to each other. Everything is plain data (structured clone):
// functions such as the site's URL helpers are made again on the other side.
import type { ConcertResult } from '../content/concert.ts';
import type { ConcertGroup } from '../concerts/group.ts';
import type { Content, SourceFile } from '../content/types.ts';
import type { GroupShare } from '../render/group-files.ts';
import type { RenderContext } from '../render/render-page.tsx';
import type { StagingFolder } from '../write.ts';

/** What the thread is started with. */
export interface ThreadSetup {
  role: typeof SECOND_CORE;
  staging: StagingFolder;
  precompress: boolean;
}

export const SECOND_CORE = 'second-core';

/** The render context without its URL helpers, which the thread makes from `siteUrl`. */
export interface GroupJob {
  groups: { group: ConcertGroup; upcoming: boolean }[];
  content: Pick<Content, 'site' | 'venues'>;
  siteUrl: string;
  now: Date;
  render: Omit<RenderContext, 'urls'>;
}

export type Request =
  | { id: number; type: 'check'; sources: SourceFile[] }
  | { id: number; type: 'groups'; job: GroupJob }
  | { id: number; type: 'finish' };

export type Reply =
  | { id: number; type: 'checked'; results: ConcertResult[] }
  | { id: number; type: 'made'; shares: [id: string, share: GroupShare][] }
  | { id: number; type: 'finished'; copies: number }
  | { id: number; type: 'failed'; message: string; stack?: string; siteError: boolean };

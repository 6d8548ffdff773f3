// What the editor asks the public site after a save: "is my change live?" The build writes, beside
// the editor's page, a stamp of the content it was made from: for each content file a hash of its
// text, and the page that shows it (src/admin/published.ts). The editor hashes the file it saved the
// same way and reads the site's stamp until the two agree (client/live-status.ts). Shared by both
// sides: no Node and no browser API here.

/** Below dist/, beside the editor's page, so that the editor finds it at `./published.json` on any host. */
export const PUBLISHED_STAMP_NAME = 'published.json';

/** Hex digits of the text's SHA-256 that name it: 64 bits, far beyond any site's files. */
export const HASH_DIGITS = 16;

export interface PublishedStamp {
  /** By project path (`content/concerts/2025-2026/2025-09-21-meie.md`). */
  files: Record<string, { hash: string; page?: string }>;
}

export type LiveState = { live: true; page?: string } | { live: false };

/** Has the site been built from the file as saved? `page` is its address below the site's base path. */
export function toLiveState(stamp: unknown, file: string, hash: string): LiveState {
  const entry = (stamp as Partial<PublishedStamp> | null)?.files?.[file];
  return entry?.hash === hash ? { live: true, ...(entry.page !== undefined && { page: entry.page }) } : { live: false };
}

/** Lower-case hex of a digest, cut to HASH_DIGITS. */
export function toHashText(digest: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, HASH_DIGITS);
}

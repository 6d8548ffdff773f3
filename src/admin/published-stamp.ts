// "Is my change live?": the build stamps each content file's hash and page (published.ts); the editor
// hashes the file it saved and reads the stamp until they agree (client/live-status.ts). Used on both
// sides: no Node and no browser API here.

/** Below dist/, beside the editor's page, so that the editor finds it at `./published.json` on any host. */
export const PUBLISHED_STAMP_NAME = 'published.json';

export interface PublishedStamp {
  /** By project path (`content/concerts/2025-2026/2025-09-21-meie.md`). */
  files: Record<string, { hash: string; page?: string }>;
}

/** `page` is below the site's base path. */
export function toLiveState(stamp: unknown, file: string, hash: string): { live: true; page?: string } | { live: false } {
  const entry = (stamp as Partial<PublishedStamp> | null)?.files?.[file];
  return entry?.hash === hash ? { live: true, ...(entry.page !== undefined && { page: entry.page }) } : { live: false };
}

/** 16 hex digits (64 bits) of a SHA-256 digest: far beyond any site's files. */
export function toHashText(digest: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 16);
}

// The last good build as the dev server serves it, and what each new build means for open pages.
import type { OutputFile } from '../output.ts';
import type { ServerEvent } from './events.ts';
import type { BuildReply } from './builder.ts';

export function createSiteState() {
  // The last good build's files: a failed build leaves them as they were.
  const files = new Map<string, OutputFile>();
  // Unique per server start, so that a page from before a restart reloads.
  const session = Date.now().toString(36);
  let count = 0;
  let failure: string | undefined;
  let basePath = '';

  return {
    files: files as ReadonlyMap<string, OutputFile>,
    /** Names the last good build; pages carry it, so that one built before it can tell it is stale. */
    get build(): string {
      return `${session}-${count}`;
    },
    get failure(): string | undefined {
      return failure;
    },
    get basePath(): string {
      return basePath;
    },
    /** What open pages must do after this build, if anything. */
    apply(reply: BuildReply, { staticChanged }: { staticChanged: boolean }): ServerEvent | undefined {
      if (!reply.ok) {
        failure = reply.message;
        return { name: 'problem', data: { message: reply.message } };
      }
      // The first good build is counted as a recovery too: pages opened while waiting must reload.
      const recovered = failure !== undefined || count === 0;
      failure = undefined;
      if (!recovered && !staticChanged && reply.changed.length === 0 && reply.removed.length === 0) return undefined;
      const moved = reply.basePath !== basePath;
      basePath = reply.basePath;
      const swap = recovered || staticChanged || moved ? undefined : toStylesheetSwap(files, reply);
      for (const file of reply.removed) files.delete(file);
      for (const [file, contents] of reply.changed) files.set(file, contents);
      const build = `${session}-${++count}`;
      return swap ? { name: 'css', data: { build, ...swap } } : { name: 'reload', data: { build } };
    },
    /** What a page that connects now needs to know. */
    greet(): ServerEvent[] {
      const ready: ServerEvent = { name: 'ready', data: { build: `${session}-${count}` } };
      return failure === undefined ? [ready] : [ready, { name: 'problem', data: { message: failure } }];
    },
  };
}

/**
 * A change that only replaced the stylesheet (one `.css` file for another, and pages that differ only
 * in its address): open pages then swap it in place and keep their scroll position and state.
 */
function toStylesheetSwap(files: ReadonlyMap<string, OutputFile>, reply: BuildReply & { ok: true }) {
  const [removed, ...moreRemoved] = reply.removed;
  const stylesheets = reply.changed.filter(([file]) => file.endsWith('.css'));
  const [added] = stylesheets;
  if (!removed?.endsWith('.css') || moreRemoved.length > 0 || !added || stylesheets.length > 1) return undefined;
  const previous = `${reply.basePath}/${removed}`;
  const href = `${reply.basePath}/${added[0]}`;
  const onlyAddressMoved = reply.changed.every(([file, contents]) => {
    if (file === added[0]) return true;
    const before = files.get(file);
    return typeof before === 'string' && typeof contents === 'string' && before.replaceAll(previous, href) === contents;
  });
  return onlyAddressMoved ? { previous, href } : undefined;
}

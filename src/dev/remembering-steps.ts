// All of the dev server's reuse of unchanged work: versions of the build's steps (BuildSteps in
// src/site.ts) that give what they gave last time when their input is the same. What each kind saves: bench/README.md.
import type { AdminBundle } from '../admin/bundle.ts';
import { checkFiles } from '../content/validate.ts';
import { joinPieces } from '../output.ts';
import { renderInContext, renderPage, type RenderContext, type RenderListItem } from '../render/render-page.tsx';
import { PLAIN_STEPS, type BuildSteps } from '../site.ts';
import { createInputMemo } from './memo.ts';

/** The kinds of reuse, each of which the bench turns off on its own (DEV_REUSE, bench/dev-latency.ts). */
export const REUSE_KINDS = ['bundles', 'files', 'plans', 'calendars', 'pages', 'items'] as const;
export type Reuse = (typeof REUSE_KINDS)[number];

/** A file's check is remembered by its path and text, so that what is made from it keeps its objects and is found again. */
export function createRememberingSteps(reuse: ReadonlySet<Reuse> = new Set(REUSE_KINDS)) {
  const memo = createInputMemo();
  let lastContext: RenderContext | undefined;
  let contextText = '';
  let renderListItem: RenderListItem | undefined;

  /**
   * The editor's script, whose key (its sources and packages, hashed) costs about 21 ms of every
   * rebuild otherwise: kept until a change under src/ replaces the worker, or until it fails.
   */
  let admin: Promise<AdminBundle> | undefined;
  const bundleAdmin = (): Promise<AdminBundle> => {
    if (!reuse.has('bundles')) return PLAIN_STEPS.bundleAdmin();
    const made = (admin ??= PLAIN_STEPS.bundleAdmin());
    made.catch(() => admin === made && (admin = undefined));
    return made;
  };

  const steps: BuildSteps = {
    // The other bundles come from .cache/assets/ by a key of their sources, so a change to them is seen.
    ...PLAIN_STEPS,
    bundleAdmin,

    checkFiles: (loaded) => (reuse.has('files') ? checkFiles(loaded, (file, check) => memo.remember(`file:${file.path}`, [file.text], () => check(file))) : checkFiles(loaded)),

    planConcertPage: (group, context) => {
      if (!reuse.has('plans')) return PLAIN_STEPS.planConcertPage(group, context);
      const { content, urls, upcoming, card } = context;
      const inputs = [group, upcoming, content.site, content.venues, urls.siteUrl, card];
      return memo.remember(`plan:${group.id}`, inputs, () => PLAIN_STEPS.planConcertPage(group, context));
    },

    toGroupEvents: (group, context) => {
      if (!reuse.has('calendars')) return PLAIN_STEPS.toGroupEvents(group, context);
      const { content, urls, now } = context;
      const inputs = [group, content.site, content.venues, urls.siteUrl, now.getTime()];
      return memo.remember(`calendar:${group.id}`, inputs, () => PLAIN_STEPS.toGroupEvents(group, context));
    },

    renderPage: (page, context) => {
      if (!reuse.has('pages')) return PLAIN_STEPS.renderPage(page, context);
      // The plan (meta and structured data included) and the context are plain data, compared as
      // text; the body's props hold the content's own objects, compared by identity a few levels down.
      // A plan remembered whole (planConcertPage above) is known to give the same text without that.
      if (context !== lastContext) {
        lastContext = context;
        contextText = JSON.stringify(context);
        // A list page shown again after one concert changed renders that concert's group alone.
        renderListItem = (item, kind) => memo.remember(`item:${kind}:${item.props.group.id}`, [contextText, item.props], () => renderInContext(context, item));
      }
      const planText = memo.remember(`plan-text:${page.output}`, [page], () => JSON.stringify({ ...page, body: undefined }));
      // A list page's pieces are made as they are read, once; a remembered page is read at every rebuild.
      const renderJoined = () => {
        const made = renderPage(page, context, reuse.has('items') ? renderListItem : undefined);
        return typeof made === 'string' ? made : joinPieces(made);
      };
      return memo.remember(`page:${page.output}`, [contextText, planText, page.body.type, page.body.props], renderJoined);
    },
  };

  return {
    steps,
    /** After a good build. */
    sweep: () => memo.sweep(),
    /** What the last good build made rather than remembered, e.g. `page:index.html`, `calendar:<group id>`. */
    get lastMade(): ReadonlySet<string> {
      return memo.lastMade;
    },
  };
}

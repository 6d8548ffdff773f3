/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx reads the root tsconfig, which leaves src/admin/client/ to its own, for the unit tests.)
import type { ReactNode } from 'react';
import { ImagesContext } from '../../../components/images-context.ts';
import { UrlsContext } from '../../../components/urls-context.ts';
import type { ImageInfo, ImageMap } from '../../../images/types.ts';
import { toSiteUrls } from '../../../lib/urls.ts';
import { ProblemList } from './ProblemList.tsx';
import type { Problem } from '../../../errors.ts';

export interface PreviewShellProps {
  problems: readonly Problem[];
  /** The entry is a draft: the built site leaves it out. */
  draft?: boolean;
  children?: ReactNode;
}

/**
 * The editor has no image stage: every picture is shown as the file itself, sized by the site's
 * stylesheet (the build's width and height only keep the layout while a picture loads).
 */
const ANY_IMAGE: ImageInfo = { kind: 'vector', width: 600, height: 400 };
const IMAGES: ImageMap = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? ANY_IMAGE : undefined) });

/** The site's own address from the editor's: /admin/ sits at the site's root, in a sub-folder too. */
function toPreviewUrls() {
  return toSiteUrls(new URL('..', window.location.href).href);
}

/** Around every preview: the contexts the site's components read, and the build's problems above the page. */
export function PreviewShell({ problems, draft = false, children }: PreviewShellProps) {
  return (
    <UrlsContext.Provider value={toPreviewUrls()}>
      <ImagesContext.Provider value={IMAGES}>
        <ProblemList problems={problems} />
        {draft && (
          <p className="editor-preview__draft" data-preview-draft>
            <strong>Mustand</strong>: seda kontserti avalikul saidil ei ole, kuni lülitad „Mustand” välja.
          </p>
        )}
        {children}
      </ImagesContext.Provider>
    </UrlsContext.Provider>
  );
}

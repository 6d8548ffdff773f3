import type { ReactNode } from 'react';
import { ROUTES, type SiteUrls } from '../lib/urls.ts';
import { CONTENT_SECURITY_POLICY } from '../lib/security-policy.ts';
import { toJsonLdText, type JsonLd } from '../seo/structured-data.ts';

/** Paths below `dist/` of the hashed stylesheet and client script, e.g. `assets/site.1a2b3c.css`. */
export interface Assets {
  css: string;
  js: string;
}

export interface PageMeta {
  title: string;
  description: string;
  /** The page's own route; its full address is the canonical link. */
  canonicalRoute: string;
  /** A file in static/, or a share card the build made, shown when the page is shared. */
  socialImage?: string;
  /** What the shared image shows, when known (a share card). */
  socialImageAlt?: string;
  /** Its size in pixels, when known, so that a link preview need not fetch it first. */
  socialImageSize?: { width: number; height: number };
  siteName: string;
  structuredData?: JsonLd[];
  /** Pages that search engines should not list, e.g. 404. */
  noindex?: boolean;
}

export function Document({ meta, assets, urls, children }: { meta: PageMeta; assets: Assets; urls: SiteUrls; children: ReactNode }) {
  const canonical = urls.absolute(meta.canonicalRoute);
  const image = meta.socialImage ? urls.absoluteFile(meta.socialImage) : undefined;
  return (
    <html lang="et">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta httpEquiv="Content-Security-Policy" content={CONTENT_SECURITY_POLICY} />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
        <meta name="theme-color" content="#f4f6f7" />
        <meta name="color-scheme" content="light" />
        <link rel="stylesheet" href={urls.file(assets.css)} />
        <script src={urls.file(assets.js)} defer />
        <link rel="icon" href={urls.file('favicon.svg')} type="image/svg+xml" />
        <link rel="icon" href={urls.file('icon-192.png')} type="image/png" sizes="192x192" />
        <link rel="apple-touch-icon" href={urls.file('apple-touch-icon.png')} />
        <link rel="manifest" href={urls.page(ROUTES.manifest)} />
        <meta property="og:type" content="website" />
        <meta property="og:locale" content="et_EE" />
        <meta property="og:site_name" content={meta.siteName} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={canonical} />
        {image && <meta property="og:image" content={image} />}
        {image && meta.socialImageSize && <meta property="og:image:width" content={String(meta.socialImageSize.width)} />}
        {image && meta.socialImageSize && <meta property="og:image:height" content={String(meta.socialImageSize.height)} />}
        {image && meta.socialImageAlt && <meta property="og:image:alt" content={meta.socialImageAlt} />}
        <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        {image && <meta name="twitter:image" content={image} />}
        {image && meta.socialImageAlt && <meta name="twitter:image:alt" content={meta.socialImageAlt} />}
        {meta.structuredData && meta.structuredData.length > 0 && (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: toJsonLdText(meta.structuredData) }} />
        )}
      </head>
      <body>{children}</body>
    </html>
  );
}

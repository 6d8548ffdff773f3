import type { ReactNode } from 'react';

export interface Assets {
  /** Root-relative address of the hashed stylesheet. */
  css: string;
  /** Root-relative address of the hashed client script. */
  js: string;
}

export interface DocumentProps {
  title: string;
  description: string;
  assets: Assets;
  children: ReactNode;
}

/** Scripts only from the site itself and no inline code: content can never make a visitor's browser run anything. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

export function Document({ title, description, assets, children }: DocumentProps) {
  return (
    <html lang="et">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta httpEquiv="Content-Security-Policy" content={CONTENT_SECURITY_POLICY} />
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="theme-color" content="#f4f6f7" />
        <meta name="color-scheme" content="light" />
        <link rel="stylesheet" href={assets.css} />
        <script src={assets.js} defer />
      </head>
      <body>{children}</body>
    </html>
  );
}

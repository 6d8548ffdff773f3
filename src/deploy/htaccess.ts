// `.htaccess` for Apache, which most shared web hosting runs, with the headers of `_headers` (both from
// headers.ts). Written by the build rather than left to the docs, so that uploading dist/ is the whole
// deploy and a changed Content-Security-Policy or sub-folder (siteUrl) reaches the server with it.
import { COMPRESSIBLE_EXTENSIONS as TEXT_EXTENSIONS } from './compress.ts';
import { ADMIN_FOLDER } from '../admin/page.ts';
import { ADMIN_CSP, HASHED_FOLDER, HOST_HEADERS, IMMUTABLE, REVALIDATE } from './headers.ts';

/** `basePath` is `/selts` for a site in a sub-folder of its host (see siteUrl), '' at the root. */
export function toHtaccess(basePath: string): string {
  const text = TEXT_EXTENSIONS.join('|');
  return `# Made by npm run build for Apache (shared web hosting); see docs/deploy.md.
# Needs mod_rewrite, mod_headers and mod_mime, and "AllowOverride FileInfo Indexes" (hosts that allow
# .htaccess at all mostly allow All). Without one of them Apache answers 500 rather than serving the
# site without its security headers. No "Options" here: many hosts forbid setting them.

DirectoryIndex index.html
ErrorDocument 404 ${basePath}/404.html

# Types that Apache's own list may lack; text is UTF-8.
AddType text/calendar .ics
AddType application/manifest+json .webmanifest
AddType image/avif .avif
AddCharset utf-8 ${TEXT_EXTENSIONS.map((extension) => `.${extension}`).join(' ')}

# A precompressed copy keeps its file's type: contact.html.gz is text/html, sent gzip-encoded.
RemoveType .gz
AddEncoding gzip .gz

RewriteEngine On
RewriteBase ${basePath}/

# A folder without an index.html of its own answers 404 instead of listing its files.
RewriteCond %{REQUEST_FILENAME} -d
RewriteCond %{REQUEST_FILENAME}/index.html !-f
RewriteRule ^ - [R=404,L]

# The host's own configuration is not for visitors (Apache keeps .htaccess to itself).
RewriteRule ^_headers$ - [R=404,L]

# Pages are written as contact.html and concerts/upcoming.html: /contact is served without a redirect.
RewriteCond %{REQUEST_FILENAME} !-f
RewriteCond %{REQUEST_FILENAME}.html -f
RewriteRule ^(.+)$ $1.html [L]

# The .gz copies of npm run build -- --precompress, to clients that accept gzip; mod_deflate,
# where enabled, compresses the rest on the fly.
RewriteCond %{HTTP:Accept-Encoding} gzip
RewriteCond %{REQUEST_FILENAME}.gz -f
RewriteRule ^(.+\\.(?:${text}))$ $1.gz [L,E=no-gzip:1]

<FilesMatch "\\.(?:${text})(?:\\.gz)?$">
  Header merge Vary Accept-Encoding
</FilesMatch>

${Object.entries(HOST_HEADERS)
  .map(([name, value]) => `Header always set ${name} ${toQuoted(value)}`)
  .join('\n')}
Header always set Cache-Control ${toQuoted(REVALIDATE)}
# Files under ${HASHED_FOLDER}/ are named by a hash of their contents: a change is a new name.
<If "%{REQUEST_URI} =~ m#^${basePath}/${HASHED_FOLDER}/#">
  Header always set Cache-Control ${toQuoted(IMMUTABLE)}
</If>
# The editor at /${ADMIN_FOLDER}/ evaluates code and inlines styles; no other page may.
<If "%{REQUEST_URI} =~ m#^${basePath}/${ADMIN_FOLDER}(/|$)#">
  Header always set Content-Security-Policy ${toQuoted(ADMIN_CSP)}
</If>
`;
}

function toQuoted(value: string): string {
  if (/["\\\n]/.test(value)) throw new Error(`Internal error: a header value that .htaccess cannot quote: ${value}`);
  return `"${value}"`;
}

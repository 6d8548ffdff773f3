// dist/.htaccess on Debian's apache2, as shared web hosting runs it: its own ServerRoot with Debian's
// module files (rewrite, headers, mime, expires enabled besides Debian's defaults), a web root that
// would list folders and allows .htaccess only FileInfo and Indexes, serving a --precompress build
// made under umask 077 and copied with rsync -a: the contract's "Hosting" section, for Apache.
import { startApache } from '../helpers/hosting.ts';
import { createHostingSuite } from '../helpers/hosting-suite.ts';

createHostingSuite("dist/.htaccess on Debian's apache2", startApache).run();

// Shared hosting often serves a site from a folder of the account's address; .htaccess follows siteUrl.
createHostingSuite("dist/.htaccess on Debian's apache2: a site in a sub-folder", startApache, '/selts').run();

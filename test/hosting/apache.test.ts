// dist/.htaccess on Debian's apache2, as shared web hosting runs it: its own ServerRoot with Debian's
// module files (rewrite, headers, mime, expires enabled besides Debian's defaults), a web root that
// would list folders and allows .htaccess only FileInfo and Indexes, serving a --precompress build
// made under umask 077 and copied with rsync -a: the contract's "Hosting" section, for Apache.
import { suite } from 'uvu';
import * as checks from '../helpers/hosting-checks.ts';
import { buildAndDeploy, RUNS_AS_ROOT, startApache, type Deployed, type RunningServer } from '../helpers/hosting.ts';
import { PROJECT_ROOT } from '../helpers/temp-project.ts';

interface Context {
  deployed?: Deployed;
  server?: RunningServer;
  url: string;
  webRoot: string;
  siteOrigin: string;
}

const apache = suite<Context>('dist/.htaccess on Debian\'s apache2');

apache.before(async (context) => {
  context.deployed = await buildAndDeploy();
  context.webRoot = context.deployed.webRoot;
  context.server = await startApache(context.deployed);
  context.url = context.server.url;
  context.siteOrigin = await checks.readSiteOrigin(PROJECT_ROOT);
});

apache.after(async (context) => {
  await context.server?.stop();
  await context.deployed?.remove();
});

apache(`should answer every internal link of every page with 200 and no redirect${RUNS_AS_ROOT ? ', running as www-data' : ''}`, async ({ url, webRoot, siteOrigin }) => {
  await checks.checkEveryLinkAnswers(url, webRoot, siteOrigin);
});

apache('should send calendars as text/calendar', async ({ url, webRoot }) => {
  await checks.checkCalendars(url, webRoot);
});

apache('should answer unknown addresses with 404 and the Estonian 404 page', async ({ url, webRoot }) => {
  await checks.checkNotFound(url, webRoot);
});

apache('should cache hashed assets for a year, immutable, and make everything else revalidate', async ({ url, webRoot }) => {
  await checks.checkCaching(url, webRoot);
});

apache('should send every page, and the 404 page, with the security headers of _headers', async ({ url, webRoot }) => {
  await checks.checkSecurityHeaders(url, webRoot);
});

apache('should send the .gz copy, byte for byte, to a client that accepts gzip', async ({ url, webRoot }) => {
  await checks.checkPrecompressed(url, webRoot);
});

apache('should list no folder and serve none of the hosts\' configuration files', async ({ url, webRoot }) => {
  await checks.checkNothingListed(url, webRoot);
});

apache.run();

// The contract's "Hosting" checks as one uvu suite for a server: the site is built and deployed,
// the server started before the tests and stopped by its pid after them, whatever happened.
import { suite, type Test } from 'uvu';
import * as checks from './hosting-checks.ts';
import { buildAndDeploy, RUNS_AS_ROOT, type Deployed, type RunningServer } from './hosting.ts';
import { PROJECT_ROOT } from './temp-project.ts';

export interface HostingContext {
  deployed?: Deployed;
  server?: RunningServer;
  /** The site's address: the server's, with the sub-folder if the site is in one. */
  url: string;
  /** What was deployed from dist/. */
  webRoot: string;
  siteOrigin: string;
}

/**
 * A suite holding every shared check; the caller may add its own tests before running it.
 * `subFolder` (`/selts`) builds the site for a sub-folder of its host (siteUrl) and deploys it there.
 */
export function createHostingSuite(name: string, start: (deployed: Deployed) => Promise<RunningServer>, subFolder = ''): Test<HostingContext> {
  const hosting = suite<HostingContext>(name);

  hosting.before(async (context) => {
    context.deployed = await buildAndDeploy(subFolder);
    context.webRoot = context.deployed.siteRoot;
    context.server = await start(context.deployed);
    context.url = `${context.server.url}${subFolder}`;
    context.siteOrigin = await checks.readSiteOrigin(PROJECT_ROOT);
  });

  hosting.after(async (context) => {
    await context.server?.stop();
    await context.deployed?.remove();
  });

  const asWho = RUNS_AS_ROOT ? ', serving as www-data a build made under umask 077' : '';
  hosting(`should answer every internal link of every page with 200 and no redirect${asWho}`, ({ url, webRoot, siteOrigin }) =>
    checks.checkEveryLinkAnswers(url, webRoot, siteOrigin),
  );
  hosting('should send calendars as text/calendar', ({ url, webRoot }) => checks.checkCalendars(url, webRoot));
  hosting('should answer unknown addresses with 404 and the Estonian 404 page', ({ url, webRoot }) => checks.checkNotFound(url, webRoot));
  hosting('should cache hashed assets for a year, immutable, and make everything else revalidate', ({ url, webRoot }) =>
    checks.checkCaching(url, webRoot),
  );
  hosting('should send every page, and the 404 page, with the security headers of _headers', ({ url, webRoot }) =>
    checks.checkSecurityHeaders(url, webRoot),
  );
  hosting('should send the .gz copy, byte for byte, to a client that accepts gzip', ({ url, webRoot }) =>
    checks.checkPrecompressed(url, webRoot),
  );
  hosting("should list no folder and serve none of the hosts' configuration files", ({ url, webRoot }) =>
    checks.checkNothingListed(url, webRoot),
  );
  return hosting;
}

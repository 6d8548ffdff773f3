// docs/nginx.conf on Debian's stock nginx, inside a main configuration like Debian's default, with
// workers as www-data (when the tests run as root), serving a --precompress build made under umask
// 077 and copied with rsync -a: the contract's "Hosting" section, against the real server.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchChromium, newPage, watchProblems } from '../helpers/browser.ts';
import * as checks from '../helpers/hosting-checks.ts';
import { buildAndDeploy, RUNS_AS_ROOT, startNginx, type Deployed, type RunningServer } from '../helpers/hosting.ts';
import { PROJECT_ROOT } from '../helpers/temp-project.ts';

interface Context {
  deployed?: Deployed;
  server?: RunningServer;
  url: string;
  webRoot: string;
  siteOrigin: string;
}

const nginx = suite<Context>('docs/nginx.conf on Debian\'s nginx');

nginx.before(async (context) => {
  context.deployed = await buildAndDeploy();
  context.webRoot = context.deployed.webRoot;
  context.server = await startNginx(context.deployed);
  context.url = context.server.url;
  context.siteOrigin = await checks.readSiteOrigin(PROJECT_ROOT);
});

nginx.after(async (context) => {
  await context.server?.stop();
  await context.deployed?.remove();
});

nginx(`should answer every internal link of every page with 200 and no redirect${RUNS_AS_ROOT ? ', its workers running as www-data' : ''}`, async ({ url, webRoot, siteOrigin }) => {
  await checks.checkEveryLinkAnswers(url, webRoot, siteOrigin);
});

nginx('should send calendars as text/calendar', async ({ url, webRoot }) => {
  await checks.checkCalendars(url, webRoot);
});

nginx('should answer unknown addresses with 404 and the Estonian 404 page', async ({ url, webRoot }) => {
  await checks.checkNotFound(url, webRoot);
});

nginx('should cache hashed assets for a year, immutable, and make everything else revalidate', async ({ url, webRoot }) => {
  await checks.checkCaching(url, webRoot);
});

nginx('should send every page, and the 404 page, with the security headers of _headers', async ({ url, webRoot }) => {
  await checks.checkSecurityHeaders(url, webRoot);
});

nginx('should send the .gz copy, byte for byte, to a client that accepts gzip', async ({ url, webRoot }) => {
  await checks.checkPrecompressed(url, webRoot);
});

nginx('should list no folder and serve none of the hosts\' configuration files', async ({ url, webRoot }) => {
  await checks.checkNothingListed(url, webRoot);
});

nginx('should show a page in Chromium without a console error, under the headers\' Content-Security-Policy', async ({ url }) => {
  const browser = await launchChromium();
  try {
    const page = await newPage(browser, 1280);
    const problems = watchProblems(page);
    const response = await page.goto(`${url}/concerts/upcoming`);
    assert.is(response?.status(), 200);
    assert.ok(response?.headers()['content-security-policy'], 'the page came with its Content-Security-Policy header');
    await page.waitForLoadState('load');
    // The stylesheet and the script came through the server and the policy let them in.
    assert.is(await page.evaluate(() => document.styleSheets.length > 0 && document.scripts.length > 0), true);
    assert.equal(problems, []);
  } finally {
    await browser.close();
  }
});

nginx.run();

// docs/nginx.conf on Debian's stock nginx, inside a main configuration like Debian's default, with
// workers as www-data (when the tests run as root), serving a --precompress build made under umask
// 077 and copied with rsync -a: the contract's "Hosting" section, against the real server.
import * as assert from 'uvu/assert';
import { ADMIN_CSP } from '../../src/deploy/headers.ts';
import { launchChromium, newPage, watchProblems } from '../helpers/browser.ts';
import { startNginx } from '../helpers/hosting.ts';
import { createHostingSuite } from '../helpers/hosting-suite.ts';

const nginx = createHostingSuite("docs/nginx.conf on Debian's nginx", startNginx);

nginx("should show a page in Chromium without a console error, under the headers' Content-Security-Policy", async ({ url }) => {
  const browser = await launchChromium();
  try {
    const page = await newPage(browser, 1280);
    const problems = watchProblems(page);
    const response = await page.goto(`${url}/concerts/upcoming`);
    assert.is(response?.status(), 200);
    assert.ok(response?.headers()['content-security-policy'], 'the page came with its Content-Security-Policy header');
    await page.waitForLoadState('load');
    // The stylesheet and the client script came through the server and the policy let them in.
    assert.ok(await page.evaluate(() => document.styleSheets[0]?.cssRules.length), 'the stylesheet applies');
    await page.waitForFunction(() => document.documentElement.classList.contains('js'));
    assert.equal(problems, []);
  } finally {
    await browser.close();
  }
});

nginx("should open the editor at /admin/ and at /admin under its own policy, with no console error", async ({ url }) => {
  const browser = await launchChromium();
  try {
    // One tab for both: a tab costs Chromium half a second, and each address is a load of its own.
    const page = await newPage(browser, 1280);
    const problems = watchProblems(page);
    for (const address of ['/admin/', '/admin']) {
      const response = await page.goto(`${url}${address}`);
      assert.is(response?.status(), 200, address);
      assert.is(response?.headers()['content-security-policy'], ADMIN_CSP, address);
      // Decap draws its sign-in screen only once its script has run under the policy.
      await page.getByRole('button', { name: 'Logi sisse' }).waitFor();
      assert.equal(problems.splice(0), [], address);
    }
  } finally {
    await browser.close();
  }
});

nginx.run();

// docs/nginx.conf's own instructions for a site in a sub-folder (siteUrl https://…/selts/).
createHostingSuite("docs/nginx.conf on Debian's nginx: a site in a sub-folder", startNginx, '/selts').run();

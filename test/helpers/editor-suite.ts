// A suite whose tests share one dev server on a copy of the project and one Chromium: the editor's
// browser tests (test/browser/cms-*.test.ts).
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import { startDevServer, type DevServer } from '../../src/dev/server.ts';
import { launchChromium } from './browser.ts';
import { createTempProject, type TempProject } from './temp-project.ts';

export interface EditorContext {
  project: TempProject;
  server: DevServer;
  browser: Browser;
}

export function createEditorSuite(name: string) {
  const test = suite<EditorContext>(name);
  test.before(async (context) => {
    context.project = await createTempProject();
    context.server = await startDevServer({ root: context.project.root, port: 0, host: '127.0.0.1', report: () => undefined });
    context.browser = await launchChromium();
  });
  test.after(async (context) => {
    await context.browser?.close();
    await context.server?.close();
    await context.project?.remove();
  });
  return test;
}

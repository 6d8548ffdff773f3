// A suite whose tests share one dev server on a copy of the project and one Chromium: the editor's
// browser tests (test/browser/cms*.test.ts).
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import { startDevServer, type DevReport, type DevServer, type DevServerOptions } from '../../src/dev/server.ts';
import { launchChromium } from './browser.ts';
import { toReleasedEditorPort } from './cms.ts';
import { createTempProject, type TempProject } from './temp-project.ts';

export interface EditorContext {
  project: TempProject;
  server: DevServer;
  browser: Browser;
  /** What the dev server reported, from its first build on. */
  reports: DevReport[];
}

export function createEditorSuite(name: string) {
  const test = suite<EditorContext>(name);
  test.before(async (context) => {
    context.project = await createTempProject();
    context.reports = [];
    context.server = await startOnEditorPort({ root: context.project.root, port: 0, host: '127.0.0.1', report: (report) => context.reports.push(report) });
    context.browser = await launchChromium();
  });
  test.after(async (context) => {
    await context.browser?.close();
    await context.server?.close();
    await context.project?.remove();
  });
  return test;
}

/**
 * The dev server, on the port of the editor an earlier file gave back (test/helpers/cms.ts), so
 * that its page, on the same address, is this file's editor too; on another port if that one was
 * taken in between.
 */
async function startOnEditorPort(options: DevServerOptions): Promise<DevServer> {
  const port = toReleasedEditorPort();
  try {
    return await startDevServer({ ...options, port });
  } catch (error) {
    if (port === 0 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    return startDevServer(options);
  }
}

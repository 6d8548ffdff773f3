// A dev server on a throw-away copy of the project, with a page listening to its reload channel.
import { readFile, writeFile } from 'node:fs/promises';
import { parseHTML } from 'linkedom';
import { suite, type Test } from 'uvu';
import { startDevServer, type DevReport, type DevServer } from '../../src/dev/server.ts';
import { openEvents, type EventStream } from './events.ts';
import { createTempProject, type TempProject } from './temp-project.ts';

export const CONCERT = 'content/concerts/2025-2026/2025-09-13-tallinn.md';
export const HEADING = 'Sügisene serenaad';

export interface DevContext {
  project: TempProject;
  server: DevServer;
  events: EventStream;
  reports: DevReport[];
}

/** A suite whose tests share one dev server; `events` has taken its `ready` event. */
export function createDevSuite(name: string) {
  const [test] = createDevSuites(name);
  return test;
}

/**
 * Suites that run one after another on one dev server, as a file's do: the first one's before
 * starts it (a copy of the project, a first build), the last one's after closes it. Each suite
 * gets an events channel of its own, opened once the server is idle and past its `ready` event, so
 * that no event of an earlier suite waits in it; `reports` holds every suite's.
 */
export function createDevSuites<Names extends string[]>(...names: Names): { [Index in keyof Names]: Test<DevContext> } {
  let started: Promise<Omit<DevContext, 'events'>> | undefined;
  return names.map((name, index) => {
    const test = suite<DevContext>(name);
    test.before(async (context) => {
      started ??= startOnCopy();
      Object.assign(context, await started);
      await context.server.whenIdle();
      context.events = await openEvents(`${context.server.url}/__dev/events`);
      await context.events.next('ready');
    });
    test.after(async (context) => {
      context.events?.close();
      if (index < names.length - 1) return;
      await context.server?.close();
      await context.project?.remove();
    });
    return test;
  }) as { [Index in keyof Names]: Test<DevContext> };
}

async function startOnCopy(): Promise<Omit<DevContext, 'events'>> {
  const project = await createTempProject();
  const reports: DevReport[] = [];
  const report = (r: DevReport) => {
    reports.push(r);
    if (process.env.DEV_DEBUG) console.log(JSON.stringify(r).slice(0, 200));
  };
  const server = await startDevServer({ root: project.root, port: 0, host: '127.0.0.1', report });
  return { project, server, reports };
}

export async function get(server: DevServer, route: string) {
  const res = await fetch(`${server.url}${route}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text(), headers: res.headers };
}

export async function getDocument(server: DevServer, route: string) {
  const { status, text } = await get(server, route);
  return { status, document: parseHTML(text).document };
}

export async function editConcert(project: TempProject, change: (text: string) => string): Promise<void> {
  const file = project.at(CONCERT);
  await writeFile(file, change(await readFile(file, 'utf8')));
}

export function archiveHeadings(document: ReturnType<typeof parseHTML>['document']): string[] {
  return [...document.querySelectorAll('[data-key-date] h2, [data-key-date] h3')].map((h) => h.textContent ?? '');
}

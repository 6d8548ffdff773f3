// A dev server on a throw-away copy of the project, with a page listening to its reload channel.
import { readFile, writeFile } from 'node:fs/promises';
import { parseHTML } from 'linkedom';
import { suite } from 'uvu';
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
  const test = suite<DevContext>(name);
  test.before(async (context) => {
    context.project = await createTempProject();
    context.reports = [];
    const report = (r: DevReport) => {
      context.reports.push(r);
      if (process.env.DEV_DEBUG) console.log(JSON.stringify(r).slice(0, 200));
    };
    context.server = await startDevServer({ root: context.project.root, port: 0, host: '127.0.0.1', report });
    context.events = await openEvents(`${context.server.url}/__dev/events`);
    await context.events.next('ready');
  });
  test.after(async (context) => {
    context.events?.close();
    await context.server?.close();
    await context.project?.remove();
  });
  return test;
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

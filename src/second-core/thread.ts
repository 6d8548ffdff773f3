// The second thread of `npm run build`: checks the concert files and makes the concert groups it is
// handed, writing their files into the same unfinished site as the main thread (joinSiteWriter).
import { isMainThread, parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { validateConcert } from '../content/concert.ts';
import { openPublisher } from '../deploy/publisher.ts';
import { SiteError } from '../errors.ts';
import { toSiteUrls } from '../lib/urls.ts';
import { makeGroupFiles, type GroupShare } from '../render/group-files.ts';
import { joinSiteWriter, type MadeFile } from '../write.ts';
import { SECOND_CORE, type GroupJob, type Reply, type Request, type ThreadSetup } from './protocol.ts';

if (!isMainThread && parentPort && (workerData as ThreadSetup | undefined)?.role === SECOND_CORE) serve(parentPort, workerData as ThreadSetup);

function serve(port: MessagePort, { staging, precompress }: ThreadSetup): void {
  const output = openPublisher(joinSiteWriter(staging), precompress);
  const answer = async (request: Request): Promise<Reply> => {
    switch (request.type) {
      case 'check':
        return { id: request.id, type: 'checked', results: request.sources.map(validateConcert) };
      case 'groups':
        return { id: request.id, type: 'made', shares: await makeGroups(request.job, output.write) };
      case 'finish':
        await output.finish();
        return { id: request.id, type: 'finished', copies: output.copies };
    }
  };
  // One request at a time, in the order they came.
  let queue = Promise.resolve();
  port.on('message', (request: Request) => {
    queue = queue.then(() =>
      answer(request).then(
        (reply) => port.postMessage(reply),
        (error: unknown) => port.postMessage(toFailure(request.id, error)),
      ),
    );
  });
}

async function makeGroups(job: GroupJob, write: (file: string, contents: MadeFile) => void | Promise<void>): Promise<[string, GroupShare][]> {
  const urls = toSiteUrls(job.siteUrl);
  const context = { content: job.content, urls, now: job.now, render: { ...job.render, urls } };
  const shares: [string, GroupShare][] = [];
  for (const { group, upcoming } of job.groups) {
    const made = makeGroupFiles(group, upcoming, context);
    for (const [file, contents] of made.files) await write(file, contents);
    shares.push([group.id, made.share]);
  }
  return shares;
}

function toFailure(id: number, error: unknown): Reply {
  const { message, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
  return { id, type: 'failed', message, stack, siteError: error instanceof SiteError };
}

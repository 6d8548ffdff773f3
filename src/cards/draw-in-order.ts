// Cards drawn a few at a time and handed over in order, in the cards' thread and in the dev
// server's own (make-cards.ts) alike.
import { renderShareCard, type CardKit } from './share-card.ts';
import type { CardJob } from './worker-messages.ts';

/**
 * Sharp makes glyph masks on libuv's threads while the next card's letters are laid out: a few
 * cards at once keep both busy without holding many pictures in memory.
 */
const AT_ONCE = 4;

async function drawInOrder<Job>(
  jobs: readonly Job[],
  draw: (job: Job) => Promise<Uint8Array>,
  handOver: (job: Job, png: Uint8Array) => void | Promise<void>,
  /** Asked before each card is started: true once the build no longer wants them. */
  stopped: () => boolean = () => false,
): Promise<void> {
  const queue: Promise<Uint8Array>[] = [];
  const start = (job: Job | undefined) => {
    if (!job || stopped()) return;
    const png = draw(job);
    // Awaited in turn below; until then a failure must not count as unhandled.
    png.catch(() => {});
    queue.push(png);
  };
  jobs.slice(0, AT_ONCE).forEach(start);
  for (const [index, job] of jobs.entries()) {
    const png = queue.shift();
    if (!png) return;
    const drawn = await png;
    start(jobs[index + AT_ONCE]);
    await handOver(job, drawn);
  }
}

/** Every job's card, drawn with the kit (createCardKit), handed over in order. */
export function drawCards(kit: Promise<CardKit>, jobs: readonly CardJob[], handOver: (job: CardJob, png: Uint8Array) => void | Promise<void>, stopped: () => boolean): Promise<void> {
  return drawInOrder(jobs, async (job) => renderShareCard(await kit, job.text), handOver, stopped);
}

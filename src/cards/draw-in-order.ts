// The second thread's files made one after another and handed over in order, in that thread and
// in the dev server's own (make-cards.ts) alike: the share cards, then the search index.
import { toSearchIndexText } from '../search/index-file.ts';
import { renderShareCard, type CardKit } from './share-card.ts';
import type { FileJob } from './worker-messages.ts';

/**
 * Every job's file, cards drawn with the kit (createCardKit, asked for with the first card),
 * handed over in order. `stopped` is asked before each: true once the build no longer wants them.
 */
export async function drawCards(toKit: () => CardKit | Promise<CardKit>, jobs: readonly FileJob[], handOver: (job: FileJob, bytes: Uint8Array) => void | Promise<void>, stopped: () => boolean): Promise<void> {
  let kit: CardKit | Promise<CardKit> | undefined;
  for (const job of jobs) {
    if (stopped()) return;
    await handOver(job, job.kind === 'card' ? renderShareCard(await (kit ??= toKit()), job.text) : Buffer.from(toSearchIndexText(job.plan)));
  }
}

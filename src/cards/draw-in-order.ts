// Cards drawn one after another and handed over in order, in the cards' thread and in the dev
// server's own (make-cards.ts) alike.
import { renderShareCard, type CardKit } from './share-card.ts';
import type { CardJob } from './worker-messages.ts';

/**
 * Every job's card, drawn with the kit (createCardKit), handed over in order. `stopped` is asked
 * before each card: true once the build no longer wants them.
 */
export async function drawCards(kit: CardKit | Promise<CardKit>, jobs: readonly CardJob[], handOver: (job: CardJob, png: Uint8Array) => void | Promise<void>, stopped: () => boolean): Promise<void> {
  const ready = await kit;
  for (const job of jobs) {
    if (stopped()) return;
    await handOver(job, renderShareCard(ready, job.text));
  }
}

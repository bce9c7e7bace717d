import { songPagePath } from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import type { Services } from '../../services.ts';
import { composeMail, dispatchQueued, type QueuedMail, queueMail } from '../mail/exports.ts';
import { ORDERS, type OrderRecord } from './records.ts';
import { newShareId } from './songs.ts';

/** Reveals the schedule queues per run, the longest overdue first; the rest wait for the next run. */
const REVEAL_BATCH = 50;

/**
 * The reveal schedule (the `revealsDue` scheduled function in production, a timer in the local
 * server): every reveal whose moment has come gets its email queued in the outbox, in the same
 * transaction that clears its `dueAt`. A second run, or two at once, finds `dueAt` cleared (a
 * transaction that lost the race is retried and reads it so) and queues nothing; the outbox then
 * sends the email under its lease and retries it until it has gone. Returns how many were queued.
 */
export async function sendDueReveals(services: Services): Promise<number> {
  const now = isoNow(services.clock);
  const due = await services.documents.query<OrderRecord>(ORDERS, {
    where: [{ field: 'reveal.dueAt', op: '<=', value: now }],
    orderBy: [{ field: 'reveal.dueAt', direction: 'asc' }],
    limit: REVEAL_BATCH,
  });
  const queued: QueuedMail[] = [];
  for (const { id } of due) {
    const mail = await services.documents.transaction(async (tx) => {
      const order = await tx.get<OrderRecord>(ORDERS, id);
      const reveal = order?.data.reveal;
      if (!order?.data.song || !reveal || reveal.mailId || !reveal.dueAt || reveal.dueAt > now) return null;
      // The gift link as it is now: a link the customer renewed since scheduling is the one sent.
      const shareId = order.data.shareId ?? newShareId();
      const composed = composeMail(services.config, {
        kind: 'songReveal',
        to: reveal.recipientEmail,
        language: reveal.language,
        name: '',
        path: songPagePath(shareId),
        values: {
          sender: order.data.customerName,
          message: reveal.message,
          ...(order.data.songTitle && { title: order.data.songTitle }),
        },
      });
      const queuedMail = queueMail(tx, services, composed);
      tx.update(ORDERS, id, {
        reveal: { ...reveal, dueAt: null, mailId: queuedMail.id, queuedAt: now },
        ...(order.data.shareId ? {} : { shareId }),
      });
      return queuedMail;
    });
    if (mail) queued.push(mail);
  }
  dispatchQueued(services, queued);
  if (queued.length > 0) services.log.info('reveals_queued', { count: queued.length });
  return queued.length;
}

import type { RevealView } from '@storysong/core';

/**
 * The reveal the customer scheduled, as the order keeps it (`orders.reveal`, docs/data-model.md):
 * absent or null when none is scheduled. Every reveal field lives in this one object.
 */
export interface RevealRecord
  extends Pick<RevealView, 'recipientEmail' | 'message' | 'date' | 'time' | 'timeZone' | 'revealAt' | 'openedAt'> {
  /** The site language the customer scheduled in: the email is written in it. */
  language: string;
  /**
   * `revealAt` while the email waits to be queued, null once it is: what the schedule's query reads
   * (`reveal.dueAt <= now`), and cleared in the transaction that queues the email, so it is queued once.
   */
  dueAt: string | null;
  /** The email's outbox id once queued; from then on the reveal can no longer be changed or cancelled. */
  mailId: string | null;
  queuedAt: string | null;
  scheduledAt: string;
  updatedAt: string;
}

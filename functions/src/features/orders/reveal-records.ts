/**
 * The reveal the customer scheduled, as the order keeps it (`orders.reveal`, docs/data-model.md):
 * absent or null when none is scheduled. Every reveal field lives in this one object.
 */
export interface RevealRecord {
  recipientEmail: string;
  message: string;
  /** The wall-clock date (YYYY-MM-DD) and time (HH:mm) the customer chose, in `timeZone`. */
  date: string;
  time: string;
  /** The recipient's IANA time zone. */
  timeZone: string;
  /** That moment in UTC (ISO): the gift page counts down to it and the schedule sends the email at it. */
  revealAt: string;
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
  /** The gift page's first play after the reveal (recorded by the server when the page reports it). */
  openedAt: string | null;
  scheduledAt: string;
  updatedAt: string;
}

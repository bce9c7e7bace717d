import type { ComposedMail } from './messages.tsx';

export const MAIL_OUTBOX = 'mail_outbox';

/** `queued` until the first attempt; `failing` after a failed one (staff see these); `sent` once delivered. */
export type MailStatus = 'queued' | 'failing' | 'sent';

/**
 * One message in the outbox (docs/data-model.md `mail_outbox`): composed with the change it tells
 * of, every word fixed, and rendered to HTML and text when it is sent.
 */
export interface MailRecord extends ComposedMail, Record<string, unknown> {
  status: MailStatus;
  attempts: number;
  /** When the retry job may next try it; null once sent. */
  nextAttemptAt: string | null;
  /** Set while one sender holds the message, so the retry job and a staff resend never send it twice. */
  sendingUntil: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

import type { ComposedMail } from './messages.tsx';

export const MAIL_OUTBOX = 'mail_outbox';

/** `queued` until the first attempt; `failing` after a failed one (staff see these); `sent` once delivered. */
export type MailStatus = 'queued' | 'failing' | 'sent';

/**
 * One message in the outbox (docs/data-model.md `mail_outbox`): composed with the change it tells
 * of, every word fixed, and rendered to HTML and text when it is sent.
 */
export interface MailRecord extends ComposedMail, Record<string, unknown> {
  /** `emailKey(to)`: finds a person's messages for the Privacy page whatever case they typed; absent on older messages. */
  toKey?: string;
  status: MailStatus;
  attempts: number;
  /** When the retry job may next try it; null once sent. */
  nextAttemptAt: string | null;
  /** Set while one sender holds the message, so the retry job and a staff resend never send it twice. */
  sendingUntil: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /**
   * When Firestore's TTL policy deletes the sent message (`RETENTION.mailDays` after sending): a
   * Date, stored by Firestore as the Timestamp TTL reads; written once sent and read by nothing here.
   */
  expireAt?: Date;
}

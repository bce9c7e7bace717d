import type { RevealView } from '@storysong/core';
import type { Services } from '../../services.ts';
import { MAIL_OUTBOX, type MailRecord } from '../mail/exports.ts';
import type { RevealRecord } from './reveal-records.ts';

/**
 * The reveal as its customer sees it on the order page: scheduled until the schedule queues its
 * email, then sending until the outbox has sent it, with when the gift page first played the song.
 */
export async function revealView(services: Services, reveal: RevealRecord | null | undefined): Promise<RevealView | null> {
  if (!reveal) return null;
  const mail = reveal.mailId ? await services.documents.get<MailRecord>(MAIL_OUTBOX, reveal.mailId) : null;
  // A queued reveal's message deleted from the outbox was sent: only sent messages are deleted, 30 days on (docs/privacy.md).
  const sentAt = mail ? (mail.data.status === 'sent' ? mail.data.sentAt : null) : reveal.mailId ? reveal.queuedAt : null;
  return {
    recipientEmail: reveal.recipientEmail,
    message: reveal.message,
    date: reveal.date,
    time: reveal.time,
    timeZone: reveal.timeZone,
    revealAt: reveal.revealAt,
    status: reveal.mailId === null ? 'scheduled' : sentAt ? 'sent' : 'sending',
    sentAt,
    openedAt: reveal.openedAt,
  };
}

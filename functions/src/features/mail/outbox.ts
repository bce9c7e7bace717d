import { randomUUID } from 'node:crypto';
import { emailKey, LIMITS } from '@storysong/core';
import { redactAddresses } from '../../platform/logging.ts';
import type { Limit } from '../../platform/rate-limit.ts';
import type { TransactionOps } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { FIRST_ATTEMPT_GRACE_MS, retryDelayMs, SENDING_LEASE_MS } from './backoff.ts';
import { type ComposedMail, renderMail } from './messages.tsx';
import { mailExpiry } from './personal-data.ts';
import { MAIL_OUTBOX, type MailRecord } from './records.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** A message written to the outbox by a transaction, for `dispatchQueued` once it has committed. */
export interface QueuedMail {
  id: string;
  record: MailRecord;
}

/**
 * Writes a message to the outbox inside the caller's transaction, so it exists exactly when the
 * change it tells of does. Where this process sends it right after the commit (`dispatchQueued`),
 * the sending lease is taken in the same write, so the first attempt needs no transaction of its
 * own; the outbox trigger takes its lease itself.
 */
export function queueMail(
  tx: Pick<TransactionOps, 'create'>,
  services: Pick<Services, 'clock' | 'config'>,
  mail: ComposedMail,
): QueuedMail {
  const id = randomUUID();
  const now = services.clock.now();
  const sentHere = services.config.mailDispatch === 'in-process';
  const record: MailRecord = {
    ...mail,
    toKey: emailKey(mail.to),
    status: 'queued',
    attempts: 0,
    nextAttemptAt: iso(now + FIRST_ATTEMPT_GRACE_MS),
    sendingUntil: sentHere ? iso(now + SENDING_LEASE_MS) : null,
    lastError: null,
    createdAt: iso(now),
    sentAt: null,
  };
  tx.create(MAIL_OUTBOX, id, record);
  return { id, record };
}

/** Per address, whoever asks: the order form mails whatever address it is given. */
const RECIPIENT_LIMIT: Limit = { name: 'mail-recipient', max: LIMITS.mailsPerRecipientPerHour, windowMs: 60 * 60 * 1000 };

/**
 * Whether a mail a visitor's action sends to `to` is within the hourly limit for that address (its
 * canonical form, so sub-addresses count as one), counting this one. Over it, the caller sends nothing.
 */
export async function recipientAllows(services: Services, to: string): Promise<boolean> {
  const verdict = await services.rateLimiter.hit(RECIPIENT_LIMIT, emailKey(to));
  if (!verdict.allowed) services.log.warn('mail_recipient_limited', { retryAfterSeconds: verdict.retryAfterSeconds });
  return verdict.allowed;
}

export type Attempt = 'sent' | 'failed' | 'skipped';

/**
 * One attempt at one message: taken under a lease (so no other sender sends it meanwhile), sent,
 * and its outcome recorded; a failure schedules the next try with backoff. `dueOnly` leaves a
 * message alone until its next attempt is due (the retry job); a staff resend sends it now.
 */
export async function attemptDelivery(
  services: Services,
  id: string,
  options: { dueOnly: boolean; ownLease?: string | null },
): Promise<Attempt> {
  const { documents, clock } = services;
  const now = clock.now();
  const taken = await documents.transaction(async (tx) => {
    const doc = await tx.get<MailRecord>(MAIL_OUTBOX, id);
    if (!doc || doc.data.status === 'sent') return null;
    const heldByOther = doc.data.sendingUntil !== options.ownLease;
    if (heldByOther && doc.data.sendingUntil && Date.parse(doc.data.sendingUntil) > now) return null;
    if (options.dueOnly && doc.data.nextAttemptAt && Date.parse(doc.data.nextAttemptAt) > now) return null;
    tx.update(MAIL_OUTBOX, id, { sendingUntil: iso(now + SENDING_LEASE_MS) });
    return doc.data;
  });
  if (!taken) return 'skipped';
  return deliver(services, id, taken);
}

/** Sends a message this sender holds the lease of, and records the outcome. */
async function deliver(services: Services, id: string, taken: MailRecord): Promise<Attempt> {
  const { documents, clock } = services;
  const attempts = taken.attempts + 1;
  try {
    await services.mail.send(await renderMail(services.config, taken));
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const nextAttemptAt = iso(clock.now() + retryDelayMs(attempts));
    await documents.update(MAIL_OUTBOX, id, { status: 'failing', attempts, lastError, nextAttemptAt, sendingUntil: null });
    // The outbox keeps the reply whole for staff, beside the address it names; the log does not.
    services.log.warn('mail_send_failed', { id, kind: taken.kind, attempts, nextAttemptAt, error: redactAddresses(lastError) });
    return 'failed';
  }
  const sentAt = clock.now();
  await documents.update(MAIL_OUTBOX, id, {
    status: 'sent',
    attempts,
    sentAt: iso(sentAt),
    expireAt: mailExpiry(sentAt),
    nextAttemptAt: null,
    sendingUntil: null,
    lastError: null,
  });
  return 'sent';
}

/**
 * Hands what a request has just queued (its transaction committed) to be sent, without waiting for
 * it: an answer never waits for SMTP, and a mail server that hangs delays no one. The local server
 * sends it in the background at once. Deployed on Cloud Functions, where work after the response
 * is not given CPU, the `mailQueued` trigger on each new outbox document sends it (`index.ts`).
 * Either way a message that did not go out stays in the outbox for the retry job.
 */
export function dispatchQueued(services: Services, queued: readonly QueuedMail[]): void {
  if (queued.length === 0 || services.config.mailDispatch === 'outbox-trigger') return;
  services.background.start('send_queued_mail', async () => {
    for (const { id, record } of queued) {
      try {
        // Sent under the lease taken when it was queued while that has a minute to run; a process
        // busy for longer renews it first (unless another sender took the message meanwhile).
        const leaseLeft = Date.parse(record.sendingUntil ?? '') - services.clock.now();
        if (leaseLeft > SENDING_LEASE_MS / 2) await deliver(services, id, record);
        else await attemptDelivery(services, id, { dueOnly: false, ownLease: record.sendingUntil });
      } catch (error) {
        services.log.error('mail_outbox_unavailable', {
          id,
          message: redactAddresses(String(error instanceof Error ? error.message : error)),
        });
      }
    }
  });
}

/**
 * One attempt at each message now. Never throws: the change the messages tell of is already
 * committed, and a message that did not go out stays in the outbox for the retry job.
 */
export async function sendQueued(services: Services, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    try {
      await attemptDelivery(services, id, { dueOnly: false });
    } catch (error) {
      services.log.error('mail_outbox_unavailable', {
        id,
        message: redactAddresses(String(error instanceof Error ? error.message : error)),
      });
    }
  }
}

/** Messages the retry job takes per run, oldest due first; the rest wait for the next run. */
const RETRY_BATCH = 25;

/**
 * The retry job (a timer in the local server, a scheduled function in production): every message
 * not yet sent whose next attempt is due gets one, on the injected clock.
 */
export async function retryDueMail(services: Services): Promise<Record<Attempt, number>> {
  const due = await services.documents.query<MailRecord>(MAIL_OUTBOX, {
    where: [
      { field: 'status', op: 'in', value: ['queued', 'failing'] },
      { field: 'nextAttemptAt', op: '<=', value: iso(services.clock.now()) },
    ],
    orderBy: [{ field: 'nextAttemptAt', direction: 'asc' }],
    limit: RETRY_BATCH,
  });
  const counts: Record<Attempt, number> = { sent: 0, failed: 0, skipped: 0 };
  for (const doc of due) counts[await attemptDelivery(services, doc.id, { dueOnly: true })] += 1;
  return counts;
}

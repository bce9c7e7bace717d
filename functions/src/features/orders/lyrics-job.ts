import { lyricAutoApprovalAt, lyricReminderDueAt, lyricsNextDueAt, openLyricDraft } from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import type { Services } from '../../services.ts';
import { composeMail, dispatchQueued, type MailRequest, type QueuedMail, queueMail } from '../mail/exports.ts';
import { answeredDrafts, customerLyricMail, type LyricNoticeReader, staffLyricMails } from './lyric-drafts.ts';
import { mailedOrderPath } from './order-links.ts';
import { ORDERS, type OrderRecord } from './records.ts';

/** Orders the schedule acts on per run, the longest due first; the rest wait for the next run. */
const LYRICS_BATCH = 50;

/**
 * The lyrics schedule (the `lyricsDue` scheduled function in production, a timer in the local
 * server): a draft unanswered for five days brings the customer a reminder, and one unanswered for
 * ten is approved for them, with a notice to them and to staff. Each order is re-read and written in
 * one transaction with its mail, and `lyricDueAt` moves on (or clears), so a second run, or two at
 * once, does nothing twice. The approval is dated when it fell due, not when the run came: the
 * customer's days are the ten, whenever the schedule ran. `staffToTell` finds who hears of an
 * approval (the admin feature knows its staff: admin/lyrics-schedule.ts). Returns how many orders it acted on.
 */
export async function remindAndApproveLyrics(
  services: Services,
  staffToTell: () => Promise<readonly LyricNoticeReader[]>,
): Promise<number> {
  const now = isoNow(services.clock);
  const due = await services.documents.query<OrderRecord>(ORDERS, {
    where: [{ field: 'lyricDueAt', op: '<=', value: now }],
    orderBy: [{ field: 'lyricDueAt', direction: 'asc' }],
    limit: LYRICS_BATCH,
  });
  const staff = due.length > 0 ? await staffToTell() : [];
  const queued: QueuedMail[] = [];
  for (const { id } of due) {
    const mails = await services.documents.transaction(async (tx) => {
      const order = await tx.get<OrderRecord>(ORDERS, id);
      const drafts = order?.data.lyricDrafts ?? [];
      const open = openLyricDraft(drafts);
      if (!order || !open || !order.data.lyricDueAt || order.data.lyricDueAt > now) return [];
      // A cancelled order's draft waits for nothing.
      if (order.data.stage !== 'received') {
        tx.update(ORDERS, id, { lyricDueAt: null });
        return [];
      }
      const approvalAt = lyricAutoApprovalAt(open) ?? now;
      const approve = approvalAt <= now;
      const reminderDue = lyricReminderDueAt(open);
      if (!approve && (!reminderDue || reminderDue > now)) return [];
      const next = approve
        ? answeredDrafts(drafts, { kind: 'approved', notes: null, at: approvalAt, automatic: true })
        : drafts.map((draft) => (draft === open ? { ...draft, remindedAt: now } : draft));
      const link = mailedOrderPath(order, services.clock.now());
      const patch = { ...link.patch, lyricDrafts: next, lyricDueAt: lyricsNextDueAt(next), updatedAt: now };
      tx.update(ORDERS, id, patch);
      const updated: OrderRecord = { ...order.data, ...patch };
      const requests: MailRequest[] = approve
        ? [customerLyricMail('lyricsAutoApproved', link.path, updated), ...staffLyricMails(updated, staff)]
        : [customerLyricMail('lyricReminder', link.path, updated)];
      return requests.map((mail) => queueMail(tx, services, composeMail(services.config, mail)));
    });
    queued.push(...mails);
  }
  dispatchQueued(services, queued);
  if (queued.length > 0) services.log.info('lyrics_mails_queued', { count: queued.length });
  return due.length;
}

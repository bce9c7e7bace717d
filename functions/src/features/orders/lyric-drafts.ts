import { LIMITS, type LyricAnswer, lyricDraftRefusal, lyricRoundsLeft, lyricsNextDueAt, MESSAGES } from '@storysong/core';
import { HttpError, notFound } from '../../platform/errors.ts';
import type { Services } from '../../services.ts';
import { composeMail, dispatchQueued, type MailRequest, queueMail } from '../mail/exports.ts';
import { mailedOrderPath } from './order-links.ts';
import { type LyricDraftRecord, ORDERS, type OrderRecord } from './records.ts';

/** A member of staff an answer is told to (the admin feature finds who: lyrics.ts, admin/lyrics-schedule.ts). */
export interface LyricNoticeReader {
  email: string;
  displayName: string;
}

/** Where staff read an answer: the order's drawer opens from the stories list. */
const STAFF_PATH = '/admin/stories';

/** The customer's email about a draft (sent, reminded, approved for them), with their order page's link. */
export function customerLyricMail(
  kind: 'lyricDraftSent' | 'lyricReminder' | 'lyricsAutoApproved',
  path: string,
  order: OrderRecord,
): MailRequest {
  const drafts = order.lyricDrafts ?? [];
  return {
    kind,
    to: order.customerEmail,
    language: order.siteLanguage,
    name: order.customerName,
    path,
    product: { id: order.productId, name: order.productName },
    values: {
      round: String(drafts.length),
      left: String(lyricRoundsLeft(order.productId, drafts)),
      days: String(LIMITS.lyricAutoApprovalDays),
    },
  };
}

/** Staff who want new-story emails hear of each answer, the automatic approval included. */
export function staffLyricMails(order: OrderRecord, staff: readonly LyricNoticeReader[]): MailRequest[] {
  const drafts = order.lyricDrafts ?? [];
  const answer = drafts.at(-1)?.answer;
  if (!answer) return [];
  const outcome = answer.automatic ? 'automatic' : answer.kind;
  return staff.map((member) => ({
    kind: 'lyricsAnswered',
    to: member.email,
    name: member.displayName || member.email,
    path: STAFF_PATH,
    product: { id: order.productId, name: order.productName },
    values: {
      customer: order.customerName,
      email: order.customerEmail,
      round: String(drafts.length),
      outcome,
      notes: answer.notes ?? '',
    },
  }));
}

/**
 * Staff send a lyric draft for the customer's approval. The refusal is read and the draft written in
 * one transaction, so two staff at once cannot open two drafts; the customer's email goes with it.
 */
export async function sendLyricDraft(services: Services, orderId: string, text: string, sentBy: string): Promise<OrderRecord> {
  const now = services.clock.now();
  const sentAt = new Date(now).toISOString();
  const { updated, mailId } = await services.documents.transaction(async (tx) => {
    const order = await tx.get<OrderRecord>(ORDERS, orderId);
    if (!order) throw notFound('Order not found');
    const lyricDrafts = order.data.lyricDrafts ?? [];
    const refusal = lyricDraftRefusal({ ...order.data, lyricDrafts });
    if (refusal) throw new HttpError(409, 'conflict', MESSAGES[refusal]);
    const draft: LyricDraftRecord = { text, sentAt, sentBy, remindedAt: null, answer: null };
    const drafts = [...lyricDrafts, draft];
    const link = mailedOrderPath(order, now);
    const patch = { ...link.patch, lyricDrafts: drafts, lyricDueAt: lyricsNextDueAt(drafts), updatedAt: sentAt };
    tx.update(ORDERS, orderId, patch);
    const updated: OrderRecord = { ...order.data, ...patch };
    const mail = composeMail(services.config, customerLyricMail('lyricDraftSent', link.path, updated));
    return { updated, mailId: queueMail(tx, services, mail) };
  });
  dispatchQueued(services, [mailId]);
  return updated;
}

/** The drafts with the newest answered; the schedule has nothing more to do for them. */
export function answeredDrafts(drafts: readonly LyricDraftRecord[], answer: LyricAnswer): LyricDraftRecord[] {
  return drafts.map((draft, index) => (index === drafts.length - 1 ? { ...draft, answer } : draft));
}

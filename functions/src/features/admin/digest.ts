import { byDueDate, calendarDateIn, dateTimeFormat, PRODUCTION_DIGEST_HOUR, SITE_TIME_ZONE } from '@storysong/core';
import type { Services } from '../../services.ts';
import { waitingOverABusinessDay } from '../conversations/exports.ts';
import { composeMail, type DigestItem, dispatchQueued, queueMail } from '../mail/exports.ts';
import { boardCard, openOrders, staffMembers } from './board.ts';
import { PRODUCTION_DIGESTS, type ProductionDigestRecord } from './records.ts';

export type DigestOutcome = 'too_early' | 'already_ran' | 'nothing_due' | 'no_staff' | 'sent';

/** The hour of the day in the business's time zone. */
const siteHour = (ms: number) =>
  Number(dateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(ms));

/**
 * The staff's morning email (features/admin, decision 024): once a UK day, from 07:00, every current
 * member of staff gets one email listing the open stories overdue and those due in the next 48 hours,
 * the production board's first two groups, and the conversations that have waited for our reply for
 * more than a business day (issue 74 §3). Nothing is sent when there are none. The day's record is created
 * in the same transaction that queues the mail, so the scheduled function firing twice, or the local
 * server's timer beside it, sends it once.
 */
export async function sendProductionDigest(services: Services): Promise<DigestOutcome> {
  const now = services.clock.now();
  if (siteHour(now) < PRODUCTION_DIGEST_HOUR) return 'too_early';
  const day = calendarDateIn(now, SITE_TIME_ZONE);
  if (await services.documents.get(PRODUCTION_DIGESTS, day)) return 'already_ran';
  const [orders, staff, waiting] = await Promise.all([
    openOrders(services),
    staffMembers(services),
    waitingOverABusinessDay(services),
  ]);
  const cards = orders.map((doc) => boardCard(doc, staff.all, now));
  const item = (card: (typeof cards)[number]): DigestItem => ({
    customer: card.customerName,
    product: { id: card.productId, name: card.productName },
    stage: card.stage,
    dueAt: card.dueAt,
    rush: card.rush,
    revisionRequested: card.revisionRequested,
    occasion: card.occasion,
    assignee: card.assignee ? card.assignee.displayName || card.assignee.email : null,
  });
  const sorted = cards.sort(byDueDate);
  const overdue = sorted.filter((card) => card.group === 'overdue').map(item);
  const soon = sorted.filter((card) => card.group === 'soon').map(item);
  const conversations = waiting.map(({ data }) => {
    const assignee = data.assigneeUid ? staff.all.get(data.assigneeUid) : undefined;
    return {
      visitor: data.visitor.fullName || data.visitor.email || '—',
      email: data.visitor.email ?? '—',
      waitingSince: data.waitingSince ?? '',
      assignee: assignee ? assignee.displayName || assignee.email : null,
    };
  });
  const due = overdue.length + soon.length + conversations.length > 0;
  const recipients = due ? staff.current : [];
  const queued = await services.documents.transaction(async (tx) => {
    if (await tx.get(PRODUCTION_DIGESTS, day)) return null;
    const record: ProductionDigestRecord = {
      day,
      ranAt: new Date(now).toISOString(),
      overdue: overdue.length,
      soon: soon.length,
      conversations: conversations.length,
      recipients: recipients.length,
    };
    tx.create(PRODUCTION_DIGESTS, day, record);
    return recipients.map((member) =>
      queueMail(
        tx,
        services,
        composeMail(services.config, {
          kind: 'productionDigest',
          to: member.email,
          name: member.displayName || member.email,
          path: '/admin/board',
          values: { overdue: String(overdue.length), soon: String(soon.length), waiting: String(conversations.length) },
          digest: { overdue, soon, conversations },
        }),
      ),
    );
  });
  if (queued === null) return 'already_ran';
  dispatchQueued(services, queued);
  if (!due) return 'nothing_due';
  return recipients.length > 0 ? 'sent' : 'no_staff';
}

import { poundsToPence } from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import type { PaymentEvent } from '../../ports/payments/port.ts';
import type { Services } from '../../services.ts';
import { staffNotifiedOfNewOrders } from '../admin/exports.ts';
import { holdCommission, refundCommission, releaseCommission } from '../affiliates/exports.ts';
import { composeMail, dispatchQueued, type MailRequest, type QueuedMail, queueMail } from '../mail/exports.ts';
import { disputesOf, ORDERS, type OrderDisputeRecord, PAYMENT_EVENTS } from './records.ts';
import { paymentAndOrder } from './refund-events.ts';

export type DisputeOutcome = 'dispute_opened' | 'dispute_won' | 'dispute_lost' | 'dispute_already_closed' | 'dispute_not_ours';

/**
 * Applies one verified dispute event, found through the payment it names (a dispute carries none of
 * our metadata). The order keeps every dispute by its provider id, so each dispute's events apply
 * once, in whatever order they arrive. Opening holds the order's commission (not payable while any
 * dispute is open); won releases it once no other dispute is open; lost takes it back as a full
 * refund does (clawed back from the next payout if already paid), and a lost dispute stays lost
 * whatever dispute comes after it. A closed dispute is final: an `opened` event arriving after it
 * changes nothing. Staff are told by email and see the disputes on the order.
 */
export async function applyDisputeEvent(
  services: Services,
  event: PaymentEvent,
): Promise<DisputeOutcome | 'duplicate' | 'unknown_order' | 'ignored'> {
  const now = isoNow(services.clock);
  const notified = await staffNotifiedOfNewOrders(services);
  const mailIds: QueuedMail[] = [];
  const outcome = await services.documents.transaction(async (tx) => {
    mailIds.length = 0;
    if (await tx.get(PAYMENT_EVENTS, event.id)) return 'duplicate' as const;
    const { payment, order } = await paymentAndOrder(tx, event);
    const dispute = event.dispute;
    const disputes = order ? disputesOf(order.data) : [];
    const index = dispute ? disputes.findIndex((known) => known.providerDisputeId === dispute.providerDisputeId) : -1;
    const same = disputes[index] ?? null;
    const ours = order !== null && dispute !== undefined && (!payment || payment.data.role === 'order');
    const closed = same !== null && same.status !== 'open';
    const opens = ours && !closed && event.type === 'dispute_opened' && same === null;
    const wins = ours && !closed && event.type === 'dispute_won';
    const loses = ours && !closed && event.type === 'dispute_lost';
    // Another dispute still open keeps the hold; one lost before has left nothing to release.
    const othersOpen = disputes.some((known, at) => at !== index && known.status === 'open');
    const paidPence = order ? poundsToPence(order.data.amountPounds) : 0;
    const commission =
      order === null
        ? null
        : opens
          ? await holdCommission(tx, order.id, now)
          : wins && !othersOpen
            ? await releaseCommission(tx, order.id, now)
            : loses
              ? await refundCommission(tx, order.id, paidPence, paidPence, now, 'dispute')
              : null;
    const staff = opens || wins || loses ? notified : [];

    tx.create(PAYMENT_EVENTS, event.id, { type: event.type, orderId: order?.id ?? event.orderId, receivedAt: now });
    if (!dispute) return 'ignored' as const;
    if (!order) return 'unknown_order' as const;
    if (!ours) return 'dispute_not_ours' as const;
    if (closed) return 'dispute_already_closed' as const;
    if (event.type === 'dispute_opened' && !opens) return 'dispute_opened' as const;
    const record: OrderDisputeRecord = {
      providerDisputeId: dispute.providerDisputeId,
      amountPence: event.amountPence ?? same?.amountPence ?? paidPence,
      status: wins ? 'won' : loses ? 'lost' : 'open',
      openedAt: same?.openedAt ?? now,
      closedAt: wins || loses ? now : null,
    };
    const next = same ? disputes.map((known, at) => (at === index ? record : known)) : [...disputes, record];
    tx.update(ORDERS, order.id, { disputes: next, dispute: null, updatedAt: now });
    commission?.();
    for (const member of staff) {
      const mail: MailRequest = {
        kind: opens ? 'disputeOpened' : 'disputeClosed',
        to: member.email,
        name: member.displayName || member.email,
        path: '/admin/stories',
        amountPence: record.amountPence,
        product: { id: order.data.productId, name: order.data.productName },
        values: { customer: order.data.customerName, email: order.data.customerEmail, outcome: record.status },
      };
      mailIds.push(queueMail(tx, services, composeMail(services.config, mail)));
    }
    return opens ? ('dispute_opened' as const) : wins ? ('dispute_won' as const) : ('dispute_lost' as const);
  });
  dispatchQueued(services, mailIds);
  if (outcome === 'unknown_order' || outcome === 'dispute_not_ours') {
    services.log.warn('dispute_event_unmatched', { eventId: event.id, outcome, paymentId: event.payment?.paymentId ?? null });
  }
  return outcome;
}

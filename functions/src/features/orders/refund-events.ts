import { CURRENCY, orderPagePath, poundsToPence } from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import type { PaymentEvent, RefundReference } from '../../ports/payments/port.ts';
import type { Services } from '../../services.ts';
import { refundCommission } from '../affiliates/exports.ts';
import { composeMail, dispatchQueued, queueMail } from '../mail/exports.ts';
import { ORDERS, type OrderRecord, PAYMENT_EVENTS, type RefundEntry } from './records.ts';

export type RefundOutcome = 'refunded' | 'refund_already_applied' | 'refund_failed' | 'refund_rejected';

/**
 * Applies one verified refund event, once: the event id guards against a redelivered event, and
 * the refund's own ids against a second event for the same refund (Stripe sends `refund.created`
 * then `refund.updated`). A settled refund adds to the order's refunded total, recalculates the
 * commission (voids it when all was refunded) and emails the customer; a failed one releases
 * what it had reserved of the refundable amount. Never more than was paid is refunded: a refund
 * made at the provider that would exceed it is logged for staff, not applied.
 */
export async function applyRefundEvent(
  services: Services,
  event: PaymentEvent,
): Promise<RefundOutcome | 'duplicate' | 'unknown_order' | 'ignored'> {
  const now = isoNow(services.clock);
  const mailIds: string[] = [];
  const outcome = await services.documents.transaction(async (tx) => {
    mailIds.length = 0;
    if (await tx.get(PAYMENT_EVENTS, event.id)) return 'duplicate' as const;
    const order = event.orderId ? await tx.get<OrderRecord>(ORDERS, event.orderId) : null;
    const refund = event.refund;
    const refunds = order?.data.refunds ?? [];
    const index = refund ? refunds.findIndex((entry) => sameRefund(entry, refund)) : -1;
    const entry = refunds[index];
    const paidPence = order ? poundsToPence(order.data.amountPounds) : 0;
    const settled = order?.data.refundedPence ?? 0;
    const amountPence = event.amountPence ?? 0;
    const applies =
      order !== null &&
      refund !== undefined &&
      event.type === 'refunded' &&
      entry?.status !== 'succeeded' &&
      event.currency === CURRENCY &&
      amountPence > 0 &&
      settled + amountPence <= paidPence;
    const commission = applies ? await refundCommission(tx, order.id, paidPence, settled + amountPence, now) : null;

    tx.create(PAYMENT_EVENTS, event.id, { type: event.type, orderId: event.orderId, receivedAt: now });
    if (!refund) return 'ignored' as const;
    if (!order) return 'unknown_order' as const;
    if (entry?.status === 'succeeded') return 'refund_already_applied' as const;
    const next = [...refunds];
    if (event.type === 'refund_failed') {
      if (entry) next[index] = { ...entry, status: 'failed', providerRefundId: refund.providerRefundId, settledAt: now };
      tx.update(ORDERS, order.id, { refunds: next, updatedAt: now });
      return 'refund_failed' as const;
    }
    if (!applies) return 'refund_rejected' as const;
    const settledEntry: RefundEntry = {
      ...(entry ?? madeAtProvider(refund, now)),
      amountPence,
      status: 'succeeded',
      providerRefundId: refund.providerRefundId,
      settledAt: now,
    };
    if (entry) next[index] = settledEntry;
    else next.push(settledEntry);
    tx.update(ORDERS, order.id, { refunds: next, refundedPence: settled + amountPence, updatedAt: now });
    commission?.();
    const mail = composeMail(services.config, {
      kind: 'refund',
      to: order.data.customerEmail,
      language: order.data.siteLanguage,
      name: order.data.customerName,
      path: orderPagePath({ orderId: order.id, token: order.data.statusToken }),
      amountPence,
      product: { id: order.data.productId, name: order.data.productName },
    });
    mailIds.push(queueMail(tx, mail, services.clock.now()));
    return 'refunded' as const;
  });
  dispatchQueued(services, mailIds);
  if (outcome === 'refund_rejected' || outcome === 'unknown_order') {
    services.log.warn('refund_event_rejected', {
      eventId: event.id,
      orderId: event.orderId,
      outcome,
      amountPence: event.amountPence,
      currency: event.currency,
    });
  }
  return outcome;
}

const sameRefund = (entry: RefundEntry, refund: RefundReference) =>
  (refund.refundId !== null && entry.id === refund.refundId) || entry.providerRefundId === refund.providerRefundId;

/** A refund staff made in the provider's own dashboard: we learn of it only from its event. */
function madeAtProvider(refund: RefundReference, now: string): RefundEntry {
  return {
    id: refund.refundId ?? refund.providerRefundId,
    amountPence: 0,
    reason: null,
    status: 'requested',
    requestedBy: null,
    requestedByUid: null,
    requestedAt: now,
    settledAt: null,
    providerRefundId: refund.providerRefundId,
  };
}

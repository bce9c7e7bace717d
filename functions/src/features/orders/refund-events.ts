import { CURRENCY, poundsToPence } from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import type { Doc, TransactionOps } from '../../ports/documents/port.ts';
import type { PaymentEvent, RefundReference } from '../../ports/payments/port.ts';
import type { Services } from '../../services.ts';
import { refundCommission } from '../affiliates/exports.ts';
import { composeMail, dispatchQueued, type MailRequest, type QueuedMail, queueMail } from '../mail/exports.ts';
import { mailedOrderPath } from './order-links.ts';
import {
  disputeLost,
  disputeOpen,
  ORDER_PAYMENTS,
  ORDERS,
  type OrderPaymentRecord,
  type OrderRecord,
  PAYMENT_EVENTS,
  type RefundEntry,
  refundPendingSince,
} from './records.ts';

export type RefundOutcome =
  | 'refunded'
  | 'refund_already_applied'
  | 'refund_failed'
  | 'refund_already_failed'
  | 'refund_reversed'
  | 'refund_rejected'
  | 'automatic_refund_settled';

/**
 * What the customer no longer pays for the commission's sake: all of it once any dispute was lost
 * (a later dispute, won or open, does not give it back), else what was refunded.
 */
export const keptBackPence = (order: OrderRecord, refundedPence: number) =>
  disputeLost(order) ? poundsToPence(order.amountPounds) : refundedPence;

/**
 * The order and payment an event is about. A refund made in the provider's dashboard (and every
 * dispute) carries no order id of ours: the payment it names was recorded when it was received.
 * An automatic refund's id names its payment too, for events that do not carry the payment.
 */
export async function paymentAndOrder(tx: Pick<TransactionOps, 'get'>, event: PaymentEvent) {
  const fromRefundId = event.refund?.refundId?.startsWith('auto_') ? event.refund.refundId.slice('auto_'.length) : null;
  const paymentId = event.payment?.paymentId ?? fromRefundId;
  const payment = paymentId ? await tx.get<OrderPaymentRecord>(ORDER_PAYMENTS, paymentId) : null;
  const orderId = payment?.data.orderId ?? event.orderId;
  const order = orderId ? await tx.get<OrderRecord>(ORDERS, orderId) : null;
  return { payment, order };
}

/**
 * Applies one verified refund event, once: the event id guards against a redelivered event, and
 * the refund's own ids against a second event for the same refund (Stripe sends `refund.created`
 * then `refund.updated`). The refund follows the provider's states in whatever order their events
 * arrive: requested, then succeeded or failed, and a succeeded one may still fail (its money comes
 * back to us). A success adds to the order's refunded total, recalculates the commission (voids it
 * when all was refunded) and tells the customer; a failure before it releases what it reserved;
 * a failure after it takes the amount off the refunded total, restores the commission it reduced,
 * and tells the customer. A failure the provider reported is final. Never more than was paid is
 * refunded: a refund that would exceed it is logged for staff, not applied. A refund of a payment
 * that was not the order's own (refunded automatically) settles that payment and leaves the order alone.
 */
export async function applyRefundEvent(
  services: Services,
  event: PaymentEvent,
): Promise<RefundOutcome | 'duplicate' | 'unknown_order' | 'ignored'> {
  const now = isoNow(services.clock);
  const mailIds: QueuedMail[] = [];
  const outcome = await services.documents.transaction(async (tx) => {
    mailIds.length = 0;
    if (await tx.get(PAYMENT_EVENTS, event.id)) return 'duplicate' as const;
    const { payment, order } = await paymentAndOrder(tx, event);
    const refund = event.refund;
    const refunds = order?.data.refunds ?? [];
    const index = refund ? refunds.findIndex((entry) => sameRefund(entry, refund)) : -1;
    const entry = refunds[index];
    const paidPence = order ? poundsToPence(order.data.amountPounds) : 0;
    const settled = order?.data.refundedPence ?? 0;
    const amountPence = event.amountPence ?? 0;
    const ownPayment = !payment || payment.data.role === 'order';
    const finalFailure = entry?.status === 'failed' && !entry.released;
    const applies =
      order !== null &&
      ownPayment &&
      refund !== undefined &&
      event.type === 'refunded' &&
      entry?.status !== 'succeeded' &&
      !finalFailure &&
      event.currency === CURRENCY &&
      amountPence > 0 &&
      settled + amountPence <= paidPence;
    const reverses = order !== null && ownPayment && event.type === 'refund_failed' && entry?.status === 'succeeded';
    const refundedAfter = applies ? settled + amountPence : reverses && entry ? settled - entry.amountPence : settled;
    const commission =
      order && (applies || reverses)
        ? await refundCommission(
            tx,
            order.id,
            paidPence,
            keptBackPence(order.data, refundedAfter),
            now,
            'refund',
            disputeOpen(order.data),
          )
        : null;

    tx.create(PAYMENT_EVENTS, event.id, { type: event.type, orderId: order?.id ?? event.orderId, receivedAt: now });
    if (!refund) return 'ignored' as const;
    if (payment && !ownPayment) return settleAutomatic(tx, payment, event, refund, now);
    if (!order) return 'unknown_order' as const;
    if (entry?.status === 'succeeded' && event.type === 'refunded') return 'refund_already_applied' as const;
    if (finalFailure) return 'refund_already_failed' as const;
    // The customer's email about it carries a link of its own, stored with the refund's change.
    const link = mailedOrderPath(order, services.clock.now());
    const write = (next: RefundEntry[], refundedPence: number) =>
      tx.update(ORDERS, order.id, {
        ...link.patch,
        refunds: next,
        refundedPence,
        refundPendingSince: refundPendingSince(next),
        updatedAt: now,
      });
    const next = [...refunds];
    const failedEntry = (from: RefundEntry): RefundEntry => ({
      ...from,
      status: 'failed',
      released: false,
      providerRefundId: refund.providerRefundId,
      settledAt: now,
    });
    if (event.type === 'refund_failed') {
      if (entry) next[index] = failedEntry(entry);
      else next.push(failedEntry({ ...madeAtProvider(refund, now), amountPence }));
      write(next, refundedAfter);
      if (!reverses || !entry) return 'refund_failed' as const;
      commission?.();
      mailIds.push(
        queueMail(
          tx,
          services,
          composeMail(services.config, customerMail(order.data, link.path, 'refundFailed', entry.amountPence)),
        ),
      );
      return 'refund_reversed' as const;
    }
    if (!applies) return 'refund_rejected' as const;
    const settledEntry: RefundEntry = {
      ...(entry ?? madeAtProvider(refund, now)),
      amountPence,
      status: 'succeeded',
      released: false,
      providerRefundId: refund.providerRefundId,
      settledAt: now,
    };
    if (entry) next[index] = settledEntry;
    else next.push(settledEntry);
    write(next, refundedAfter);
    commission?.();
    mailIds.push(
      queueMail(tx, services, composeMail(services.config, customerMail(order.data, link.path, 'refund', amountPence))),
    );
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

/** The refund of a payment that was not the order's own: its state is kept on that payment. */
function settleAutomatic(
  tx: Pick<TransactionOps, 'update'>,
  payment: Doc<OrderPaymentRecord>,
  event: PaymentEvent,
  refund: RefundReference,
  now: string,
): 'automatic_refund_settled' {
  const recorded = payment.data.automaticRefund;
  // Succeeded may still turn failed; failed is final.
  if (recorded?.status !== 'failed') {
    const status = event.type === 'refunded' ? ('succeeded' as const) : ('failed' as const);
    tx.update(ORDER_PAYMENTS, payment.id, {
      automaticRefundStatus: status,
      automaticRefund: {
        refundId: recorded?.refundId ?? refund.refundId ?? refund.providerRefundId,
        requestedAt: recorded?.requestedAt ?? now,
        status,
        providerRefundId: refund.providerRefundId,
      },
    });
  }
  return 'automatic_refund_settled';
}

function customerMail(order: OrderRecord, orderPath: string, kind: 'refund' | 'refundFailed', amountPence: number): MailRequest {
  return {
    kind,
    to: order.customerEmail,
    language: order.siteLanguage,
    name: order.customerName,
    path: orderPath,
    amountPence,
    product: { id: order.productId, name: order.productName },
  };
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

import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES, type OrderRefundInput, poundsToPence } from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { RefundRejectedError, type RefundResult } from '../../ports/payments/port.ts';
import type { Services } from '../../services.ts';
import { sendAutomaticRefund } from './automatic-refunds.ts';
import {
  lostToDisputesPence,
  ORDER_PAYMENTS,
  ORDERS,
  type OrderPaymentRecord,
  type OrderRecord,
  type RefundEntry,
  refundPendingSince,
} from './records.ts';
import { applyRefundEvent } from './refund-events.ts';

export interface Staff {
  uid: string;
  email: string;
}

/** Refunds neither failed nor settled yet still hold their part of what can be refunded. */
const reservedPence = (refunds: readonly RefundEntry[]) =>
  refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amountPence, 0);

/**
 * How long a refund that never reached the provider holds its amount. Stripe keeps an idempotency
 * key for at least a day: until then a retry with it cannot refund twice, after it the retry job
 * releases the amount instead of asking again with a key Stripe may have forgotten.
 */
export const REFUND_RETRY_WINDOW_MS = 23 * 60 * 60 * 1000;

/** Our refund id for a staff action: the same for every retry of it, so the provider refunds it once. */
export const refundIdFor = (orderId: string, requestKey: string | undefined) =>
  requestKey
    ? `rf_${createHash('sha256').update(`${orderId}\n${requestKey}`).digest('hex').slice(0, 24)}`
    : `rf_${randomBytes(12).toString('hex')}`;

/** The checkout session of the payment an order was paid with: refunds go there, not to a newer, unpaid one. */
const paidSessionOf = (order: OrderRecord) => order.payment?.sessionId ?? order.checkoutSessionId;

/**
 * Staff refund part or all of a paid order. The refund is first reserved on the order in a
 * transaction, against what was paid less every refund not failed (and less what lost disputes gave
 * back), so two staff refunding at once
 * cannot together refund more than was paid; then the provider is asked, with the refund's id as
 * its idempotency key. One staff action is one refund id: a retry of it (the same `requestKey`)
 * asks the provider again with the same key instead of reserving a second refund. The money counts
 * as refunded when the provider's event says so (at once for the embedded gateway, by webhook for
 * Stripe). A refusal releases the reservation.
 */
export async function refundOrder(services: Services, orderId: string, input: OrderRefundInput, staff: Staff) {
  const refundId = refundIdFor(orderId, input.requestKey);
  const reserved = await services.documents.transaction(async (tx) => {
    const order = await tx.get<OrderRecord>(ORDERS, orderId);
    if (!order) throw notFound('Order not found');
    const session = paidSessionOf(order.data);
    if (order.data.paymentStatus !== 'paid' || !session) throw new HttpError(409, 'conflict', MESSAGES.refundNotPaid);
    const refunds = order.data.refunds ?? [];
    const earlier = refunds.find((r) => r.id === refundId);
    if (earlier) {
      if (earlier.amountPence !== input.amount) throw new HttpError(409, 'conflict', MESSAGES.refundFailed);
      // Settled already (its event came while the first answer was lost): nothing to ask again.
      return earlier.status === 'requested' ? { session } : null;
    }
    // What the bank gave back through a lost dispute is gone too: it cannot be refunded again.
    if (input.amount > poundsToPence(order.data.amountPounds) - lostToDisputesPence(order.data) - reservedPence(refunds)) {
      throw new HttpError(409, 'conflict', MESSAGES.refundTooLarge, { amount: MESSAGES.refundTooLarge });
    }
    const entry: RefundEntry = {
      id: refundId,
      amountPence: input.amount,
      reason: input.reason,
      status: 'requested',
      requestedBy: staff.email,
      requestedByUid: staff.uid,
      requestedAt: isoNow(services.clock),
      settledAt: null,
      providerRefundId: null,
    };
    const next = [...refunds, entry];
    tx.update(ORDERS, orderId, { refunds: next, refundPendingSince: refundPendingSince(next), updatedAt: entry.requestedAt });
    return { session };
  });
  if (!reserved) return;
  await askProvider(services, orderId, refundId, reserved.session, input.amount, input.reason, true);
}

/**
 * Asks the provider for a reserved refund, with its id as the idempotency key, and records the
 * answer. A refusal means nothing was refunded (the reservation is released); any other error
 * means it may have reached the provider, whose event will settle it, so the reservation stays for
 * the retry job. `answer` makes a failure the staff member's error to see.
 */
async function askProvider(
  services: Services,
  orderId: string,
  refundId: string,
  checkoutSessionId: string,
  amountPence: number,
  reason: string,
  answer: boolean,
): Promise<void> {
  let result: RefundResult;
  try {
    result = await services.payments.refund({ orderId, refundId, checkoutSessionId, amountPence, reason });
  } catch (error) {
    services.log.error('refund_failed', { orderId, refundId, message: (error as Error).message });
    if (error instanceof RefundRejectedError) await settleEntry(services, orderId, refundId, { status: 'failed' });
    if (answer) throw new HttpError(502, 'payment_failed', MESSAGES.refundFailed);
    return;
  }
  await settleEntry(services, orderId, refundId, {
    providerRefundId: result.providerRefundId,
    ...(result.status === 'failed' && { status: 'failed' as const }),
  });
  if (result.event) await applyRefundEvent(services, result.event);
}

/** Records what the provider answered on a refund still waiting for its event. */
async function settleEntry(
  services: Services,
  orderId: string,
  refundId: string,
  change: Partial<Pick<RefundEntry, 'status' | 'providerRefundId' | 'released'>>,
) {
  const now = isoNow(services.clock);
  await services.documents.transaction(async (tx) => {
    const order = await tx.get<OrderRecord>(ORDERS, orderId);
    const refunds = order?.data.refunds ?? [];
    if (!order || !refunds.some((r) => r.id === refundId && r.status === 'requested')) return;
    const settled = change.status === 'failed' ? { settledAt: now } : {};
    const next = refunds.map((r) => (r.id === refundId ? { ...r, ...change, ...settled } : r));
    tx.update(ORDERS, orderId, { refunds: next, refundPendingSince: refundPendingSince(next), updatedAt: now });
  });
}

/** Refunds asked for at least this long ago, and still waiting, are looked at by the retry job. */
const RETRY_AFTER_MS = 10 * 60 * 1000;
const RETRY_BATCH = 50;

/**
 * The refunds retry job (hourly, with the other schedules). A staff refund still waiting for the provider
 * is asked again with its own key (the first request may never have arrived; if it did, the
 * provider answers with the same refund); once the key's window has passed it is released: its
 * amount can be refunded again, and should its event still come, the refund counts then.
 */
export async function retryWaitingRefunds(services: Services): Promise<{ retried: number; released: number }> {
  const now = services.clock.now();
  const waiting = await services.documents.query<OrderRecord>(ORDERS, {
    where: [{ field: 'refundPendingSince', op: '<=', value: new Date(now - RETRY_AFTER_MS).toISOString() }],
    orderBy: [{ field: 'refundPendingSince', direction: 'asc' }],
    limit: RETRY_BATCH,
  });
  let retried = 0;
  let released = 0;
  for (const order of waiting) {
    const session = paidSessionOf(order.data);
    for (const entry of order.data.refunds ?? []) {
      if (entry.status !== 'requested') continue;
      const age = now - Date.parse(entry.requestedAt);
      if (age >= REFUND_RETRY_WINDOW_MS || !session) {
        await settleEntry(services, order.id, entry.id, { status: 'failed', released: true });
        services.log.warn('refund_released', { orderId: order.id, refundId: entry.id });
        released += 1;
      } else if (age >= RETRY_AFTER_MS) {
        await askProvider(services, order.id, entry.id, session, entry.amountPence, entry.reason ?? '', false);
        retried += 1;
      }
    }
  }
  // Payments refunded automatically (not the order's own) are asked again until the provider answers.
  const automatic = await services.documents.query<OrderPaymentRecord>(ORDER_PAYMENTS, {
    where: [{ field: 'automaticRefundStatus', op: '==', value: 'requested' }],
    limit: RETRY_BATCH,
  });
  for (const payment of automatic) {
    // One the provider has answered waits for its event; a fresh one is being asked right now.
    if (payment.data.automaticRefund?.providerRefundId || now - Date.parse(payment.data.receivedAt) < RETRY_AFTER_MS) continue;
    await sendAutomaticRefund(services, payment.id);
    retried += 1;
  }
  return { retried, released };
}

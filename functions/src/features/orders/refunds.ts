import { randomBytes } from 'node:crypto';
import { MESSAGES, type OrderRefundInput, poundsToPence } from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { RefundRejectedError, type RefundResult } from '../../ports/payments/port.ts';
import type { Services } from '../../services.ts';
import { applyPaymentEvent } from './payment-events.ts';
import { ORDERS, type OrderRecord, type RefundEntry } from './records.ts';

export interface Staff {
  uid: string;
  email: string;
}

/** Refunds neither failed nor settled yet still hold their part of what can be refunded. */
const reservedPence = (refunds: readonly RefundEntry[]) =>
  refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amountPence, 0);

/**
 * Staff refund part or all of a paid order. The refund is first reserved on the order in a
 * transaction, against what was paid less every refund not failed, so two staff refunding at once
 * cannot together refund more than was paid; then the provider is asked, with the refund's id as
 * its idempotency key. The money counts as refunded when the provider's event says so (at once
 * for the embedded gateway, by webhook for Stripe). A refusal releases the reservation.
 */
export async function refundOrder(services: Services, orderId: string, input: OrderRefundInput, staff: Staff) {
  const refundId = `rf_${randomBytes(12).toString('hex')}`;
  const reserved = await services.documents.transaction(async (tx) => {
    const order = await tx.get<OrderRecord>(ORDERS, orderId);
    if (!order) throw notFound('Order not found');
    if (order.data.paymentStatus !== 'paid' || !order.data.checkoutSessionId) {
      throw new HttpError(409, 'conflict', MESSAGES.refundNotPaid);
    }
    const refunds = order.data.refunds ?? [];
    if (input.amount > poundsToPence(order.data.amountPounds) - reservedPence(refunds)) {
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
    tx.update(ORDERS, orderId, { refunds: [...refunds, entry], updatedAt: entry.requestedAt });
    return { checkoutSessionId: order.data.checkoutSessionId };
  });

  let result: RefundResult;
  try {
    result = await services.payments.refund({
      orderId,
      refundId,
      checkoutSessionId: reserved.checkoutSessionId,
      amountPence: input.amount,
      reason: input.reason,
    });
  } catch (error) {
    services.log.error('refund_failed', { orderId, refundId, message: (error as Error).message });
    // Refused, nothing was refunded; otherwise the request may yet have reached the provider,
    // whose event will settle it, so the reservation stays until then.
    if (error instanceof RefundRejectedError) await settleEntry(services, orderId, refundId, { status: 'failed' });
    throw new HttpError(502, 'payment_failed', MESSAGES.refundFailed);
  }
  await settleEntry(services, orderId, refundId, {
    providerRefundId: result.providerRefundId,
    ...(result.status === 'failed' && { status: 'failed' as const }),
  });
  if (result.event) await applyPaymentEvent(services, result.event);
}

/** Records what the provider answered on a refund still waiting for its event. */
async function settleEntry(
  services: Services,
  orderId: string,
  refundId: string,
  change: Partial<Pick<RefundEntry, 'status' | 'providerRefundId'>>,
) {
  const now = isoNow(services.clock);
  await services.documents.transaction(async (tx) => {
    const order = await tx.get<OrderRecord>(ORDERS, orderId);
    const refunds = order?.data.refunds ?? [];
    if (!order || !refunds.some((r) => r.id === refundId && r.status === 'requested')) return;
    const settled = change.status === 'failed' ? { settledAt: now } : {};
    tx.update(ORDERS, orderId, {
      refunds: refunds.map((r) => (r.id === refundId ? { ...r, ...change, ...settled } : r)),
      updatedAt: now,
    });
  });
}

import { isoNow } from '../../platform/clock.ts';
import { RefundRejectedError } from '../../ports/payments/port.ts';
import type { Services } from '../../services.ts';
import { ORDER_PAYMENTS, type OrderPaymentRecord } from './records.ts';
import { applyRefundEvent } from './refund-events.ts';

const REASONS: Record<OrderPaymentRecord['role'], string> = {
  order: '',
  cancelled: 'Paid after the order was cancelled',
  duplicate: 'A second payment for an order already paid',
};

/**
 * Asks the provider to refund in full a payment that is not the order's own (see applyPaymentEvent),
 * with the refund id recorded when it arrived as the idempotency key, so a retry (this call again,
 * or the retry job's) refunds it once. A refusal is final and logged for staff; any other error
 * leaves it requested for the retry job.
 */
export async function sendAutomaticRefund(services: Services, paymentId: string): Promise<void> {
  const doc = await services.documents.get<OrderPaymentRecord>(ORDER_PAYMENTS, paymentId);
  const refund = doc?.data.automaticRefund;
  if (!doc || !refund || refund.status !== 'requested' || !doc.data.sessionId) return;
  try {
    const result = await services.payments.refund({
      orderId: doc.data.orderId,
      refundId: refund.refundId,
      checkoutSessionId: doc.data.sessionId,
      amountPence: doc.data.amountPence,
      reason: REASONS[doc.data.role],
    });
    if (result.event) await applyRefundEvent(services, result.event);
    else await settleAutomaticRefund(services, paymentId, { providerRefundId: result.providerRefundId });
  } catch (error) {
    const message = (error as Error).message;
    services.log.error('automatic_refund_failed', { paymentId, orderId: doc.data.orderId, message });
    if (error instanceof RefundRejectedError) await settleAutomaticRefund(services, paymentId, { status: 'failed' });
  }
}

/** Records what the provider answered or reported on an automatic refund still in progress. */
export async function settleAutomaticRefund(
  services: Services,
  paymentId: string,
  change: Partial<Pick<NonNullable<OrderPaymentRecord['automaticRefund']>, 'status' | 'providerRefundId'>>,
): Promise<void> {
  await services.documents.transaction(async (tx) => {
    const doc = await tx.get<OrderPaymentRecord>(ORDER_PAYMENTS, paymentId);
    const refund = doc?.data.automaticRefund;
    if (!doc || !refund) return;
    const next = { ...refund, ...change };
    tx.update(ORDER_PAYMENTS, paymentId, {
      automaticRefund: next,
      automaticRefundStatus: next.status,
      updatedAt: isoNow(services.clock),
    });
  });
}

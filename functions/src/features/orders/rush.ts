import { MESSAGES, poundsToPence, rushRefundRefusal } from '@storysong/core';
import { HttpError, notFound } from '../../platform/errors.ts';
import type { Services } from '../../services.ts';
import { ORDERS, type OrderRecord } from './records.ts';
import { refundIdFor, refundOrder, type Staff } from './refunds.ts';

/** The one request key of an order's rush refund: its refund id is the same for every attempt, so it is refunded once. */
const RUSH_REQUEST_KEY = 'rush-delivery';

/** Stored as the refund's reason, which staff read in the drawer and the provider keeps in its metadata. */
export const RUSH_REFUND_REASON = 'Rush delivery date missed';

/** The refund id of an order's rush refund. */
export const rushRefundId = (orderId: string) => refundIdFor(orderId, RUSH_REQUEST_KEY);

/** When the first version of the song was delivered, or null while none has been. */
export const firstDeliveredAt = (order: OrderRecord): string | null =>
  (order.earlierSongs?.[0] ?? order.song)?.deliveredAt ?? null;

/** Whether the order's rush refund was asked for and has not failed. */
export const rushRefunded = (orderId: string, order: OrderRecord): boolean =>
  (order.refunds ?? []).some((refund) => refund.id === rushRefundId(orderId) && refund.status !== 'failed');

/** Why the order's rush delivery cannot be refunded now (a MESSAGES key), or null when staff may. */
export function rushRefusal(orderId: string, order: OrderRecord, nowMs: number) {
  return rushRefundRefusal(
    { ...order, firstDeliveredAt: firstDeliveredAt(order), rushRefunded: rushRefunded(orderId, order) },
    nowMs,
  );
}

/**
 * Staff refund the rush line of an order whose rush date they missed: the rush price, through the
 * refund machinery every staff refund goes through (reserved in a transaction, the provider asked
 * with the refund's id as its idempotency key, settled by its event). Its id is fixed per order, so
 * a double click or two staff at once refund it once.
 */
export async function refundMissedRush(services: Services, orderId: string, staff: Staff): Promise<void> {
  const order = await services.documents.get<OrderRecord>(ORDERS, orderId);
  if (!order) throw notFound('Order not found');
  const refusal = rushRefusal(orderId, order.data, services.clock.now());
  if (refusal) throw new HttpError(409, 'conflict', MESSAGES[refusal]);
  const amount = poundsToPence(order.data.rush?.pricePounds ?? 0);
  await refundOrder(services, orderId, { amount, reason: RUSH_REFUND_REASON, requestKey: RUSH_REQUEST_KEY }, staff);
}

import { type ExtraId, extraRefundRefusal, MESSAGES, poundsToPence } from '@storysong/core';
import en from '../../../../web/public/locales/en/orders.json' with { type: 'json' };
import { HttpError, notFound } from '../../platform/errors.ts';
import type { Services } from '../../services.ts';
import { ORDERS, type OrderRecord } from './records.ts';
import { refundIdFor, refundOrder, type Staff } from './refunds.ts';

/** The one request key of an extra's refund on an order: its refund id is the same for every attempt, so it is refunded once. */
const requestKeyOf = (id: ExtraId) => `extra-${id}`;

/** The refund id of an order's refund of one extra. */
export const extraRefundId = (orderId: string, id: ExtraId) => refundIdFor(orderId, requestKeyOf(id));

/** Whether the extra's refund was asked for and has not failed. */
export const extraRefunded = (orderId: string, order: OrderRecord, id: ExtraId): boolean =>
  (order.refunds ?? []).some((refund) => refund.id === extraRefundId(orderId, id) && refund.status !== 'failed');

/** Why the extra cannot be refunded on its own now (a MESSAGES key), or null when staff may. */
export const extraRefusal = (orderId: string, order: OrderRecord, id: ExtraId) =>
  extraRefundRefusal({ ...order, refunded: extraRefunded(orderId, order, id) }, id);

/** The order's extras as the drawer shows them: each at what it was charged, and where its refund stands. */
export const extrasOf = (orderId: string, order: OrderRecord) =>
  (order.extras ?? []).map((extra) => ({
    ...extra,
    refundable: extraRefusal(orderId, order, extra.id) === null,
    refunded: extraRefunded(orderId, order, extra.id),
  }));

/**
 * Staff refund one extra of a paid order on its own: exactly what its line was charged, through the
 * refund machinery every staff refund goes through (reserved in a transaction against what is left
 * to refund, the provider asked with the refund's id as its idempotency key, settled by its event).
 * Its id is fixed per order and extra, so a double click or two staff at once refund it once.
 */
export async function refundExtra(services: Services, orderId: string, id: ExtraId, staff: Staff): Promise<void> {
  const order = await services.documents.get<OrderRecord>(ORDERS, orderId);
  if (!order) throw notFound('Order not found');
  const refusal = extraRefusal(orderId, order.data, id);
  if (refusal) throw new HttpError(409, 'conflict', MESSAGES[refusal]);
  const amount = poundsToPence(order.data.extras?.find((extra) => extra.id === id)?.pricePounds ?? 0);
  // Stored as the refund's reason, which staff read in the drawer and the provider keeps in its metadata.
  const reason = `${en.extras.names[id]} refunded`;
  await refundOrder(services, orderId, { amount, reason, requestKey: requestKeyOf(id) }, staff);
}

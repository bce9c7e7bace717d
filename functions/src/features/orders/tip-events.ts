import { CURRENCY } from '@storysong/core';
import type { PaymentEvent } from '../../ports/payments/port.ts';
import type { Services } from '../../services.ts';
import { staffNotifiedOfNewOrders } from '../admin/exports.ts';
import { composeMail, dispatchQueued, type QueuedMail, queueMail } from '../mail/exports.ts';
import { ORDERS, type OrderRecord, PAYMENT_EVENTS } from './records.ts';
import { TIPS, type TipRecord } from './tip-records.ts';

export type TipOutcome =
  | 'duplicate'
  | 'ignored'
  | 'unknown_tip'
  | 'amount_mismatch'
  | 'currency_mismatch'
  | 'tip_paid'
  | 'tip_already_paid';

/**
 * Books one verified event of a tip's checkout (its purpose names the tip). In one transaction, reads
 * first, so a replayed or redelivered event books the tip once. A paid event books the tip only at the
 * tip's own amount and currency, and touches nothing of the order: not its payment, its refunds nor
 * any commission. Staff who get new-story emails hear of it.
 */
export async function applyTipEvent(services: Services, event: PaymentEvent & { purpose: { tipId: string } }) {
  const now = new Date(services.clock.now()).toISOString();
  const staff = event.type === 'paid' ? await staffNotifiedOfNewOrders(services) : [];
  const mailIds: QueuedMail[] = [];
  const outcome = await services.documents.transaction(async (tx): Promise<TipOutcome> => {
    mailIds.length = 0;
    if (await tx.get(PAYMENT_EVENTS, event.id)) return 'duplicate';
    const tip = await tx.get<TipRecord>(TIPS, event.purpose.tipId);
    const order = tip ? await tx.get<OrderRecord>(ORDERS, tip.data.orderId) : null;
    tx.create(PAYMENT_EVENTS, event.id, {
      type: event.type,
      orderId: event.orderId,
      tipId: event.purpose.tipId,
      receivedAt: now,
    });
    if (!tip || !order || tip.data.orderId !== event.orderId) return 'unknown_tip';
    // A tip's checkout that expired or failed leaves the tip unpaid; the order never hears of it.
    if (event.type !== 'paid') return 'ignored';
    if (tip.data.status === 'paid') return 'tip_already_paid';
    if (event.amountPence === null || event.amountPence !== tip.data.amountPence) return 'amount_mismatch';
    if (event.currency !== CURRENCY) return 'currency_mismatch';
    tx.update(TIPS, tip.id, {
      status: 'paid',
      paidAt: now,
      paymentId: event.payment?.paymentId ?? null,
      ...(event.payment?.sessionId && { sessionId: event.payment.sessionId }),
    });
    for (const member of staff) {
      const mail = composeMail(services.config, {
        kind: 'tipReceived',
        to: member.email,
        name: member.displayName || member.email,
        path: '/admin/stories',
        amountPence: tip.data.amountPence,
        product: { id: order.data.productId, name: order.data.productName },
        values: { customer: order.data.customerName, email: order.data.customerEmail },
      });
      mailIds.push(queueMail(tx, services, mail));
    }
    return 'tip_paid';
  });
  dispatchQueued(services, mailIds);
  if (outcome === 'amount_mismatch' || outcome === 'currency_mismatch' || outcome === 'unknown_tip') {
    // Left unpaid for staff to look at, as an order's mismatched payment is.
    services.log.warn('tip_event_rejected', {
      eventId: event.id,
      tipId: event.purpose.tipId,
      outcome,
      amountPence: event.amountPence,
      currency: event.currency,
    });
  }
  return outcome;
}

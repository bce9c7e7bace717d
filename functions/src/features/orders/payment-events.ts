import { CURRENCY, commissionDueAt, commissionPence, poundsToPence } from '@storysong/core';
import type { PaymentEvent } from '../../ports/payments/port.ts';
import type { Services } from '../../services.ts';
import { type StaffRecipient, staffNotifiedOfNewOrders } from '../admin/exports.ts';
import {
  AFFILIATES,
  type AffiliateRecord,
  bookCommission,
  programmeSettings,
  REFERRAL_TRANSACTIONS,
  type TransactionRecord,
} from '../affiliates/exports.ts';
import { composeMail, dispatchQueued, type MailRequest, type QueuedMail, queueMail } from '../mail/exports.ts';
import { sendAutomaticRefund } from './automatic-refunds.ts';
import { applyDisputeEvent, type DisputeOutcome } from './dispute-events.ts';
import { mailedOrderPath } from './order-links.ts';
import { ORDER_PAYMENTS, ORDERS, type OrderPaymentRecord, type OrderRecord, PAYMENT_EVENTS } from './records.ts';
import { isReturningCustomer, isSelfReferral } from './referrals.ts';
import { applyRefundEvent, type RefundOutcome } from './refund-events.ts';
import { applyTipEvent, type TipOutcome } from './tip-events.ts';

export type EventOutcome =
  | 'duplicate'
  | 'ignored'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'currency_mismatch'
  | 'paid'
  | 'already_paid'
  | 'updated'
  | 'refunding_payment_for_cancelled_order'
  | 'refunding_second_payment'
  | RefundOutcome
  | DisputeOutcome
  | TipOutcome;

/** A payment that is not the order's own, to be refunded in full once the transaction has committed. */
interface AutomaticRefund {
  paymentId: string;
}

/**
 * Applies one verified payment event. Everything happens in one transaction, reads first
 * (Firestore's rule), so a replayed or concurrently redelivered event is a no-op, a paid
 * order never regresses, and an order books at most one referral transaction, and only
 * when it is the customer's first paid order.
 *
 * Every payment is kept by its id (`order_payments`). One that arrives for a cancelled order, or
 * after the order was paid in another checkout session, is not the order's: it books nothing, is
 * refunded in full automatically (one idempotency key per payment), and staff are told.
 *
 * A tip's checkout is not the order's: its events go to the tip (tip-events.ts), never here.
 */
export async function applyPaymentEvent(services: Services, event: PaymentEvent): Promise<EventOutcome> {
  const { purpose } = event;
  if (purpose) return applyTipEvent(services, { ...event, purpose });
  if (event.type === 'refunded' || event.type === 'refund_failed') return applyRefundEvent(services, event);
  if (event.type === 'dispute_opened' || event.type === 'dispute_won' || event.type === 'dispute_lost') {
    return applyDisputeEvent(services, event);
  }
  const now = new Date(services.clock.now()).toISOString();
  const ahead = event.type === 'paid' ? await askAhead(services, event.orderId) : null;
  const mailIds: QueuedMail[] = [];
  let automatic: AutomaticRefund | null = null;
  const outcome = await services.documents.transaction(async (tx): Promise<EventOutcome> => {
    mailIds.length = 0;
    automatic = null;
    if (await tx.get(PAYMENT_EVENTS, event.id)) return 'duplicate';
    const order = event.orderId ? await tx.get<OrderRecord>(ORDERS, event.orderId) : null;
    const paymentId = event.type === 'paid' ? (event.payment?.paymentId ?? null) : null;
    const known = paymentId ? await tx.get<OrderPaymentRecord>(ORDER_PAYMENTS, paymentId) : null;
    const ownPaymentId = order?.data.payment?.paymentId ?? null;
    const foreign =
      event.type === 'paid' && order && !known && paymentId
        ? order.data.stage === 'cancelled' && order.data.paymentStatus !== 'paid'
          ? ('cancelled' as const)
          : order.data.paymentStatus === 'paid' && ownPaymentId !== paymentId
            ? ('duplicate' as const)
            : null
        : null;
    const affiliateId = event.type === 'paid' && !foreign ? order?.data.affiliateId : null;
    const affiliate = affiliateId ? await tx.get<AffiliateRecord>(AFFILIATES, affiliateId) : null;
    const booked = affiliate && order ? await tx.get(REFERRAL_TRANSACTIONS, order.id) : null;
    // Checked again at payment: another order by the same customer may have been paid since this one was placed.
    const returning = affiliate && order ? await isReturningCustomer(tx, order.data.customerEmail, order.id) : false;
    // Auth, not the affiliate record, knows whether the email was verified: asked ahead. An order's
    // affiliate is fixed when it is placed, so the answer fits; were it ever another, Auth is asked again.
    const verified = !affiliate
      ? false
      : ahead?.affiliate?.id === affiliate.id
        ? ahead.affiliate.verified
        : await emailVerified(services, affiliate.id);
    // The holding period in force now fixes the commission's due date, whatever staff set later.
    const settings = affiliate ? await programmeSettings(tx) : null;
    const newlyPaid = event.type === 'paid' && order?.data.paymentStatus !== 'paid';
    const staff = newlyPaid || foreign ? (ahead?.staff ?? []) : [];

    tx.create(PAYMENT_EVENTS, event.id, { type: event.type, orderId: event.orderId, receivedAt: now });
    if (event.type === 'ignored') return 'ignored';
    if (!order) return 'unknown_order';
    if (event.type !== 'paid') {
      if (order.data.paymentStatus === 'paid') return 'already_paid';
      tx.update(ORDERS, order.id, { paymentStatus: event.type, updatedAt: now });
      return 'updated';
    }
    if (known) return 'already_paid';
    if (foreign && paymentId) {
      const amountPence = event.amountPence ?? 0;
      const payment: OrderPaymentRecord = {
        orderId: order.id,
        sessionId: event.payment?.sessionId ?? null,
        amountPence,
        role: foreign,
        receivedAt: now,
        automaticRefundStatus: 'requested',
        automaticRefund: { refundId: `auto_${paymentId}`, status: 'requested', providerRefundId: null, requestedAt: now },
      };
      tx.create(ORDER_PAYMENTS, paymentId, payment);
      automatic = { paymentId };
      for (const member of staff) {
        const mail: MailRequest = {
          kind: 'paymentRefundedAutomatically',
          to: member.email,
          name: member.displayName || member.email,
          path: '/admin/stories',
          amountPence,
          product: { id: order.data.productId, name: order.data.productName },
          values: { customer: order.data.customerName, email: order.data.customerEmail, reason: foreign },
        };
        mailIds.push(queueMail(tx, services, composeMail(services.config, mail)));
      }
      return foreign === 'cancelled' ? 'refunding_payment_for_cancelled_order' : 'refunding_second_payment';
    }
    // A paid event without the payment's id (an older delivery) still never pays a cancelled order.
    if (order.data.stage === 'cancelled' && order.data.paymentStatus !== 'paid') return 'refunding_payment_for_cancelled_order';
    if (order.data.paymentStatus === 'paid') return 'already_paid';
    // An amount we cannot read is not the amount owed: nothing is booked on a guess.
    if (event.amountPence === null || event.amountPence !== poundsToPence(order.data.amountPounds)) return 'amount_mismatch';
    if (event.currency !== CURRENCY) return 'currency_mismatch';
    const sessionId = event.payment?.sessionId ?? null;
    const link = mailedOrderPath(order, services.clock.now());
    tx.update(ORDERS, order.id, {
      ...link.patch,
      paymentStatus: 'paid',
      paidAt: now,
      updatedAt: now,
      ...(paymentId && { payment: { sessionId, paymentId } }),
      // Refunds go to the session that was paid, whichever was opened last.
      ...(sessionId && { checkoutSessionId: sessionId }),
    });
    if (paymentId) {
      const payment: OrderPaymentRecord = {
        orderId: order.id,
        sessionId,
        amountPence: event.amountPence,
        role: 'order',
        receivedAt: now,
        automaticRefundStatus: null,
        automaticRefund: null,
      };
      tx.create(ORDER_PAYMENTS, paymentId, payment);
    }
    const mails = paidOrderMails(order.data, link.path, staff);
    if (affiliate && !verified) services.log.info('commission_not_booked', { orderId: order.id, reason: 'email_unverified' });
    // Checked again too: an affiliate may have taken the customer's email since the order was placed.
    const self = affiliate ? isSelfReferral({ affiliateEmail: affiliate.data.email }, order.data.customerEmail) : false;
    if (affiliate?.data.status === 'active' && verified && !booked && !returning && !self) {
      const transaction: TransactionRecord = {
        affiliateId: affiliate.id,
        orderId: order.id,
        customerEmail: order.data.customerEmail,
        commissionPence: commissionPence(order.data.amountPounds, affiliate.data.commissionRate),
        commissionRate: affiliate.data.commissionRate,
        status: 'pending',
        transactionDate: now,
        dueAt: commissionDueAt(now, settings?.holdingDays),
        decidedAt: null,
        decidedBy: null,
      };
      bookCommission(tx, affiliate, transaction, now);
      mails.push({
        kind: 'commissionBooked',
        to: affiliate.data.email,
        language: affiliate.data.siteLanguage,
        name: affiliate.data.fullName,
        path: '/affiliate/dashboard',
        amountPence: transaction.commissionPence,
      });
    }
    for (const mail of mails) mailIds.push(queueMail(tx, services, composeMail(services.config, mail)));
    return 'paid';
  });
  dispatchQueued(services, mailIds);
  const refund = automatic as AutomaticRefund | null;
  if (refund) {
    services.log.warn('payment_refunded_automatically', { eventId: event.id, orderId: event.orderId, outcome });
    await sendAutomaticRefund(services, refund.paymentId);
  }
  if (outcome === 'amount_mismatch' || outcome === 'currency_mismatch' || outcome === 'unknown_order') {
    // Kept awaiting payment for staff to look at rather than guessing which side is wrong.
    services.log.warn('payment_event_rejected', {
      eventId: event.id,
      orderId: event.orderId,
      outcome,
      amountPence: event.amountPence,
      currency: event.currency,
    });
  }
  return outcome;
}

/** What Auth says of the people a paid event concerns, asked before its transaction (see staffNotifiedOfNewOrders). */
interface AskedAhead {
  /** The affiliate the order named when asked, and whether their email is verified. */
  affiliate: { id: string; verified: boolean } | null;
  staff: StaffRecipient[];
}

/** Asks from the order as it stands before the transaction, which reads it again. */
async function askAhead(services: Services, orderId: string | null): Promise<AskedAhead> {
  const order = orderId ? await services.documents.get<OrderRecord>(ORDERS, orderId) : null;
  const affiliateId = order?.data.affiliateId ?? null;
  const [verified, staff] = await Promise.all([
    affiliateId ? emailVerified(services, affiliateId) : false,
    staffNotifiedOfNewOrders(services),
  ]);
  return { affiliate: affiliateId ? { id: affiliateId, verified } : null, staff };
}

const emailVerified = async (services: Services, uid: string) => (await services.identity.get(uid))?.emailVerified === true;

/**
 * Who hears of a newly paid order: the customer, in the language they ordered in, and each staff
 * member who switched on notifications for new stories (in English: staff have no site language on record).
 */
function paidOrderMails(order: OrderRecord, orderPath: string, staff: readonly StaffRecipient[]): MailRequest[] {
  const amountPence = poundsToPence(order.amountPounds);
  const customer: MailRequest = {
    kind: 'paymentConfirmed',
    to: order.customerEmail,
    language: order.siteLanguage,
    name: order.customerName,
    path: orderPath,
    amountPence,
    product: { id: order.productId, name: order.productName },
    ...(order.extras && { extras: order.extras }),
  };
  return [
    customer,
    ...staff.map(
      (member): MailRequest => ({
        kind: 'newPaidOrder',
        to: member.email,
        name: member.displayName || member.email,
        path: '/admin/stories',
        amountPence,
        product: { id: order.productId, name: order.productName },
        values: { customer: order.customerName, email: order.customerEmail },
      }),
    ),
  ];
}

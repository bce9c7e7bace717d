import { randomBytes } from 'node:crypto';
import { type AdminOrderDetail, type CheckoutResponse, MESSAGES, type OrderCreated } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedPaymentGateway, LOCAL_SESSIONS, type LocalCheckoutSession } from '../../ports/payments/embedded.ts';
import type { PaymentEvent, RefundRequest, RefundResult } from '../../ports/payments/port.ts';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { deliver, orderStatus, placeOrder, seedAffiliate } from '../../testing/orders.ts';
import {
  AFFILIATES,
  type AffiliateRecord,
  matureCommissions,
  REFERRAL_TRANSACTIONS,
  type TransactionRecord,
} from '../affiliates/exports.ts';
import { MAIL_OUTBOX, type MailRecord } from '../mail/exports.ts';
import { ORDER_PAYMENTS, ORDERS, type OrderPaymentRecord, type OrderRecord } from './records.ts';
import { REFUND_RETRY_WINDOW_MS, retryWaitingRefunds } from './refunds.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Money when Stripe, staff or a customer act outside the site's own paths: refunds and disputes
 * that start at the provider, payments for cancelled orders and second payments, refunds that fail
 * after succeeding, and staff refunds retried after a timeout. Nothing already paid, booked or
 * refunded changes through any of them.
 */
describe('money outside the site’s own paths', () => {
  const clock = manualClock(Date.parse('2026-03-01T10:00:00Z'));
  let api: TestApi;
  let gateway: EmbeddedPaymentGateway;
  let staff: Caller;
  type Refund = (request: RefundRequest) => Promise<RefundResult>;
  let realRefund: Refund;
  /** Runs `steps` with the provider's refunds going through `refund`, then gives the gateway its own back. */
  const withRefunds = async (refund: Refund, steps: () => Promise<void>) => {
    gateway.refund = refund;
    try {
      await steps();
    } finally {
      gateway.refund = realRefund;
    }
  };
  /** The provider refunds, but the first answer is lost on the way back. */
  const firstAnswerLost = (): Refund => {
    let lost = true;
    return async (request) => {
      const result = await realRefund(request);
      if (!lost) return result;
      lost = false;
      throw new Error('socket hang up');
    };
  };
  /** No refund request reaches the provider. */
  const unreachable: Refund = async () => {
    throw new Error('connect ETIMEDOUT');
  };

  beforeAll(async () => {
    api = await createTestApi({ clock });
    if (!(api.services.payments instanceof EmbeddedPaymentGateway)) throw new Error('expected the embedded gateway');
    gateway = api.services.payments;
    realRefund = gateway.refund.bind(gateway);
    staff = await caller(api, 'money-staff', { admin: true });
    await api.json('PUT', '/api/admin/profile', { token: staff.token, body: { displayName: 'Staff', notifyNewOrders: true } });
  });
  afterAll(() => api.close());

  const order = async (id: string) => (await api.services.documents.get<OrderRecord>(ORDERS, id))?.data;
  const commission = async (id: string) => (await api.services.documents.get<TransactionRecord>(REFERRAL_TRANSACTIONS, id))?.data;
  const ledger = async (affiliateId: string) =>
    (await api.services.documents.get<AffiliateRecord>(AFFILIATES, affiliateId))?.data.ledger;
  const webhook = async (event: PaymentEvent) => {
    const response = await deliver(api, event);
    expect(response.status).toBe(200);
    return ((await response.json()) as { outcome: string }).outcome;
  };
  const checkout = async (placed: OrderCreated) => {
    const answer = await api.json<CheckoutResponse>('POST', '/api/checkout', {
      body: { orderId: placed.orderId, token: placed.token },
    });
    return {
      status: answer.status,
      body: answer.body,
      sessionId: new URL(answer.body.invoiceUrl ?? 'http://x/').pathname.split('/').at(-1) ?? '',
    };
  };
  /** An order placed with this referral code by a new customer and paid in its checkout; its session. */
  const paidWithCode = async (code: string, extra: Record<string, unknown> = {}) => {
    const email = `buyer-${randomBytes(4).toString('hex')}@example.com`;
    const { body: placed } = await placeOrder(api, { email, referralCode: code, ...extra });
    const { sessionId } = await checkout(placed);
    const paid = await gateway.pay(sessionId);
    expect(await webhook(paid?.event as PaymentEvent)).toBe('paid');
    return { placed, sessionId };
  };
  /** A referred order, paid in its checkout as a customer pays it; its session, affiliate and code. */
  const referredPaidOrder = async (extra: Record<string, unknown> = {}) => {
    const affiliateId = `aff-money-${randomBytes(4).toString('hex')}`;
    const code = `MO${randomBytes(3).toString('hex').toUpperCase()}`;
    await seedAffiliate(api, affiliateId, code);
    return { ...(await paidWithCode(code, extra)), affiliateId, code };
  };
  const staffRefund = (orderId: string, body: Record<string, unknown>) =>
    api.json<AdminOrderDetail>('POST', `/api/admin/orders/${orderId}/refunds`, { token: staff.token, body });
  const sessionRefunds = async (sessionId: string) =>
    Object.values((await api.services.documents.get<LocalCheckoutSession>(LOCAL_SESSIONS, sessionId))?.data.refunds ?? {});
  const disputeId = (event: PaymentEvent) => event.dispute?.providerDisputeId ?? '';
  const staffMails = async (kind: string) =>
    (
      await api.services.documents.query<MailRecord>(MAIL_OUTBOX, { where: [{ field: 'to', op: '==', value: staff.email }] })
    ).filter((m) => m.data.kind === kind);

  describe('refunds and disputes that start at the provider', () => {
    it('maps a refund made in the dashboard to its order through the payment, and takes the commission back', async () => {
      const { placed, sessionId, affiliateId } = await referredPaidOrder();
      expect(await webhook(await gateway.dashboardRefund(sessionId, 39600))).toBe('refunded');
      expect(await order(placed.orderId)).toMatchObject({ refundedPence: 39600 });
      expect(await commission(placed.orderId)).toMatchObject({ status: 'rejected' });
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: 0 });
    });

    it('holds the commission while a dispute is open, releases it when won, tells staff and shows it on the order', async () => {
      const { placed, sessionId, affiliateId } = await referredPaidOrder();
      const opened = await gateway.openDispute(sessionId);
      expect(await webhook(opened)).toBe('dispute_opened');
      // Past its due date it stays pending: not payable while the dispute lasts.
      clock.advance(31 * DAY);
      await matureCommissions(api.services);
      expect(await commission(placed.orderId)).toMatchObject({ status: 'pending', held: { from: 'pending' } });
      const approve = await api.json('POST', `/api/admin/referral-transactions/${placed.orderId}/approve`, {
        token: staff.token,
      });
      expect(approve.status).toBe(409);
      const detail = await api.json<AdminOrderDetail>('GET', `/api/admin/orders/${placed.orderId}`, { token: staff.token });
      expect(detail.body.disputes).toEqual([expect.objectContaining({ status: 'open', amountPence: 39600 })]);
      expect(await staffMails('disputeOpened')).not.toHaveLength(0);

      const won = await gateway.resolveDispute(sessionId, opened.dispute?.providerDisputeId ?? '', 'won');
      expect(await webhook(won)).toBe('dispute_won');
      // A late `opened` for a closed dispute changes nothing.
      expect(await webhook({ ...opened, id: `${opened.id}_late` })).toBe('dispute_already_closed');
      await matureCommissions(api.services);
      expect(await commission(placed.orderId)).toMatchObject({ status: 'approved', held: null });
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: 3960 });
      expect(await staffMails('disputeClosed')).not.toHaveLength(0);
    });

    it('moves a due commission back to pending while disputed, and takes it back when the dispute is lost', async () => {
      const { placed, sessionId, affiliateId } = await referredPaidOrder();
      clock.advance(31 * DAY);
      await matureCommissions(api.services);
      expect(await ledger(affiliateId)).toMatchObject({ duePence: 3960 });
      const opened = await gateway.openDispute(sessionId);
      await webhook(opened);
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 3960, duePence: 0 });
      expect(await webhook(await gateway.resolveDispute(sessionId, opened.dispute?.providerDisputeId ?? '', 'lost'))).toBe(
        'dispute_lost',
      );
      expect(await commission(placed.orderId)).toMatchObject({ status: 'rejected', voidedFor: 'dispute' });
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: 0 });
      expect((await order(placed.orderId))?.disputes).toEqual([expect.objectContaining({ status: 'lost' })]);
    });
  });

  describe('cancelled orders and second payments', () => {
    it('expires the open checkout when staff cancel, so it can no longer be paid', async () => {
      const { body: placed } = await placeOrder(api, { email: 'cancel-expire@example.com' });
      const { sessionId } = await checkout(placed);
      const cancel = await api.json('PATCH', `/api/admin/orders/${placed.orderId}`, {
        token: staff.token,
        body: { stage: 'cancelled' },
      });
      expect(cancel.status).toBe(200);
      expect(await gateway.checkoutState(sessionId)).toBe('closed');
      expect((await gateway.pay(sessionId))?.event).toBeNull();
      expect(await order(placed.orderId)).toMatchObject({ paymentStatus: 'awaiting_payment', stage: 'cancelled' });
    });

    it('refunds in full a payment that still arrives for a cancelled order, books nothing and tells staff', async () => {
      const affiliateId = `aff-cancel-${randomBytes(4).toString('hex')}`;
      await seedAffiliate(api, affiliateId, `CA${randomBytes(3).toString('hex').toUpperCase()}`);
      const code = (await api.services.documents.get<AffiliateRecord>(AFFILIATES, affiliateId))?.data.referralCode;
      const { body: placed } = await placeOrder(api, { email: 'cancel-paid@example.com', referralCode: code });
      const { sessionId } = await checkout(placed);
      // Paid at the provider in the moment before staff cancel; its event arrives after.
      const paid = await gateway.pay(sessionId);
      await api.json('PATCH', `/api/admin/orders/${placed.orderId}`, { token: staff.token, body: { stage: 'cancelled' } });
      expect(await webhook(paid?.event as PaymentEvent)).toBe('refunding_payment_for_cancelled_order');

      expect(await order(placed.orderId)).toMatchObject({ stage: 'cancelled', paymentStatus: 'awaiting_payment' });
      expect((await order(placed.orderId))?.refundedPence ?? 0).toBe(0);
      expect(await commission(placed.orderId)).toBeUndefined();
      expect(await sessionRefunds(sessionId)).toEqual([expect.objectContaining({ amountPence: 39600 })]);
      const payment = await api.services.documents.get<OrderPaymentRecord>(ORDER_PAYMENTS, paid?.event?.payment?.paymentId ?? '');
      expect(payment?.data).toMatchObject({ role: 'cancelled', automaticRefund: { status: 'succeeded' } });
      expect(await staffMails('paymentRefundedAutomatically')).not.toHaveLength(0);
      // The same event again refunds nothing more.
      expect(await webhook({ ...(paid?.event as PaymentEvent), id: 'evt_redelivered_cancelled' })).toBe('already_paid');
      expect(await sessionRefunds(sessionId)).toHaveLength(1);
    });

    it('says a payment is being confirmed, on the order page and instead of opening a second checkout, and refunds go to the payment made', async () => {
      const { body: placed } = await placeOrder(api, { email: 'confirming@example.com' });
      const page = async () => (await orderStatus(api, placed)).body;
      const { sessionId } = await checkout(placed);
      expect(await page()).toMatchObject({ paymentStatus: 'awaiting_payment', paymentConfirming: false });
      const paid = await gateway.pay(sessionId);
      // The order page says so too, rather than offering Pay now.
      expect(await page()).toMatchObject({ paymentStatus: 'awaiting_payment', paymentConfirming: true });
      const again = await api.json<{ error: { message: string } }>('POST', '/api/checkout', {
        body: { orderId: placed.orderId, token: placed.token },
      });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(MESSAGES.paymentConfirming);
      expect(await order(placed.orderId)).toMatchObject({ checkoutSessionId: sessionId });
      expect(await webhook(paid?.event as PaymentEvent)).toBe('paid');
      expect(await page()).toMatchObject({ paymentStatus: 'paid', paymentConfirming: false });
      expect((await staffRefund(placed.orderId, { amount: '10.00', reason: 'Late' })).status).toBe(201);
      expect(await order(placed.orderId)).toMatchObject({ refundedPence: 1000 });
    });

    it('refunds a second payment for an order already paid automatically, leaving the order’s money alone', async () => {
      const { placed, sessionId, affiliateId } = await referredPaidOrder();
      const second = await gateway.createCheckout({
        orderId: placed.orderId,
        productName: placed.productName,
        amountPence: 39600,
        customerEmail: placed.customerEmail,
        successUrl: 'http://localhost:8080/payment/success',
        cancelUrl: 'http://localhost:8080/payment/cancel',
        replacesSessionId: sessionId,
      });
      const paidTwice = await gateway.pay(second.sessionId);
      expect(await webhook(paidTwice?.event as PaymentEvent)).toBe('refunding_second_payment');
      expect(await sessionRefunds(second.sessionId)).toEqual([expect.objectContaining({ amountPence: 39600 })]);
      expect(await order(placed.orderId)).toMatchObject({ paymentStatus: 'paid', checkoutSessionId: sessionId });
      expect((await order(placed.orderId))?.refundedPence ?? 0).toBe(0);
      expect(await commission(placed.orderId)).toMatchObject({ status: 'pending', commissionPence: 3960 });
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 3960 });
      expect((await staffRefund(placed.orderId, { amount: '396.00', reason: 'All of it' })).status).toBe(201);
      expect(await sessionRefunds(sessionId)).toEqual([expect.objectContaining({ amountPence: 39600 })]);
    });
  });

  describe('refund life cycle and retries', () => {
    it('gives the amount back to the order and restores the commission when a refund fails after succeeding', async () => {
      const { placed, sessionId, affiliateId } = await referredPaidOrder();
      expect((await staffRefund(placed.orderId, { amount: '396.00', reason: 'Refund all' })).status).toBe(201);
      expect(await commission(placed.orderId)).toMatchObject({ status: 'rejected' });
      const [made] = await sessionRefunds(sessionId);
      expect(await webhook(await gateway.failRefund(sessionId, made?.providerRefundId ?? ''))).toBe('refund_reversed');
      expect(await order(placed.orderId)).toMatchObject({ refundedPence: 0 });
      expect((await order(placed.orderId))?.refunds?.[0]).toMatchObject({ status: 'failed' });
      expect(await commission(placed.orderId)).toMatchObject({ status: 'pending', commissionPence: 3960 });
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 3960 });
      const mails = await api.services.documents.query<MailRecord>(MAIL_OUTBOX, {
        where: [{ field: 'to', op: '==', value: placed.customerEmail }],
      });
      expect(mails.some((m) => m.data.kind === 'refundFailed')).toBe(true);
    });

    it('restores a commission a failed refund gives back held while the order is disputed, so it never falls due', async () => {
      const { placed, sessionId, affiliateId } = await referredPaidOrder();
      expect((await staffRefund(placed.orderId, { amount: '396.00', reason: 'Refund all' })).status).toBe(201);
      const opened = await gateway.openDispute(sessionId);
      expect(await webhook(opened)).toBe('dispute_opened');
      const [made] = await sessionRefunds(sessionId);
      expect(await webhook(await gateway.failRefund(sessionId, made?.providerRefundId ?? ''))).toBe('refund_reversed');
      expect(await commission(placed.orderId)).toMatchObject({ status: 'pending', held: { from: 'pending' } });
      clock.advance(31 * DAY);
      await matureCommissions(api.services);
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 3960, duePence: 0 });
      expect(await webhook(await gateway.resolveDispute(sessionId, opened.dispute?.providerDisputeId ?? '', 'won'))).toBe(
        'dispute_won',
      );
      expect(await commission(placed.orderId)).toMatchObject({ status: 'pending', held: null });
    });

    it('follows the provider’s states whatever order their events arrive in: failed first stays failed', async () => {
      const { placed, sessionId } = await referredPaidOrder();
      const succeeded = await gateway.dashboardRefund(sessionId, 5000);
      const failed = await gateway.failRefund(sessionId, succeeded.refund?.providerRefundId ?? '');
      expect(await webhook(failed)).toBe('refund_failed');
      expect(await webhook(succeeded)).toBe('refund_already_failed');
      expect((await order(placed.orderId))?.refundedPence ?? 0).toBe(0);
      expect(await commission(placed.orderId)).toMatchObject({ status: 'pending', commissionPence: 3960 });
    });

    it('retries a staff refund that timed out with the same key, so the provider refunds once', async () => {
      const { placed, sessionId } = await referredPaidOrder();
      await withRefunds(firstAnswerLost(), async () => {
        const body = {
          amount: '50.00',
          reason: 'Late delivery',
          requestKey: randomBytes(16)
            .toString('hex')
            .replace(/^(.{8})(.{4})(.{3})(.{3})(.{12}).*/, '$1-$2-4$3-8$4-$5'),
        };
        expect((await staffRefund(placed.orderId, body)).status).toBe(502);
        expect((await staffRefund(placed.orderId, body)).status).toBe(201);
        expect(await sessionRefunds(sessionId)).toHaveLength(1);
        expect(await order(placed.orderId)).toMatchObject({ refundedPence: 5000 });
        expect((await order(placed.orderId))?.refunds).toHaveLength(1);
      });
    });

    it('has the retry job ask again with the same key while a staff refund waits, so the provider refunds once', async () => {
      const { placed, sessionId } = await referredPaidOrder();
      await withRefunds(firstAnswerLost(), async () => {
        expect((await staffRefund(placed.orderId, { amount: '50.00', reason: 'Late' })).status).toBe(502);
        expect((await order(placed.orderId))?.refundedPence ?? 0).toBe(0);
        clock.advance(15 * 60 * 1000);
        await retryWaitingRefunds(api.services);
      });
      expect(await sessionRefunds(sessionId)).toEqual([expect.objectContaining({ amountPence: 5000 })]);
      expect(await order(placed.orderId)).toMatchObject({
        refundedPence: 5000,
        refunds: [expect.objectContaining({ status: 'succeeded' })],
      });
      await retryWaitingRefunds(api.services);
      expect(await sessionRefunds(sessionId)).toHaveLength(1);
    });

    it('has the retry job ask again for an automatic refund the provider never got, refunding the payment once', async () => {
      const { body: placed } = await placeOrder(api, { email: 'cancel-unreachable@example.com' });
      const { sessionId } = await checkout(placed);
      const paid = await gateway.pay(sessionId);
      await api.json('PATCH', `/api/admin/orders/${placed.orderId}`, { token: staff.token, body: { stage: 'cancelled' } });
      await withRefunds(unreachable, async () => {
        expect(await webhook(paid?.event as PaymentEvent)).toBe('refunding_payment_for_cancelled_order');
      });
      const paymentId = paid?.event?.payment?.paymentId ?? '';
      const payment = async () => (await api.services.documents.get<OrderPaymentRecord>(ORDER_PAYMENTS, paymentId))?.data;
      expect(await payment()).toMatchObject({ automaticRefundStatus: 'requested' });
      expect(await sessionRefunds(sessionId)).toEqual([]);
      clock.advance(15 * 60 * 1000);
      await retryWaitingRefunds(api.services);
      // The whole payment: no referral discount on this order, £440.
      expect(await sessionRefunds(sessionId)).toEqual([expect.objectContaining({ amountPence: 44000 })]);
      expect(await payment()).toMatchObject({ automaticRefundStatus: 'succeeded' });
      await retryWaitingRefunds(api.services);
      expect(await sessionRefunds(sessionId)).toHaveLength(1);
      expect((await order(placed.orderId))?.refundedPence ?? 0).toBe(0);
    });

    it('releases a refund that never reached the provider after a bounded time, so its amount can be refunded again', async () => {
      const { placed, sessionId } = await referredPaidOrder();
      await withRefunds(unreachable, async () => {
        expect((await staffRefund(placed.orderId, { amount: '396.00', reason: 'All' })).status).toBe(502);
        expect((await staffRefund(placed.orderId, { amount: '1.00', reason: 'More' })).status).toBe(409);
        clock.advance(15 * 60 * 1000);
        expect(await retryWaitingRefunds(api.services)).toMatchObject({ released: 0 });
        clock.advance(REFUND_RETRY_WINDOW_MS);
        expect(await retryWaitingRefunds(api.services)).toMatchObject({ released: 1 });
      });
      expect((await order(placed.orderId))?.refunds?.[0]).toMatchObject({ status: 'failed', released: true });
      expect((await staffRefund(placed.orderId, { amount: '396.00', reason: 'All, again' })).status).toBe(201);
      expect(await sessionRefunds(sessionId)).toHaveLength(1);
    });
  });

  describe('disputes on a commission already in a payout', () => {
    // A pro studio song with the referral discount: £3,150 paid, £315 commission at 10%.
    const PRO = { productId: 'pro-studio' };
    const approve = (orderId: string) =>
      api.json('POST', `/api/admin/referral-transactions/${orderId}/approve`, { token: staff.token });
    const batch = () => api.json('POST', '/api/admin/payouts', { token: staff.token });
    /**
     * A referred order whose commission staff approved, a dashboard refund of £99 cut (£315 → £305.10),
     * and a payout batch took; the refund is made but has not failed yet.
     */
    const paidOutAfterRefund = async () => {
      const paid = await referredPaidOrder(PRO);
      expect((await approve(paid.placed.orderId)).status).toBe(200);
      const refunded = await gateway.dashboardRefund(paid.sessionId, 9900);
      expect(await webhook(refunded)).toBe('refunded');
      expect(await commission(paid.placed.orderId)).toMatchObject({ commissionPence: 30510 });
      expect((await batch()).status).toBe(201);
      expect(await ledger(paid.affiliateId)).toMatchObject({ pendingPence: 0, duePence: 0, inPayoutPence: 30510 });
      return { ...paid, refund: refunded.refund?.providerRefundId ?? '' };
    };

    it('holds what a failed refund gave back to a paid-out commission when a dispute opens later (seed 1289016284)', async () => {
      const { placed, sessionId, affiliateId, refund } = await paidOutAfterRefund();
      expect(await webhook(await gateway.failRefund(sessionId, refund))).toBe('refund_reversed');
      // The £9.90 the refund had cut is owed again, on top of what the payout took.
      expect(await commission(placed.orderId)).toMatchObject({ commissionPence: 31500 });
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: 990, inPayoutPence: 30510 });

      const opened = await gateway.openDispute(sessionId);
      expect(await webhook(opened)).toBe('dispute_opened');
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 990, duePence: 0, inPayoutPence: 30510 });

      const won = await gateway.resolveDispute(sessionId, opened.dispute?.providerDisputeId ?? '', 'won');
      expect(await webhook(won)).toBe('dispute_won');
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: 990, inPayoutPence: 30510 });
    });

    it('holds what a failed refund gives back to a paid-out commission while its dispute is open, and takes all back when lost', async () => {
      const { placed, sessionId, affiliateId, refund } = await paidOutAfterRefund();
      const opened = await gateway.openDispute(sessionId);
      expect(await webhook(opened)).toBe('dispute_opened');
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: 0, inPayoutPence: 30510 });

      expect(await webhook(await gateway.failRefund(sessionId, refund))).toBe('refund_reversed');
      expect(await commission(placed.orderId)).toMatchObject({ commissionPence: 31500 });
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 990, duePence: 0, inPayoutPence: 30510 });

      const lost = await gateway.resolveDispute(sessionId, opened.dispute?.providerDisputeId ?? '', 'lost');
      expect(await webhook(lost)).toBe('dispute_lost');
      // The payout's £305.10 is clawed back from the next payout; the £9.90 never became payable.
      expect(await commission(placed.orderId)).toMatchObject({ commissionPence: 0 });
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: -30510, inPayoutPence: 30510 });
    });

    it('holds nothing of a commission once a later payout has taken what a failed refund gave back', async () => {
      const { placed, sessionId, affiliateId, code, refund } = await paidOutAfterRefund();
      expect(await webhook(await gateway.failRefund(sessionId, refund))).toBe('refund_reversed');
      const other = await paidWithCode(code, PRO);
      expect((await approve(other.placed.orderId)).status).toBe(200);
      expect((await batch()).status).toBe(201);
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: 0, inPayoutPence: 30510 + 990 + 31500 });

      const opened = await gateway.openDispute(sessionId);
      expect(await webhook(opened)).toBe('dispute_opened');
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: 0 });
      const lost = await gateway.resolveDispute(sessionId, opened.dispute?.providerDisputeId ?? '', 'lost');
      expect(await webhook(lost)).toBe('dispute_lost');
      expect(await commission(placed.orderId)).toMatchObject({ commissionPence: 0 });
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: -31500 });
    });

    it('keeps what a lost dispute took when a second dispute opens: a refund failing later restores nothing', async () => {
      const { placed, sessionId, affiliateId, refund } = await paidOutAfterRefund();
      const first = await gateway.openDispute(sessionId);
      expect(await webhook(first)).toBe('dispute_opened');
      expect(await webhook(await gateway.resolveDispute(sessionId, disputeId(first), 'lost'))).toBe('dispute_lost');
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: -30510, inPayoutPence: 30510 });

      // Stripe allows a second dispute on the charge in rare cases (after an inquiry, say).
      const second = await gateway.openDispute(sessionId);
      expect(await webhook(second)).toBe('dispute_opened');
      expect(await webhook(await gateway.failRefund(sessionId, refund))).toBe('refund_reversed');
      expect(await commission(placed.orderId)).toMatchObject({ commissionPence: 0 });
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: -30510 });
      expect(await webhook(await gateway.resolveDispute(sessionId, disputeId(second), 'won'))).toBe('dispute_won');
      expect(await commission(placed.orderId)).toMatchObject({ commissionPence: 0 });
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: -30510 });
      expect((await order(placed.orderId))?.disputes?.map((d) => d.status)).toEqual(['lost', 'won']);
      // The bank gave the customer the whole payment back: staff cannot refund any of it again.
      expect((await staffRefund(placed.orderId, { amount: '1.00', reason: 'After the chargeback' })).status).toBe(409);
    });
  });

  describe('more than one dispute on a payment', () => {
    it('never restores a commission a lost dispute voided when a refund fails while a second dispute is open', async () => {
      const { placed, sessionId, affiliateId } = await referredPaidOrder();
      expect((await staffRefund(placed.orderId, { amount: '396.00', reason: 'Refund all' })).status).toBe(201);
      const first = await gateway.openDispute(sessionId);
      expect(await webhook(first)).toBe('dispute_opened');
      expect(await webhook(await gateway.resolveDispute(sessionId, disputeId(first), 'lost'))).toBe('dispute_lost');
      const second = await gateway.openDispute(sessionId);
      expect(await webhook(second)).toBe('dispute_opened');

      const [made] = await sessionRefunds(sessionId);
      expect(await webhook(await gateway.failRefund(sessionId, made?.providerRefundId ?? ''))).toBe('refund_reversed');
      expect(await order(placed.orderId)).toMatchObject({ refundedPence: 0 });
      expect(await commission(placed.orderId)).toMatchObject({ status: 'rejected' });
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: 0 });
      expect(await webhook(await gateway.resolveDispute(sessionId, disputeId(second), 'won'))).toBe('dispute_won');
      clock.advance(31 * DAY);
      await matureCommissions(api.services);
      expect(await commission(placed.orderId)).toMatchObject({ status: 'rejected' });
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: 0 });
      expect((await staffRefund(placed.orderId, { amount: '1.00', reason: 'After the chargeback' })).status).toBe(409);
    });

    it('applies each dispute’s events once by its id, late and repeated ones included', async () => {
      const { placed, sessionId, affiliateId } = await referredPaidOrder();
      const first = await gateway.openDispute(sessionId);
      expect(await webhook(first)).toBe('dispute_opened');
      const firstWon = await gateway.resolveDispute(sessionId, disputeId(first), 'won');
      expect(await webhook(firstWon)).toBe('dispute_won');
      const second = await gateway.openDispute(sessionId);
      expect(await webhook(second)).toBe('dispute_opened');
      // The first's funds withdrawn again (`.funds_withdrawn` late), then won again (`.funds_reinstated`): nothing changes.
      expect(await webhook({ ...first, id: `${first.id}_late` })).toBe('dispute_already_closed');
      expect(await webhook({ ...firstWon, id: `${firstWon.id}_reinstated` })).toBe('dispute_already_closed');
      expect(await commission(placed.orderId)).toMatchObject({ status: 'pending', held: { from: 'pending' } });
      clock.advance(31 * DAY);
      await matureCommissions(api.services);
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 3960, duePence: 0 });

      // The second is lost; its own `.created`, arriving after, and the first's events again change nothing.
      const secondLost = await gateway.resolveDispute(sessionId, disputeId(second), 'lost');
      expect(await webhook(secondLost)).toBe('dispute_lost');
      expect(await webhook({ ...second, id: `${second.id}_late` })).toBe('dispute_already_closed');
      expect(await webhook({ ...firstWon, id: `${firstWon.id}_again` })).toBe('dispute_already_closed');
      expect(await webhook({ ...secondLost, id: `${secondLost.id}_again` })).toBe('dispute_already_closed');
      expect(await commission(placed.orderId)).toMatchObject({ status: 'rejected', voidedFor: 'dispute' });
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: 0 });
      const detail = await api.json<AdminOrderDetail>('GET', `/api/admin/orders/${placed.orderId}`, { token: staff.token });
      expect(detail.body.disputes?.map((d) => d.status)).toEqual(['won', 'lost']);
    });

    it('keeps the commission held while any dispute is open: a closed one does not release another’s hold', async () => {
      const { placed, sessionId, affiliateId } = await referredPaidOrder();
      clock.advance(31 * DAY);
      await matureCommissions(api.services);
      const first = await gateway.openDispute(sessionId);
      const second = await gateway.openDispute(sessionId);
      expect(await webhook(first)).toBe('dispute_opened');
      expect(await webhook(second)).toBe('dispute_opened');
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 3960, duePence: 0 });
      expect(await webhook(await gateway.resolveDispute(sessionId, disputeId(first), 'won'))).toBe('dispute_won');
      expect(await commission(placed.orderId)).toMatchObject({ status: 'pending', held: { from: 'due' } });
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 3960, duePence: 0 });
      expect(await webhook(await gateway.resolveDispute(sessionId, disputeId(second), 'won'))).toBe('dispute_won');
      expect(await commission(placed.orderId)).toMatchObject({ status: 'approved', held: null });
      expect(await ledger(affiliateId)).toMatchObject({ pendingPence: 0, duePence: 3960 });
    });
  });
});

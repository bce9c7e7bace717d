import { type AdminOrderDetail, type CheckoutResponse, MESSAGES, type OrderCreated } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { waitForMessages } from '../../testing/inbox.ts';
import { deliver, orderStatus, placeOrder, seedAffiliate } from '../../testing/orders.ts';
import { AFFILIATES, type AffiliateRecord, REFERRAL_TRANSACTIONS, type TransactionRecord } from '../affiliates/exports.ts';
import { ORDERS, type OrderRecord } from './records.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** Staff refunds: never more than was paid, not even by two at once; each refund applied once; commissions follow. */
describe('refunds', () => {
  let api: TestApi;
  let admin: Caller;
  let other: Caller;
  let affiliateToken: string;
  let customers = 0;

  beforeAll(async () => {
    api = await createTestApi();
    await seedAffiliate(api, 'aff-refunds', 'REFUND12');
    admin = await caller(api, 'refund-admin', { admin: true });
    other = await caller(api, 'refund-admin-2', { admin: true });
    affiliateToken = (await caller(api, 'refund-affiliate', { affiliate: true })).token;
  });
  afterAll(() => api.close());

  /** An order paid through the embedded checkout page, as a customer pays it. */
  async function paidOrder(referralCode?: string): Promise<OrderCreated> {
    const email = `refund-customer-${++customers}-${Date.now()}@example.com`;
    const { body: order } = await placeOrder(api, { email, ...(referralCode && { referralCode }) });
    const checkout = await api.json<CheckoutResponse>('POST', '/api/checkout', {
      body: { orderId: order.orderId, token: order.token },
    });
    const pay = await api.request('POST', `${new URL(checkout.body.invoiceUrl ?? '').pathname}/pay`);
    expect(pay.status).toBe(303);
    return order;
  }
  const refund = (orderId: string, body: unknown, who: Caller = admin) =>
    api.json<AdminOrderDetail & ErrorBody>('POST', `/api/admin/orders/${orderId}/refunds`, { token: who.token, body });
  const stored = async (orderId: string) => (await api.services.documents.get<OrderRecord>(ORDERS, orderId))?.data;
  const commission = async (orderId: string) =>
    (await api.services.documents.get<TransactionRecord>(REFERRAL_TRANSACTIONS, orderId))?.data;

  it('refunds part of a paid order with a reason, records who and when, recalculates the commission and emails the customer', async () => {
    const order = await paidOrder('REFUND12');
    expect(order.amountPounds).toBe(396);
    expect((await commission(order.orderId))?.commissionPence).toBe(3960);
    const { status, body } = await refund(order.orderId, { amount: '100.50', reason: 'Delivered a week late' });
    expect(status).toBe(201);
    expect(body.refundedPence).toBe(10050);
    expect(body.refunds).toEqual([
      {
        id: expect.stringMatching(/^rf_/),
        amountPence: 10050,
        reason: 'Delivered a week late',
        status: 'succeeded',
        requestedBy: admin.email,
        requestedAt: expect.any(String),
        settledAt: expect.any(String),
      },
    ]);
    // 10% of what the customer kept paying: £396 − £100.50 = £295.50.
    expect(await commission(order.orderId)).toMatchObject({ status: 'pending', commissionPence: 2955 });
    // Order received, payment confirmed, then the refund.
    const mails = await waitForMessages(order.customerEmail, 3);
    expect(mails.map((m) => m.subject)).toContain('Your refund of £100.50');
    const listed = await api.json<{ id: string; refundedPence: number }[]>('GET', '/api/admin/orders', { token: admin.token });
    expect(listed.body.find((o) => o.id === order.orderId)?.refundedPence).toBe(10050);
    // The customer's own order page says so too.
    const own = await orderStatus(api, order);
    expect(own.body.refundedPence).toBe(10050);
  });

  it('refuses more than is left, an unpaid order, bad input and anyone but staff, changing nothing', async () => {
    const order = await paidOrder();
    expect((await refund(order.orderId, { amount: '400', reason: 'Partial' })).status).toBe(201);
    const tooMuch = await refund(order.orderId, { amount: '40.01', reason: 'One penny too many' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.message).toBe(MESSAGES.refundTooLarge);
    const badAmount = await refund(order.orderId, { amount: '-5', reason: 'x' });
    expect(badAmount.status).toBe(400);
    expect(badAmount.body.error.fields?.amount).toBe(MESSAGES.refundAmountInvalid);
    expect((await refund(order.orderId, { amount: '0', reason: 'x' })).body.error.fields?.amount).toBe(
      MESSAGES.refundAmountInvalid,
    );
    expect((await refund(order.orderId, { amount: '1.234', reason: 'x' })).status).toBe(400);
    const noReason = await refund(order.orderId, { amount: '1', reason: '  ' });
    expect(noReason.body.error.fields?.reason).toBe(MESSAGES.refundReasonRequired);
    const { body: unpaid } = await placeOrder(api, { email: 'refund-unpaid@example.com' });
    const notPaid = await refund(unpaid.orderId, { amount: '1', reason: 'Never paid' });
    expect([notPaid.status, notPaid.body.error.message]).toEqual([409, MESSAGES.refundNotPaid]);
    const path = `/api/admin/orders/${order.orderId}/refunds`;
    const body = { amount: '1', reason: 'Not staff' };
    expect((await api.request('POST', path, { body })).status).toBe(401);
    expect((await api.request('POST', path, { body, token: affiliateToken })).status).toBe(403);
    expect((await api.request('POST', '/api/admin/orders/missing-order/refunds', { body, token: admin.token })).status).toBe(404);
    expect(await stored(order.orderId)).toMatchObject({ refundedPence: 40000 });
    expect((await stored(order.orderId))?.refunds).toHaveLength(1);
  });

  it('lets no two staff refunding at once refund more than was paid', async () => {
    const order = await paidOrder();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => refund(order.orderId, { amount: '200', reason: `Race ${i}` }, i % 2 ? other : admin)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    const after = await stored(order.orderId);
    expect(after?.refundedPence).toBe(40000);
    expect(after?.refunds?.filter((r) => r.status === 'succeeded')).toHaveLength(2);
    expect((await refund(order.orderId, { amount: '40', reason: 'The rest' })).body.refundedPence).toBe(44000);
  });

  it('voids the commission on a full refund, taking an approved one off the affiliate’s earnings', async () => {
    const order = await paidOrder('REFUND12');
    const approve = await api.request('POST', `/api/admin/referral-transactions/${order.orderId}/approve`, {
      token: admin.token,
    });
    expect(approve.status).toBe(200);
    const earnings = async () =>
      (await api.services.documents.get<AffiliateRecord>(AFFILIATES, 'aff-refunds'))?.data.earningsTotalPence ?? 0;
    const before = await earnings();
    expect((await refund(order.orderId, { amount: '96', reason: 'Part' })).status).toBe(201);
    expect((await commission(order.orderId))?.commissionPence).toBe(3000);
    expect(await earnings()).toBe(before - 960);
    expect((await refund(order.orderId, { amount: '300', reason: 'The rest' })).status).toBe(201);
    expect((await commission(order.orderId))?.status).toBe('rejected');
    expect(await earnings()).toBe(before - 3960);
  });

  it('applies a refund event once however often and however concurrently it is delivered', async () => {
    const order = await paidOrder('REFUND12');
    // A refund made in the provider's dashboard: we learn of it only from its events.
    const event = {
      id: 'evt_dashboard_refund',
      type: 'refunded' as const,
      orderId: order.orderId,
      amountPence: 5000,
      currency: 'GBP',
      refund: { refundId: null, providerRefundId: 're_dashboard_1' },
    };
    const deliveries = await Promise.all(Array.from({ length: 5 }, () => deliver(api, event)));
    const outcomes = await Promise.all(deliveries.map(async (r) => ((await r.json()) as { outcome: string }).outcome));
    expect(outcomes.sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'refunded']);
    // The same refund again under another event id (Stripe's refund.updated after refund.created).
    const updated = await deliver(api, { ...event, id: 'evt_dashboard_refund_updated' });
    expect(((await updated.json()) as { outcome: string }).outcome).toBe('refund_already_applied');
    const after = await stored(order.orderId);
    expect(after?.refundedPence).toBe(5000);
    expect(after?.refunds).toMatchObject([{ amountPence: 5000, reason: null, requestedBy: null, status: 'succeeded' }]);
    expect((await commission(order.orderId))?.commissionPence).toBe(3460);
    const mails = await waitForMessages(order.customerEmail, 3);
    expect(mails.filter((m) => m.subject.startsWith('Your refund'))).toHaveLength(1);
    // One the provider says exceeds what is left is logged for staff, not applied.
    const over = await deliver(api, {
      ...event,
      id: 'evt_dashboard_over',
      amountPence: 34601,
      refund: { refundId: null, providerRefundId: 're_dashboard_2' },
    });
    expect(((await over.json()) as { outcome: string }).outcome).toBe('refund_rejected');
    expect((await stored(order.orderId))?.refundedPence).toBe(5000);
  });
});

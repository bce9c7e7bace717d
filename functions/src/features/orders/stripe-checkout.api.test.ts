import { randomBytes } from 'node:crypto';
import type { CheckoutResponse } from '@storysong/core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { placeOrder, seedAffiliate } from '../../testing/orders.ts';
import {
  STAND_IN_SECRET_KEY,
  type StripeStandIn,
  startStripeStandIn,
  stripeDisputeEvent,
  stripeEvent,
  stripeRefundEvent,
} from '../../testing/stripe-server.ts';
import { REFERRAL_TRANSACTIONS, type TransactionRecord } from '../affiliates/exports.ts';
import { ORDERS, type OrderRecord } from './records.ts';

const WEBHOOK_SECRET = 'whsec_orders';

/** Checkout and the webhook with the Stripe adapter configured as in production, Stripe's API a local stand-in. */
describe('checkout and payment events with Stripe', () => {
  let server: StripeStandIn;
  let api: TestApi;
  const signer = new Stripe(STAND_IN_SECRET_KEY);

  beforeAll(async () => {
    server = await startStripeStandIn();
    api = await createTestApi(
      {},
      {
        PAYMENTS_ADAPTER: 'stripe',
        STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: server.url,
      },
    );
  });
  afterAll(async () => {
    await api.close();
    await server.close();
  });

  const orderOf = async (id: string) => (await api.services.documents.get<OrderRecord>(ORDERS, id))?.data;
  const commissionOf = async (id: string) =>
    (await api.services.documents.get<TransactionRecord>(REFERRAL_TRANSACTIONS, id))?.data;
  const posts = () => server.requests.filter((r) => r.method === 'POST');
  const deliver = async (payload: string) => {
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await api.request('POST', '/api/payments/webhook', {
      body: payload,
      headers: { 'stripe-signature': signature },
    });
    return ((await response.json()) as { outcome: string }).outcome;
  };

  it('creates a GBP session at the order amount, reuses it while open and replaces it once expired', async () => {
    const { body: order } = await placeOrder(api);
    const pence = order.amountPounds * 100;
    const first = await api.json<CheckoutResponse>('POST', '/api/checkout', { body: order });
    expect(first.status).toBe(200);
    const firstId = [...server.sessions.keys()].at(-1) ?? '';
    expect(first.body.invoiceUrl).toBe(`https://checkout.stripe.com/c/pay/${firstId}`);
    const created = posts().at(-1);
    expect(created?.headers['idempotency-key']).toBe(`checkout-${order.orderId}-${pence}-first`);
    expect(created?.form.get('line_items[0][price_data][unit_amount]')).toBe(String(pence));
    expect(created?.form.get('line_items[0][price_data][currency]')).toBe('gbp');
    expect(created?.form.get('metadata[orderId]')).toBe(order.orderId);
    expect(await orderOf(order.orderId)).toMatchObject({ checkoutSessionId: firstId, paymentStatus: 'awaiting_payment' });

    // Pay now again (or Try Again after the cancel link): Stripe is asked, and the open session comes back.
    const postsBefore = posts().length;
    const again = await api.json<CheckoutResponse>('POST', '/api/checkout', { body: order });
    expect(again.body.invoiceUrl).toBe(first.body.invoiceUrl);
    expect(posts()).toHaveLength(postsBefore);
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${firstId}` });

    server.expire(firstId);
    const fresh = await api.json<CheckoutResponse>('POST', '/api/checkout', { body: order });
    const freshId = [...server.sessions.keys()].at(-1) ?? '';
    expect(freshId).not.toBe(firstId);
    expect(fresh.body.invoiceUrl).toBe(`https://checkout.stripe.com/c/pay/${freshId}`);
    expect(posts().at(-1)?.headers['idempotency-key']).toBe(`checkout-${order.orderId}-${pence}-${firstId}`);
    expect((await orderOf(order.orderId))?.checkoutSessionId).toBe(freshId);
  });

  it('books a session Stripe completed, and refuses one paid in another currency or without an amount', async () => {
    const { body: order } = await placeOrder(api);
    await api.json<CheckoutResponse>('POST', '/api/checkout', { body: order });
    const sessionId = (await orderOf(order.orderId))?.checkoutSessionId ?? '';
    const completed = server.complete(sessionId);

    expect(await deliver(stripeEvent('evt_usd', 'checkout.session.completed', { ...completed, currency: 'usd' }))).toBe(
      'currency_mismatch',
    );
    expect(await deliver(stripeEvent('evt_no_amount', 'checkout.session.completed', { ...completed, amount_total: null }))).toBe(
      'amount_mismatch',
    );
    expect((await orderOf(order.orderId))?.paymentStatus).toBe('awaiting_payment');

    expect(await deliver(stripeEvent('evt_paid', 'checkout.session.completed', completed))).toBe('paid');
    expect(await orderOf(order.orderId)).toMatchObject({ paymentStatus: 'paid', paidAt: expect.any(String) });
  });

  it('lists rush delivery as a line of its own, in the customer’s language, and books the lines’ sum', async () => {
    const { body: order } = await placeOrder(api, { rush: true, siteLanguage: 'de', email: 'rush-stripe@example.com' });
    expect(order.amountPounds).toBe(530);
    await api.json<CheckoutResponse>('POST', '/api/checkout', { body: order });
    const form = posts().at(-1)?.form;
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('44000');
    expect(form?.get('line_items[0][price_data][product_data][name]')).toBe('Basis-Song');
    expect(form?.get('line_items[1][price_data][unit_amount]')).toBe('9000');
    expect(form?.get('line_items[1][price_data][product_data][name]')).toBe('Expresslieferung');
    expect(form?.get('line_items[1][price_data][currency]')).toBe('gbp');
    const sessionId = (await orderOf(order.orderId))?.checkoutSessionId ?? '';
    const completed = server.complete(sessionId);
    expect(completed.amount_total).toBe(53000);
    expect(await deliver(stripeEvent('evt_rush_paid', 'checkout.session.completed', completed))).toBe('paid');
  });

  it('finds the order of a Dashboard refund and of each dispute event through the payment intent, in Stripe’s events', async () => {
    const affiliateId = `aff-stripe-${randomBytes(4).toString('hex')}`;
    const code = `ST${randomBytes(3).toString('hex').toUpperCase()}`;
    await seedAffiliate(api, affiliateId, code);
    const { body: order } = await placeOrder(api, { email: `stripe-outside-${code}@example.com`, referralCode: code });
    await api.json<CheckoutResponse>('POST', '/api/checkout', { body: order });
    const completed = server.complete((await orderOf(order.orderId))?.checkoutSessionId ?? '');
    expect(await deliver(stripeEvent('evt_outside_paid', 'checkout.session.completed', completed))).toBe('paid');
    const paymentIntent = String(completed.payment_intent);
    expect(await commissionOf(order.orderId)).toMatchObject({ status: 'pending', commissionPence: 3960 });

    // Refunded in the Dashboard, with none of our metadata; Stripe reports it failed later.
    const refund = server.dashboardRefund(paymentIntent, 5000);
    expect(refund.metadata).toEqual({});
    expect(await deliver(stripeRefundEvent('evt_outside_refund', 'refund.created', refund))).toBe('refunded');
    expect(await orderOf(order.orderId)).toMatchObject({ refundedPence: 5000 });
    expect(await commissionOf(order.orderId)).toMatchObject({ commissionPence: 3460 });
    const failed = server.failRefund(refund.id);
    expect(await deliver(stripeRefundEvent('evt_outside_refund_failed', 'refund.failed', failed))).toBe('refund_reversed');
    expect(await orderOf(order.orderId)).toMatchObject({ refundedPence: 0 });
    expect(await commissionOf(order.orderId)).toMatchObject({ commissionPence: 3960 });

    // A dispute comes as `.created` and `.funds_withdrawn`, and once won as `.funds_reinstated` and `.closed`.
    const dispute = server.openDispute(paymentIntent);
    expect(await deliver(stripeDisputeEvent('evt_outside_dp', 'charge.dispute.created', dispute))).toBe('dispute_opened');
    expect(await deliver(stripeDisputeEvent('evt_outside_dp_out', 'charge.dispute.funds_withdrawn', dispute))).toBe(
      'dispute_opened',
    );
    expect(await commissionOf(order.orderId)).toMatchObject({ status: 'pending', held: { from: 'pending' } });
    const won = server.closeDispute(dispute.id, 'won');
    expect(await deliver(stripeDisputeEvent('evt_outside_dp_back', 'charge.dispute.funds_reinstated', won))).toBe('dispute_won');
    expect(await deliver(stripeDisputeEvent('evt_outside_dp_closed', 'charge.dispute.closed', won))).toBe(
      'dispute_already_closed',
    );
    expect(await commissionOf(order.orderId)).toMatchObject({ status: 'pending', held: null });

    // A second dispute, lost: the commission goes as it would with a full refund.
    const second = server.openDispute(paymentIntent);
    expect(await deliver(stripeDisputeEvent('evt_outside_dp2', 'charge.dispute.created', second))).toBe('dispute_opened');
    const lost = server.closeDispute(second.id, 'lost');
    expect(await deliver(stripeDisputeEvent('evt_outside_dp2_closed', 'charge.dispute.closed', lost))).toBe('dispute_lost');
    expect((await orderOf(order.orderId))?.disputes?.map((d) => [d.providerDisputeId, d.status])).toEqual([
      [dispute.id, 'won'],
      [second.id, 'lost'],
    ]);
    expect(await commissionOf(order.orderId)).toMatchObject({ status: 'rejected', voidedFor: 'dispute' });
  });
});

import { type CheckoutResponse, MESSAGES, type OrderCreated } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, manualClock, TEST_BASE_URL, type TestApi } from '../../testing/harness.ts';
import { deliver, placeOrder, seedAffiliate } from '../../testing/orders.ts';
import { REFERRAL_TRANSACTIONS, type TransactionRecord } from '../affiliates/exports.ts';
import { ORDERS, type OrderRecord } from './records.ts';

describe('checkout and payment events', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    await seedAffiliate(api, 'aff-15', 'RATE15PC', 'active', 15);
  });
  afterAll(() => api.close());

  const orderOf = async (id: string) => (await api.services.documents.get<OrderRecord>(ORDERS, id))?.data;
  const paid = (order: OrderCreated, id: string) => ({
    id,
    type: 'paid' as const,
    orderId: order.orderId,
    amountPence: order.amountPounds * 100,
    currency: 'GBP',
  });

  async function checkout(order: OrderCreated) {
    return api.json<CheckoutResponse>('POST', '/api/checkout', { body: { orderId: order.orderId, token: order.token } });
  }

  it('returns the local checkout page for an order and stores its session', async () => {
    const { body: order } = await placeOrder(api);
    const { status, body } = await checkout(order);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.invoiceUrl).toMatch(new RegExp(`^${TEST_BASE_URL}/api/local-checkout/cs_local_[0-9a-f]+$`));
    expect((await orderOf(order.orderId))?.checkoutSessionId).toBe(body.invoiceUrl?.split('/').pop());
  });

  it('needs the order and its token', async () => {
    const { body: order } = await placeOrder(api);
    const missing = await api.json<{ error: { message: string } }>('POST', '/api/checkout', { body: { orderId: order.orderId } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Missing required payment information');
    const wrong = await api.request('POST', '/api/checkout', { body: { orderId: order.orderId, token: 'nope' } });
    expect(wrong.status).toBe(404);
  });

  it('pays on the local checkout page and redirects to the success page', async () => {
    const { body: order } = await placeOrder(api, { referralCode: 'RATE15PC', email: 'first-buyer@example.com' });
    const { body } = await checkout(order);
    const path = (body.invoiceUrl ?? '').slice(TEST_BASE_URL.length);
    const page = await api.request('GET', path);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Pay £396');
    expect(html).toContain('Basic Song');
    expect(html).not.toContain('<script');

    const pay = await api.request('POST', `${path}/pay`);
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`${TEST_BASE_URL}/payment/success?order=${order.orderId}`);
    expect(await orderOf(order.orderId)).toMatchObject({ paymentStatus: 'paid', paidAt: expect.any(String) });
    const transaction = await api.services.documents.get<TransactionRecord>(REFERRAL_TRANSACTIONS, order.orderId);
    // 15% of the £396 actually paid, in pence.
    expect(transaction?.data).toMatchObject({
      affiliateId: 'aff-15',
      commissionPence: 5940,
      status: 'pending',
      customerEmail: 'first-buyer@example.com',
    });

    const again = await api.request('POST', `${path}/cancel`);
    expect(again.headers.get('location')).toContain('/payment/success');
    expect((await orderOf(order.orderId))?.paymentStatus).toBe('paid');
  });

  it('leaves the checkout open on Cancel, as Stripe does, so the same order is paid in the same session', async () => {
    const { body: order } = await placeOrder(api);
    const { body } = await checkout(order);
    const path = (body.invoiceUrl ?? '').slice(TEST_BASE_URL.length);
    const cancel = await api.request('POST', `${path}/cancel`);
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`${TEST_BASE_URL}/payment/cancel?order=${order.orderId}`);
    expect((await orderOf(order.orderId))?.paymentStatus).toBe('awaiting_payment');

    // Back one step, or Pay now on the order page: the page still takes the payment.
    expect(await (await api.request('GET', path)).text()).toContain('Pay £440');
    const again = await checkout(order);
    expect(again).toEqual({ status: 200, body: { success: true, invoiceUrl: body.invoiceUrl } });
    expect((await api.request('POST', `${path}/pay`)).headers.get('location')).toContain('/payment/success');
    expect((await orderOf(order.orderId))?.paymentStatus).toBe('paid');

    const paidAgain = await api.json<{ error: { message: string } }>('POST', '/api/checkout', {
      body: { orderId: order.orderId, token: order.token },
    });
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.body.error.message).toBe(MESSAGES.orderAlreadyPaid);
  });

  it('plays the provider’s dashboard on a paid checkout’s page: a refund, its failure and a dispute reach the order', async () => {
    const { body: order } = await placeOrder(api, { email: 'local-dashboard@example.com' });
    const path = ((await checkout(order)).body.invoiceUrl ?? '').slice(TEST_BASE_URL.length);
    expect((await api.request('POST', `${path}/pay`)).status).toBe(303);
    const act = async (action: string, fields: Record<string, string> = {}) => {
      const response = await api.request('POST', `${path}/dashboard/${action}`, {
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(path);
    };
    /** What the page's forms name: the refunds that can still fail, the disputes still open. */
    const named = async (field: string) => {
      const html = await (await api.request('GET', path)).text();
      return [...html.matchAll(new RegExp(`name="${field}" value="([^"]+)"`, 'g'))].map((match) => match[1] ?? '');
    };

    await act('refund', { amountPence: '5000' });
    expect(await orderOf(order.orderId)).toMatchObject({ refundedPence: 5000 });
    const [refund = ''] = await named('refund');
    await act('refund-failed', { refund });
    expect(await orderOf(order.orderId)).toMatchObject({ refundedPence: 0 });
    expect(await named('refund')).toEqual([]);

    await act('dispute');
    const [dispute = ''] = await named('dispute');
    expect((await orderOf(order.orderId))?.disputes).toEqual([
      expect.objectContaining({ providerDisputeId: dispute, status: 'open' }),
    ]);
    await act('dispute-closed', { dispute, outcome: 'lost' });
    expect((await orderOf(order.orderId))?.disputes).toEqual([expect.objectContaining({ status: 'lost' })]);
    expect(await (await api.request('GET', path)).text()).toContain(`Dispute ${dispute}: lost`);
  });

  it('gives an order whose session expired or was called off a fresh session, never a second order', async () => {
    const clock = manualClock();
    const timed = await createTestApi({ clock });
    try {
      const { body: order } = await placeOrder(timed);
      const first = (await timed.json<CheckoutResponse>('POST', '/api/checkout', { body: order })).body.invoiceUrl ?? '';
      clock.advance(24 * 60 * 60 * 1000);
      const expiredPage = await timed.request('GET', first.slice(TEST_BASE_URL.length));
      expect(await expiredPage.text()).toContain('This checkout has expired');
      const pay = await timed.request('POST', `${first.slice(TEST_BASE_URL.length)}/pay`);
      expect(pay.headers.get('location')).toContain('/payment/cancel?');

      // Stripe's checkout.session.expired arrives as a cancelled event; Pay now still works.
      await deliver(timed, { id: 'evt_expired', type: 'cancelled', orderId: order.orderId, amountPence: null, currency: null });
      expect((await timed.services.documents.get<OrderRecord>(ORDERS, order.orderId))?.data.paymentStatus).toBe('cancelled');
      const fresh = (await timed.json<CheckoutResponse>('POST', '/api/checkout', { body: order })).body.invoiceUrl ?? '';
      expect(fresh).not.toBe(first);
      const stored = (await timed.services.documents.get<OrderRecord>(ORDERS, order.orderId))?.data;
      expect(stored).toMatchObject({ paymentStatus: 'awaiting_payment', checkoutSessionId: fresh.split('/').pop() });
      await timed.request('POST', `${fresh.slice(TEST_BASE_URL.length)}/pay`);
      expect((await timed.services.documents.get<OrderRecord>(ORDERS, order.orderId))?.data.paymentStatus).toBe('paid');
      expect(await timed.services.documents.count(ORDERS)).toBe(1);
    } finally {
      await timed.close();
    }
  });

  it('refuses a checkout for an order staff cancelled', async () => {
    const { body: order } = await placeOrder(api);
    await api.services.documents.update(ORDERS, order.orderId, { stage: 'cancelled' });
    const refused = await api.json<{ error: { message: string } }>('POST', '/api/checkout', {
      body: { orderId: order.orderId, token: order.token },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(MESSAGES.orderCancelled);
  });

  it('rejects webhook deliveries whose signature does not verify', async () => {
    const { body: order } = await placeOrder(api);
    const forged = await deliver(api, paid(order, 'evt_forged'), `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
    expect(forged.status).toBe(400);
    const unsigned = await api.request('POST', '/api/payments/webhook', { body: JSON.stringify(paid(order, 'evt_unsigned')) });
    expect(unsigned.status).toBe(400);
    expect((await orderOf(order.orderId))?.paymentStatus).toBe('awaiting_payment');
  });

  it('applies one event delivered five times at once exactly once', async () => {
    const { body: order } = await placeOrder(api, { referralCode: 'RATE15PC', email: 'five-times@example.com' });
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(api, paid(order, 'evt_repeat'))));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = await Promise.all(responses.map(async (r) => ((await r.json()) as { outcome: string }).outcome));
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(4);
    expect((await orderOf(order.orderId))?.paymentStatus).toBe('paid');
    expect(
      await api.services.documents.count(REFERRAL_TRANSACTIONS, {
        where: [{ field: 'orderId', op: '==', value: order.orderId }],
      }),
    ).toBe(1);
  });

  it('books one referral transaction per order even across different paid events', async () => {
    const { body: order } = await placeOrder(api, { referralCode: 'RATE15PC', email: 'two-events@example.com' });
    await deliver(api, paid(order, 'evt_first'));
    const second = await deliver(api, paid(order, 'evt_second'));
    expect(((await second.json()) as { outcome: string }).outcome).toBe('already_paid');
    expect(
      await api.services.documents.count(REFERRAL_TRANSACTIONS, {
        where: [{ field: 'orderId', op: '==', value: order.orderId }],
      }),
    ).toBe(1);
  });

  it('never lets failed or cancelled regress a paid order', async () => {
    const { body: order } = await placeOrder(api);
    await deliver(api, paid(order, 'evt_paid_then_failed'));
    const paidAt = (await orderOf(order.orderId))?.paidAt;
    await deliver(api, { id: 'evt_failed_late', type: 'failed', orderId: order.orderId, amountPence: null, currency: null });
    await deliver(api, {
      id: 'evt_cancelled_late',
      type: 'cancelled',
      orderId: order.orderId,
      amountPence: null,
      currency: null,
    });
    expect(await orderOf(order.orderId)).toMatchObject({ paymentStatus: 'paid', paidAt });
  });

  it('keeps an order awaiting payment when the paid amount does not match', async () => {
    const { body: order } = await placeOrder(api);
    const response = await deliver(api, { ...paid(order, 'evt_short'), amountPence: 100 });
    expect(((await response.json()) as { outcome: string }).outcome).toBe('amount_mismatch');
    expect((await orderOf(order.orderId))?.paymentStatus).toBe('awaiting_payment');
  });

  it('books nothing for a paid event in another currency or without an amount, and takes the right one after', async () => {
    const { body: order } = await placeOrder(api, { referralCode: 'RATE15PC', email: 'currency@example.com' });
    const outcomeOf = async (response: Response) => ((await response.json()) as { outcome: string }).outcome;
    expect(await outcomeOf(await deliver(api, { ...paid(order, 'evt_usd'), currency: 'USD' }))).toBe('currency_mismatch');
    expect(await outcomeOf(await deliver(api, { ...paid(order, 'evt_no_currency'), currency: null }))).toBe('currency_mismatch');
    expect(await outcomeOf(await deliver(api, { ...paid(order, 'evt_no_amount'), amountPence: null }))).toBe('amount_mismatch');
    expect((await orderOf(order.orderId))?.paymentStatus).toBe('awaiting_payment');
    expect(await api.services.documents.get(REFERRAL_TRANSACTIONS, order.orderId)).toBeNull();
    expect(await outcomeOf(await deliver(api, paid(order, 'evt_gbp')))).toBe('paid');
  });

  it('books no commission for a suspended affiliate', async () => {
    await seedAffiliate(api, 'aff-later-suspended', 'LATERSUS');
    const { body: order } = await placeOrder(api, { referralCode: 'LATERSUS' });
    await api.services.documents.update('affiliates', 'aff-later-suspended', { status: 'suspended' });
    await deliver(api, paid(order, 'evt_suspended'));
    expect((await orderOf(order.orderId))?.paymentStatus).toBe('paid');
    expect(await api.services.documents.get(REFERRAL_TRANSACTIONS, order.orderId)).toBeNull();
  });
});

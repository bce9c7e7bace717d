import { randomBytes } from 'node:crypto';
import { type AdminOrderDetail, MESSAGES, type OrderCreated, type TipCheckout } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedPaymentGateway } from '../../ports/payments/embedded.ts';
import type { PaymentEvent } from '../../ports/payments/port.ts';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, TEST_BASE_URL, type TestApi } from '../../testing/harness.ts';
import { messagesTo } from '../../testing/inbox.ts';
import {
  approveLyrics,
  deliver,
  orderStatus,
  paidOrder,
  payOrder,
  placeOrder,
  seedAffiliate,
  uploadSong,
} from '../../testing/orders.ts';
import { AFFILIATES, REFERRAL_TRANSACTIONS } from '../affiliates/exports.ts';
import { ORDER_PAYMENTS, ORDERS, type OrderRecord } from './records.ts';
import { TIPS, type TipRecord } from './tip-records.ts';

const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

describe('thank-you tips', () => {
  let api: TestApi;
  let staff: Caller;
  let gateway: EmbeddedPaymentGateway;
  const staffInbox = unique('tips-staff');
  beforeAll(async () => {
    api = await createTestApi();
    staff = await caller(api, 'tips-staff', { admin: true });
    const { token } = await api.user(staffInbox, { admin: true });
    const profile = { displayName: 'Grace', notifyNewOrders: true };
    expect((await api.json('PUT', '/api/admin/profile', { token, body: profile })).status).toBe(200);
    if (!(api.services.payments instanceof EmbeddedPaymentGateway)) throw new Error('expected the embedded gateway');
    gateway = api.services.payments;
  });
  afterAll(() => api.close());

  const tip = (o: Pick<OrderCreated, 'orderId' | 'token'>, amountPounds: unknown) =>
    api.json<TipCheckout & { error?: { message: string; fields?: Record<string, string> } }>('POST', '/api/orders/tip', {
      body: { order: o.orderId, token: o.token, amountPounds },
    });
  const stored = async <T extends Record<string, unknown>>(collection: string, id: string) =>
    (await api.services.documents.get<T>(collection, id))?.data;
  const sessionOf = (invoiceUrl: string) => new URL(invoiceUrl).pathname.split('/').at(-1) ?? '';
  /** The customer pays on the local checkout page, as in the browser. */
  const payOnPage = (invoiceUrl: string, query = '') => api.request('POST', `${new URL(invoiceUrl).pathname}/pay${query}`);
  /** The tip emails staff received about this customer's order, once the first has arrived. */
  const tipMails = async (o: OrderCreated) => {
    const ofOrder = async () =>
      (await messagesTo(staffInbox)).filter((m) => m.subject.startsWith('A thank-you tip') && m.text.includes(o.customerEmail));
    for (let tries = 0; tries < 100 && (await ofOrder()).length === 0; tries++) await new Promise((r) => setTimeout(r, 100));
    return ofOrder();
  };
  const webhook = async (event: PaymentEvent) => ((await (await deliver(api, event)).json()) as { outcome: string }).outcome;

  async function deliverSong(orderId: string) {
    await approveLyrics(api, staff.token, orderId);
    const moved = await api.json('PATCH', `/api/admin/orders/${orderId}`, {
      token: staff.token,
      body: { stage: 'in_production' },
    });
    expect(moved.status).toBe(200);
    const songFile = await uploadSong(api, staff.token, Buffer.from('ID3 the finished song'));
    const body = { songFile, lyrics: 'Harbour mornings' };
    expect((await api.json('POST', `/api/admin/orders/${orderId}/delivery`, { token: staff.token, body })).status).toBe(200);
  }
  async function deliveredOrder(extra: Record<string, unknown> = {}) {
    const order = await paidOrder(api, { email: unique('tipper'), ...extra });
    await deliverSong(order.orderId);
    return order;
  }

  it('refuses a tip before the song is delivered, and one sent without the order’s secret link', async () => {
    const order = await paidOrder(api, { email: unique('early') });
    const early = await tip(order, 10);
    expect(early.status).toBe(409);
    expect(early.body.error?.message).toBe(MESSAGES.tipNotDelivered);
    expect((await tip({ orderId: order.orderId, token: 'not-the-token' }, 10)).status).toBe(404);
    await deliverSong(order.orderId);
    expect((await tip({ orderId: order.orderId, token: 'not-the-token' }, 10)).status).toBe(404);
    expect(await api.services.documents.query(TIPS, { where: [{ field: 'orderId', op: '==', value: order.orderId }] })).toEqual(
      [],
    );
  });

  it('takes £1 to £500 in whole pounds, and refuses anything else with its message', async () => {
    const order = await deliveredOrder();
    for (const [amount, message] of [
      [0, MESSAGES.tipAmountMin],
      [501, MESSAGES.tipAmountMax],
      [10.5, MESSAGES.tipAmountWhole],
      [null, MESSAGES.tipAmountRequired],
    ] as const) {
      const refused = await tip(order, amount);
      expect(refused.status, String(amount)).toBe(400);
      expect(refused.body.error?.fields?.amountPounds).toBe(message);
    }
    for (const amount of [1, 500]) {
      const taken = await tip(order, amount);
      expect(taken.status).toBe(201);
      expect((await stored<TipRecord>(TIPS, taken.body.tipId))?.amountPence).toBe(amount * 100);
    }
  });

  it('books a tip paid on its own checkout as the tip, never as the order’s payment, and tells staff', async () => {
    const order = await deliveredOrder({ siteLanguage: 'fr' });
    const before = await stored<OrderRecord>(ORDERS, order.orderId);
    const opened = await tip(order, 10);
    expect(opened.status).toBe(201);
    expect(opened.body.invoiceUrl).toMatch(/\/api\/local-checkout\/cs_local_/);
    const sessionId = sessionOf(opened.body.invoiceUrl);
    expect(await gateway.session(sessionId)).toMatchObject({
      amountPence: 1000,
      lines: [{ name: 'Pourboire de remerciement', amountPence: 1000 }],
      purpose: { kind: 'tip', tipId: opened.body.tipId },
    });
    expect((await orderStatus(api, order)).body.tips).toEqual([]);

    const paid = await payOnPage(opened.body.invoiceUrl);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${TEST_BASE_URL}/payment/success?order=${order.orderId}&tip=${encodeURIComponent(opened.body.tipId)}`,
    );
    const record = await stored<TipRecord>(TIPS, opened.body.tipId);
    expect(record).toMatchObject({ orderId: order.orderId, amountPence: 1000, status: 'paid', sessionId });
    expect(record?.paymentId).toMatch(/^pi_local_/);
    // The order's payment, sessions and refundable amount are as they were; no second payment to refund.
    const after = await stored<OrderRecord>(ORDERS, order.orderId);
    expect(after).toMatchObject({
      paymentStatus: 'paid',
      payment: before?.payment,
      checkoutSessionId: before?.checkoutSessionId,
      amountPounds: before?.amountPounds,
    });
    expect(after?.refunds).toBeUndefined();
    expect(await stored(ORDER_PAYMENTS, record?.paymentId ?? '')).toBeUndefined();

    const { body: view } = await orderStatus(api, order);
    expect(view.tips).toEqual([{ id: opened.body.tipId, amountPence: 1000, status: 'paid', paidAt: record?.paidAt }]);
    const detail = await api.json<AdminOrderDetail>('GET', `/api/admin/orders/${order.orderId}`, { token: staff.token });
    expect(detail.body.tips).toEqual(view.tips);

    const [mail] = await tipMails(order);
    expect(mail?.subject).toBe('A thank-you tip: Basic Song');
    expect(mail?.text).toContain('sent a thank-you tip of £10 for their Basic Song');
    expect(mail?.text).toContain(`${TEST_BASE_URL}/admin/stories`);
  });

  it('says a tip is being confirmed while its paid event is on its way, then books it once however often it comes', async () => {
    const order = await deliveredOrder();
    const opened = await tip(order, 20);
    expect((await payOnPage(opened.body.invoiceUrl, '?event=later')).status).toBe(303);
    const confirming = (await orderStatus(api, order)).body.tips;
    expect(confirming).toEqual([{ id: opened.body.tipId, amountPence: 2000, status: 'confirming', paidAt: null }]);

    const event = await gateway.resendPaid(sessionOf(opened.body.invoiceUrl));
    expect(await webhook(event)).toBe('tip_paid');
    expect(await webhook(event)).toBe('duplicate');
    // The provider's dashboard sends it again under a new event id.
    expect(await webhook(await gateway.resendPaid(sessionOf(opened.body.invoiceUrl)))).toBe('tip_already_paid');
    const record = await stored<TipRecord>(TIPS, opened.body.tipId);
    expect((await orderStatus(api, order)).body.tips).toEqual([
      { id: opened.body.tipId, amountPence: 2000, status: 'paid', paidAt: record?.paidAt },
    ]);
    expect((await tipMails(order)).map((m) => m.subject)).toEqual(['A thank-you tip: Basic Song']);
  });

  it('does not book a paid event whose amount or currency is not the tip’s, nor one naming another order', async () => {
    const order = await deliveredOrder();
    const other = await deliveredOrder();
    const opened = await tip(order, 5);
    const { tipId } = opened.body;
    const paidEvent = (id: string, change: Partial<PaymentEvent>): PaymentEvent => ({
      id,
      type: 'paid',
      orderId: order.orderId,
      amountPence: 500,
      currency: 'GBP',
      payment: { sessionId: sessionOf(opened.body.invoiceUrl), paymentId: `pi_${id}` },
      purpose: { kind: 'tip', tipId },
      ...change,
    });
    expect(await webhook(paidEvent('evt_tip_less', { amountPence: 499 }))).toBe('amount_mismatch');
    expect(await webhook(paidEvent('evt_tip_usd', { currency: 'USD' }))).toBe('currency_mismatch');
    expect(await webhook(paidEvent('evt_tip_other', { orderId: other.orderId }))).toBe('unknown_tip');
    expect(await webhook(paidEvent('evt_tip_unknown', { purpose: { kind: 'tip', tipId: 'no-such-tip' } }))).toBe('unknown_tip');
    expect(await stored<TipRecord>(TIPS, tipId)).toMatchObject({ status: 'open', paymentId: null, paidAt: null });
    expect((await orderStatus(api, other)).body).toMatchObject({ paymentStatus: 'paid', tips: [] });
    // An expired tip checkout leaves the tip unpaid and the order as it was.
    expect(await webhook({ ...paidEvent('evt_tip_expired', {}), type: 'cancelled' })).toBe('ignored');
    expect((await stored<OrderRecord>(ORDERS, order.orderId))?.paymentStatus).toBe('paid');
  });

  it('books no commission on a referred order’s tip and leaves the affiliate’s ledger as it was', async () => {
    const affiliateId = `aff-tips-${randomBytes(3).toString('hex')}`;
    const code = `TIP${randomBytes(3).toString('hex').toUpperCase()}`.slice(0, 8).padEnd(8, 'X');
    await seedAffiliate(api, affiliateId, code);
    const { body: order } = await placeOrder(api, { email: unique('referred'), referralCode: code });
    await payOrder(api, order);
    await deliverSong(order.orderId);
    const commission = await stored(REFERRAL_TRANSACTIONS, order.orderId);
    expect(commission).toMatchObject({ affiliateId, status: 'pending' });
    const affiliate = await stored(AFFILIATES, affiliateId);

    const opened = await tip(order, 20);
    expect((await payOnPage(opened.body.invoiceUrl)).status).toBe(303);
    expect((await stored<TipRecord>(TIPS, opened.body.tipId))?.status).toBe('paid');
    expect(await stored(REFERRAL_TRANSACTIONS, order.orderId)).toEqual(commission);
    expect(await stored(AFFILIATES, affiliateId)).toEqual(affiliate);
  });
});

import { type CheckoutResponse, CURRENCY, MESSAGES, type OrderCreated } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SESSIONS, type LocalCheckoutSession } from '../../ports/payments/embedded.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { deliver, orderStatus, payOrder, placeOrder, seedAffiliate } from '../../testing/orders.ts';
import { ORDERS, type OrderRecord } from './records.ts';

type Failure = { error: { code: string; message: string; fields?: Record<string, string> } };

/** 2026-01-15 12:00 UTC: already the 16th in Auckland, still the 15th in London and Honolulu. */
const NOW = Date.parse('2026-01-15T12:00:00Z');

describe('the occasion and its date', () => {
  let api: TestApi;
  const clock = manualClock(NOW);
  beforeAll(async () => {
    api = await createTestApi({ clock });
  });
  afterAll(() => api.close());

  const orderCount = () => api.services.documents.count(ORDERS);
  const stored = async (orderId: string) => (await api.services.documents.get<OrderRecord>(ORDERS, orderId))?.data;
  const status = (o: OrderCreated) => orderStatus(api, o);

  /** An order the route refuses: 400, the field's message, and no order stored. */
  async function refused(extra: Record<string, unknown>): Promise<Record<string, string>> {
    const before = await orderCount();
    const { status: code, body } = (await placeOrder(api, extra)) as unknown as { status: number; body: Failure };
    expect(code).toBe(400);
    expect(body.error.code).toBe('validation_failed');
    expect(await orderCount()).toBe(before);
    return body.error.fields ?? {};
  }

  it('keeps the occasion, its date and the customer’s zone, and the page shows them', async () => {
    const { status: code, body } = await placeOrder(api, {
      occasion: 'birthday',
      occasionDate: '2026-03-01',
      timeZone: 'Europe/Paris',
    });
    expect(code).toBe(201);
    expect(await stored(body.orderId)).toMatchObject({
      occasion: { kind: 'birthday', date: '2026-03-01' },
      timeZone: 'Europe/Paris',
      rush: null,
    });
    const page = await status(body);
    expect(page.body).toMatchObject({
      occasion: { kind: 'birthday', date: '2026-03-01' },
      timeZone: 'Europe/Paris',
      rush: null,
      promisedAt: null,
    });
  });

  it('keeps an occasion with no date, and an order with neither as orders were before', async () => {
    const noDate = await placeOrder(api, { occasion: 'just_because', occasionDate: '' });
    expect(noDate.status).toBe(201);
    expect((await stored(noDate.body.orderId))?.occasion).toEqual({ kind: 'just_because', date: null });
    const plain = await placeOrder(api);
    expect(plain.status).toBe(201);
    expect(await stored(plain.body.orderId)).toMatchObject({ occasion: null, rush: null });
    expect((await status(plain.body)).body).toMatchObject({ occasion: null, rush: null, timeZone: null });
  });

  it('refuses a date in the past, and changes nothing', async () => {
    expect(await refused({ occasion: 'wedding', occasionDate: '2026-01-14', timeZone: 'Europe/London' })).toEqual({
      occasionDate: MESSAGES.occasionDatePast,
    });
  });

  it('refuses a date more than a year ahead, and changes nothing', async () => {
    expect(await refused({ occasion: 'wedding', occasionDate: '2027-01-16', timeZone: 'Europe/London' })).toEqual({
      occasionDate: MESSAGES.occasionDateTooFar,
    });
    expect((await placeOrder(api, { occasion: 'wedding', occasionDate: '2027-01-15', timeZone: 'Europe/London' })).status).toBe(
      201,
    );
  });

  it('judges today where the customer is: the 15th is past in Auckland, not in London or Honolulu', async () => {
    const fifteenth = { occasion: 'anniversary', occasionDate: '2026-01-15' };
    expect(await refused({ ...fifteenth, timeZone: 'Pacific/Auckland' })).toEqual({ occasionDate: MESSAGES.occasionDatePast });
    expect((await placeOrder(api, { ...fifteenth, timeZone: 'Europe/London' })).status).toBe(201);
    expect((await placeOrder(api, { ...fifteenth, timeZone: 'Pacific/Honolulu' })).status).toBe(201);
    // Without a zone, the business's own (London) decides.
    expect((await placeOrder(api, fifteenth)).status).toBe(201);
  });

  it('refuses a date that is not a day, a date without its occasion, an unknown occasion and an unknown zone', async () => {
    expect(await refused({ occasion: 'wedding', occasionDate: '2026-02-30' })).toEqual({
      occasionDate: MESSAGES.occasionDateInvalid,
    });
    expect(await refused({ occasionDate: '2026-03-01' })).toEqual({ occasion: MESSAGES.occasionForDate });
    expect(await refused({ occasion: 'christening' })).toEqual({ occasion: MESSAGES.occasionUnknown });
    expect(await refused({ occasion: 'wedding', timeZone: 'Mars/Olympus' })).toEqual({ timeZone: MESSAGES.invalidInput });
  });

  it('promises the song the suite’s days after payment', async () => {
    const { body } = await placeOrder(api, { occasion: 'birthday', occasionDate: '2026-02-20' });
    await payOrder(api, body);
    const page = await status(body);
    expect(page.body.promisedAt).toBe('2026-01-22T12:00:00.000Z');
    expect(page.body.expectedDeliveryAt).toBe('2026-01-22T12:00:00.000Z');
  });
});

describe('rush delivery', () => {
  let api: TestApi;
  const clock = manualClock(NOW);
  beforeAll(async () => {
    api = await createTestApi({ clock });
    await seedAffiliate(api, 'aff-rush', 'RUSH2026');
  });
  afterAll(() => api.close());

  const stored = async (orderId: string) => (await api.services.documents.get<OrderRecord>(ORDERS, orderId))?.data;
  const checkout = (o: OrderCreated) =>
    api.json<CheckoutResponse>('POST', '/api/checkout', { body: { orderId: o.orderId, token: o.token } });
  const sessionOf = async (o: OrderCreated) => {
    const id = (await stored(o.orderId))?.checkoutSessionId ?? '';
    return (await api.services.documents.get<LocalCheckoutSession>(LOCAL_SESSIONS, id))?.data;
  };

  it('is priced by the server, added to the suite’s price, and kept with its days', async () => {
    const { status, body } = await placeOrder(api, { occasion: 'birthday', occasionDate: '2026-01-19', rush: true, amount: 1 });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      amountPounds: 530,
      listPricePounds: 440,
      suitePounds: 440,
      rush: { pricePounds: 90, days: 3 },
      isDiscounted: false,
    });
    expect(await stored(body.orderId)).toMatchObject({ amountPounds: 530, rush: { pricePounds: 90, days: 3 } });
  });

  it('is not discounted by a referral code: the code takes 10% off the suite only', async () => {
    const { body } = await placeOrder(api, { rush: true, referralCode: 'RUSH2026', email: 'referred-rush@example.com' });
    expect(body).toMatchObject({ amountPounds: 486, suitePounds: 396, rush: { pricePounds: 90 }, isDiscounted: true });
  });

  it('is a line of its own at checkout, the lines adding up to what the payment must be', async () => {
    const { body: order } = await placeOrder(api, { rush: true, siteLanguage: 'fr' });
    const { status, body } = await checkout(order);
    expect(status).toBe(200);
    const session = await sessionOf(order);
    expect(session).toMatchObject({
      amountPence: 53000,
      lines: [
        { name: 'Chanson de base', amountPence: 44000 },
        { name: 'Livraison express', amountPence: 9000 },
      ],
    });
    const page = await api.request('GET', new URL(body.invoiceUrl ?? '').pathname);
    const html = await page.text();
    expect(html).toContain('Livraison express');
    expect(html).toContain('£90');
    expect(html).toContain('Pay £530');
  });

  it('must be paid in full: a payment of the suite alone is refused, the whole amount is accepted', async () => {
    const { body: order } = await placeOrder(api, { rush: true });
    const partial = await deliver(api, {
      id: `evt_partial_${order.orderId}`,
      type: 'paid',
      orderId: order.orderId,
      amountPence: 44000,
      currency: CURRENCY,
    });
    expect(((await partial.json()) as { outcome: string }).outcome).toBe('amount_mismatch');
    expect((await stored(order.orderId))?.paymentStatus).toBe('awaiting_payment');
    await payOrder(api, order);
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 'paid', paidAt: new Date(NOW).toISOString() });
    const page = await orderStatus(api, order);
    // Rush days from payment, not the suite's seven.
    expect(page.body).toMatchObject({ promisedAt: '2026-01-18T12:00:00.000Z', rush: { days: 3, pricePounds: 90 } });
  });

  it('is refused for a suite that cannot be rushed, and nothing is stored', async () => {
    const before = await api.services.documents.count(ORDERS);
    const { status, body } = (await placeOrder(api, { productId: 'producer-elite', rush: true })) as unknown as {
      status: number;
      body: Failure;
    };
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ rush: MESSAGES.rushUnavailable });
    expect(await api.services.documents.count(ORDERS)).toBe(before);
    // Without rush the same suite orders as ever.
    expect((await placeOrder(api, { productId: 'producer-elite', rush: false })).status).toBe(201);
  });
});

import { randomBytes } from 'node:crypto';
import { type AdminOrderDetail, MESSAGES, type OrderCreated } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller, statusesFor } from '../../testing/admin.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { waitForMessages } from '../../testing/inbox.ts';
import { approveLyrics, paidOrder, payOrder, placeOrder, seedAffiliate, uploadSong } from '../../testing/orders.ts';
import { ORDERS, type OrderRecord } from '../orders/exports.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Failure = { error: { code: string; message: string } };
const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

describe('refunding a missed rush date', () => {
  let api: TestApi;
  let staff: Caller;
  let affiliate: Caller;
  const clock = manualClock(Date.parse('2026-04-01T09:00:00Z'));

  beforeAll(async () => {
    api = await createTestApi({ clock });
    staff = await caller(api, 'rush-staff', { admin: true });
    affiliate = await caller(api, 'rush-affiliate', { affiliate: true });
  });
  afterAll(() => api.close());

  const rushRefund = (orderId: string, token = staff.token) =>
    api.json<AdminOrderDetail | Failure>('POST', `/api/admin/orders/${orderId}/rush-refund`, { token });
  const detail = async (orderId: string) =>
    (await api.json<AdminOrderDetail>('GET', `/api/admin/orders/${orderId}`, { token: staff.token })).body;
  const stored = async (orderId: string) => (await api.services.documents.get<OrderRecord>(ORDERS, orderId))?.data;
  /** Paid through the local checkout, as a customer pays: a refund goes back to that payment. */
  const paid = (extra: Record<string, unknown> = {}): Promise<OrderCreated> =>
    paidOrder(api, { email: unique('rush'), rush: true, ...extra });
  const deliverNow = async (orderId: string) => {
    await approveLyrics(api, staff.token, orderId);
    await api.json('PATCH', `/api/admin/orders/${orderId}`, { token: staff.token, body: { stage: 'in_production' } });
    const songFile = await uploadSong(api, staff.token, Buffer.from('ID3 rush'));
    const delivered = await api.json('POST', `/api/admin/orders/${orderId}/delivery`, {
      token: staff.token,
      body: { songFile, lyrics: 'On time, or not' },
    });
    expect(delivered.status).toBe(200);
  };

  it('is refused before the rush date has passed, and changes nothing', async () => {
    const order = await paid();
    expect((await detail(order.orderId)).rushRefundable).toBe(false);
    clock.advance(3 * DAY - HOUR);
    const { status, body } = await rushRefund(order.orderId);
    expect(status).toBe(409);
    expect((body as Failure).error.message).toBe(MESSAGES.rushDateNotMissed);
    expect((await stored(order.orderId))?.refunds ?? []).toEqual([]);
  });

  it('refunds the rush price on its own once the date passes with no song, once, and emails the customer', async () => {
    const order = await paid({ email: unique('rush-missed') });
    expect((await detail(order.orderId)).promisedAt).toBe(new Date(clock.now() + 3 * DAY).toISOString());
    clock.advance(3 * DAY + HOUR);
    expect((await detail(order.orderId)).rushRefundable).toBe(true);
    expect((await detail(order.orderId)).rushRefunded).toBe(false);
    const { status, body } = await rushRefund(order.orderId);
    expect(status).toBe(201);
    expect(body).toMatchObject({ refundedPence: 9000, rushRefundable: false, rushRefunded: true, rushPricePounds: 90 });
    expect((body as AdminOrderDetail).refunds).toEqual([
      expect.objectContaining({ amountPence: 9000, status: 'succeeded', reason: 'Rush delivery date missed' }),
    ]);
    // Received, paid, then refunded.
    const mails = await waitForMessages(order.customerEmail, 3);
    expect(mails.map((mail) => mail.subject)).toContain('Your refund of £90');

    // A second click, or a second member of staff: refused, nothing more refunded.
    const again = await rushRefund(order.orderId);
    expect(again.status).toBe(409);
    expect((again.body as Failure).error.message).toBe(MESSAGES.rushAlreadyRefunded);
    expect((await stored(order.orderId))?.refunds).toHaveLength(1);
    expect((await stored(order.orderId))?.refundedPence).toBe(9000);
  });

  it('is refused when the song came within the rush days', async () => {
    const order = await paid({ email: unique('rush-kept') });
    await deliverNow(order.orderId);
    clock.advance(4 * DAY);
    expect((await rushRefund(order.orderId)).body).toMatchObject({ error: { message: MESSAGES.rushDateNotMissed } });
    expect((await detail(order.orderId)).rushRefundable).toBe(false);
  });

  it('refunds the full rush price even when a referral code discounted the suite', async () => {
    await seedAffiliate(api, 'aff-rush-refund', 'RUSHREF1');
    const order = await paid({ email: unique('rush-referred'), referralCode: 'RUSHREF1' });
    expect(order.amountPounds).toBe(486);
    clock.advance(3 * DAY + HOUR);
    const { body } = await rushRefund(order.orderId);
    expect((body as AdminOrderDetail).refundedPence).toBe(9000);
  });

  it('is possible when the first version came after the rush date', async () => {
    const order = await paid({ email: unique('rush-after') });
    clock.advance(3 * DAY + HOUR);
    await deliverNow(order.orderId);
    const { status, body } = await rushRefund(order.orderId);
    expect(status).toBe(201);
    expect((body as AdminOrderDetail).refundedPence).toBe(9000);
  });

  it('is refused for an order without rush, and for an unpaid one', async () => {
    const { body: plain } = await placeOrder(api, { email: unique('no-rush') });
    await payOrder(api, plain);
    clock.advance(30 * DAY);
    expect((await rushRefund(plain.orderId)).body).toMatchObject({ error: { message: MESSAGES.rushNotBought } });
    const { body: unpaid } = await placeOrder(api, { email: unique('unpaid-rush'), rush: true });
    expect((await rushRefund(unpaid.orderId)).body).toMatchObject({ error: { message: MESSAGES.refundNotPaid } });
    expect((await rushRefund('no-such-order')).status).toBe(404);
  });

  it('is a staff action, checked on the server', async () => {
    const order = await paid({ email: unique('rush-auth') });
    clock.advance(4 * DAY);
    const path = `/api/admin/orders/${order.orderId}/rush-refund`;
    const [anonymous, byAffiliate] = await statusesFor(api, 'POST', path, { affiliate: affiliate.token, admin: staff.token });
    expect([anonymous, byAffiliate]).toEqual([401, 403]);
    expect((await stored(order.orderId))?.refundedPence).toBe(9000);
  });
});

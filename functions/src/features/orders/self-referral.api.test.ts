import { MESSAGES, type OrderCreated, type ReferralCheckResult } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { deliver, placeOrder, seedAffiliate } from '../../testing/orders.ts';
import { REFERRAL_TRANSACTIONS } from '../affiliates/exports.ts';
import { ORDERS, type OrderRecord } from './records.ts';

/** An affiliate's own code on their own order gives no discount and books no commission. */
describe('no self-referral', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    // seedAffiliate gives the affiliate the email `aff-self@example.com`.
    await seedAffiliate(api, 'aff-self', 'SELF1234');
  });
  afterAll(() => api.close());

  it('tells the referral check that the code is the customer’s own, whatever the case or spacing of the email', async () => {
    const check = async (body: Record<string, string>) =>
      (await api.json<ReferralCheckResult>('POST', '/api/referrals/check', { body })).body;
    expect(await check({ code: 'SELF1234', email: ' AFF-Self@Example.com' })).toEqual({
      valid: false,
      message: MESSAGES.referralSelf,
    });
    expect(await check({ code: 'SELF1234', email: 'friend@example.com' })).toEqual({ valid: true });
  });

  it('knows the affiliate behind a sub-address: no discount, no commission on their own order', async () => {
    const { body } = await placeOrder(api, { email: 'aff-self+gift@example.com', referralCode: 'SELF1234' });
    expect(body).toMatchObject({ amountPounds: 440, isDiscounted: false, referralMessage: MESSAGES.referralSelf });
    await deliver(api, { id: 'evt_self_sub', type: 'paid', orderId: body.orderId, amountPence: 44000, currency: 'GBP' });
    expect(await api.services.documents.get(REFERRAL_TRANSACTIONS, body.orderId)).toBeNull();
  });

  it('counts a Gmail address with dots or a sub-address as the same returning customer', async () => {
    const first = await placeOrder(api, { email: 'jo.bloggs@gmail.com' });
    await deliver(api, { id: 'evt_jo_first', type: 'paid', orderId: first.body.orderId, amountPence: 44000, currency: 'GBP' });
    const again = await placeOrder(api, { email: 'JoBloggs+2@googlemail.com', referralCode: 'SELF1234' });
    expect(again.body).toMatchObject({ amountPounds: 440, isDiscounted: false, referralMessage: MESSAGES.referralFirstPurchase });
  });

  it('prices the affiliate’s own order at list price, says why, and books nothing when it is paid', async () => {
    const { status, body } = await placeOrder(api, { email: 'Aff-Self@example.com ', referralCode: 'self1234' });
    expect(status).toBe(201);
    expect(body).toMatchObject<Partial<OrderCreated>>({
      amountPounds: 440,
      isDiscounted: false,
      discountCode: null,
      referralMessage: MESSAGES.referralSelf,
    });
    expect((await api.services.documents.get<OrderRecord>(ORDERS, body.orderId))?.data).toMatchObject({
      amountPounds: 440,
      affiliateId: null,
      referralCode: null,
    });
    const paid = await deliver(api, {
      id: 'evt_self_paid',
      type: 'paid',
      orderId: body.orderId,
      amountPence: 44000,
      currency: 'GBP',
    });
    expect(paid.status).toBe(200);
    expect(await api.services.documents.get(REFERRAL_TRANSACTIONS, body.orderId)).toBeNull();
  });

  it('still discounts and books for someone else using the same code', async () => {
    const { body } = await placeOrder(api, { email: 'friend-of-self@example.com', referralCode: 'SELF1234' });
    expect(body).toMatchObject({ amountPounds: 396, isDiscounted: true, referralMessage: null });
  });
});

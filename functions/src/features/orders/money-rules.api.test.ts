import { MESSAGES, type OrderCreated, type ReferralCheckResult } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../testing/admin.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { deliver, placeOrder, seedAffiliate } from '../../testing/orders.ts';
import { AFFILIATES, type AffiliateRecord, REFERRAL_TRANSACTIONS, type TransactionRecord } from '../affiliates/exports.ts';
import { ORDERS, type OrderRecord } from './records.ts';

/** The spec's money rules: the referral discount is a first purchase's, and a cancelled order earns nothing. */
describe('money rules', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await createTestApi();
    await seedAffiliate(api, 'aff-money', 'MONEY123');
    admin = (await caller(api, 'money-admin', { admin: true })).token;
  });
  afterAll(() => api.close());

  const pay = (order: OrderCreated, eventId: string) =>
    deliver(api, { id: eventId, type: 'paid', orderId: order.orderId, amountPence: order.amountPounds * 100, currency: 'GBP' });
  const commissionOf = async (orderId: string) =>
    (await api.services.documents.get<TransactionRecord>(REFERRAL_TRANSACTIONS, orderId))?.data;
  const earnings = async () =>
    (await api.services.documents.get<AffiliateRecord>(AFFILIATES, 'aff-money'))?.data.earningsTotalPence;
  const check = async (body: Record<string, string>) =>
    (await api.json<ReferralCheckResult>('POST', '/api/referrals/check', { body })).body;

  describe('first purchase for referred customers', () => {
    beforeAll(async () => {
      const { body: first } = await placeOrder(api, { email: 'returning@example.com' });
      await pay(first, 'evt_returning_first');
    });

    it('tells the referral check that a customer with a paid order gets no discount, whatever the case of the email', async () => {
      expect(await check({ code: 'MONEY123', email: 'Returning@Example.com ' })).toEqual({
        valid: false,
        message: MESSAGES.referralFirstPurchase,
      });
      expect(await check({ code: 'MONEY123', email: 'newcomer@example.com' })).toEqual({ valid: true });
      expect(await check({ code: 'MONEY123' })).toEqual({ valid: true });
      const bad = await api.json<{ error: { fields: Record<string, string> } }>('POST', '/api/referrals/check', {
        body: { code: 'MONEY123', email: 'not-an-email' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.email).toBe(MESSAGES.emailInvalid);
    });

    it('prices a returning customer at list price, says why, and books no commission', async () => {
      const { status, body } = await placeOrder(api, { email: 'RETURNING@example.com', referralCode: 'MONEY123' });
      expect(status).toBe(201);
      expect(body).toMatchObject({
        amountPounds: 440,
        isDiscounted: false,
        discountCode: null,
        referralMessage: MESSAGES.referralFirstPurchase,
      });
      expect((await api.services.documents.get<OrderRecord>(ORDERS, body.orderId))?.data).toMatchObject({
        amountPounds: 440,
        affiliateId: null,
        referralCode: null,
      });
      await pay(body, 'evt_returning_second');
      expect(await commissionOf(body.orderId)).toBeUndefined();
    });

    it('books no commission when the same customer paid another order after this one was placed', async () => {
      const { body: a } = await placeOrder(api, { email: 'twice@example.com', referralCode: 'MONEY123' });
      const { body: b } = await placeOrder(api, { email: 'twice@example.com', referralCode: 'MONEY123' });
      expect([a.isDiscounted, b.isDiscounted, a.referralMessage]).toEqual([true, true, null]);
      await pay(a, 'evt_twice_a');
      await pay(b, 'evt_twice_b');
      expect((await commissionOf(a.orderId))?.status).toBe('pending');
      expect(await commissionOf(b.orderId)).toBeUndefined();
    });
  });

  describe('a cancelled order voids its commission', () => {
    const cancel = (orderId: string) =>
      api.json<{ stage: string }>('PATCH', `/api/admin/orders/${orderId}`, { token: admin, body: { stage: 'cancelled' } });

    it('rejects a pending commission', async () => {
      const { body: order } = await placeOrder(api, { email: 'pending-void@example.com', referralCode: 'MONEY123' });
      await pay(order, 'evt_pending_void');
      expect((await commissionOf(order.orderId))?.status).toBe('pending');
      const before = await earnings();
      expect((await cancel(order.orderId)).body.stage).toBe('cancelled');
      expect(await commissionOf(order.orderId)).toMatchObject({ status: 'rejected', decidedAt: expect.any(String) });
      expect(await earnings()).toBe(before);
    });

    it('rejects an approved commission and takes it off the earnings it was added to', async () => {
      const { body: order } = await placeOrder(api, { email: 'approved-void@example.com', referralCode: 'MONEY123' });
      await pay(order, 'evt_approved_void');
      const before = (await earnings()) ?? 0;
      const approved = await api.json('POST', `/api/admin/referral-transactions/${order.orderId}/approve`, { token: admin });
      expect(approved.status).toBe(200);
      const commission = (await commissionOf(order.orderId))?.commissionPence ?? 0;
      expect(commission).toBe(3960);
      expect(await earnings()).toBe(before + commission);

      expect((await cancel(order.orderId)).status).toBe(200);
      expect((await commissionOf(order.orderId))?.status).toBe('rejected');
      expect(await earnings()).toBe(before);
    });

    it('keeps a commission already paid out (taking money back is a ledger entry)', async () => {
      // £558 paid: its £55.80 commission reaches the minimum payout on its own.
      const { body: order } = await placeOrder(api, {
        email: 'paid-out@example.com',
        referralCode: 'MONEY123',
        productId: 'basic-full-song',
      });
      await pay(order, 'evt_paid_out');
      await api.json('POST', `/api/admin/referral-transactions/${order.orderId}/approve`, { token: admin });
      const batch = await api.json<{ id: string }>('POST', '/api/admin/payouts', { token: admin });
      expect((await api.request('POST', `/api/admin/payouts/${batch.body.id}/paid`, { token: admin })).status).toBe(200);
      const before = await earnings();
      await cancel(order.orderId);
      expect((await commissionOf(order.orderId))?.status).toBe('paid_out');
      expect(await earnings()).toBe(before);
    });
  });
});

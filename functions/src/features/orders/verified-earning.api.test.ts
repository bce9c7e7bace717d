import { CURRENCY, type OrderCreated } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followVerificationLink, registeredAffiliate } from '../../testing/affiliates.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { deliver, placeOrder } from '../../testing/orders.ts';
import { REFERRAL_TRANSACTIONS, type TransactionRecord } from '../affiliates/exports.ts';

/** An affiliate earns only once their email is verified (docs/security.md): before, a referral books nothing. */
describe('commissions need a verified affiliate email', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({}, { TRUSTED_PROXY_HOPS: '1' });
  });
  afterAll(() => api.close());

  const payFor = async (order: OrderCreated) => {
    const response = await deliver(api, {
      id: `evt_${order.orderId}`,
      type: 'paid',
      orderId: order.orderId,
      amountPence: order.amountPounds * 100,
      currency: CURRENCY,
    });
    expect(response.status).toBe(200);
  };
  const commissionOf = async (orderId: string) =>
    (await api.services.documents.get<TransactionRecord>(REFERRAL_TRANSACTIONS, orderId))?.data;

  it('books no commission for an unverified affiliate, and books the next once the link is followed', async () => {
    const affiliate = await registeredAffiliate(api, 'earner');

    const { status, body: before } = await placeOrder(api, {
      email: 'early-buyer@example.com',
      referralCode: affiliate.referralCode,
    });
    expect(status).toBe(201);
    // The customer still gets the referral discount: the rule is about the affiliate's earning, not the price.
    expect(before.amountPounds).toBe(396);
    await payFor(before);
    expect(await commissionOf(before.orderId)).toBeUndefined();

    await followVerificationLink(affiliate.email);
    const { body: after } = await placeOrder(api, { email: 'later-buyer@example.com', referralCode: affiliate.referralCode });
    await payFor(after);
    expect(await commissionOf(after.orderId)).toMatchObject({
      affiliateId: affiliate.uid,
      status: 'pending',
      commissionPence: 3960,
    });
    // Verifying does not reach back to the order paid before it.
    expect(await commissionOf(before.orderId)).toBeUndefined();
  });
});

import type { AffiliateView, ReferralTransaction } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCommission, registeredAffiliate, uniqueEmail } from '../../testing/affiliates.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { AFFILIATES, type AffiliateRecord } from './records.ts';

describe('staff and affiliates', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await createTestApi({}, { TRUSTED_PROXY_HOPS: '1' });
    admin = (await api.user(uniqueEmail('staff'), { admin: true })).token;
  });
  afterAll(() => api.close());

  const earnings = async (uid: string) =>
    (await api.services.documents.get<AffiliateRecord>(AFFILIATES, uid))?.data.earningsTotalPence;

  it('adds an approved commission to earnings exactly once under concurrent approvals', async () => {
    const affiliate = await registeredAffiliate(api, 'approved');
    await bookCommission(api, affiliate.uid, 'order-concurrent', 3960, '2026-01-10T10:00:00.000Z');
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        api.json<ReferralTransaction>('POST', '/api/admin/referral-transactions/order-concurrent/approve', { token: admin }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await earnings(affiliate.uid)).toBe(3960);
    expect(results.find((r) => r.status === 200)?.body.status).toBe('approved');
  });

  it('rejects pending commissions without earnings and pays out approved ones only', async () => {
    const affiliate = await registeredAffiliate(api, 'decisions');
    await bookCommission(api, affiliate.uid, 'order-reject', 5580, '2026-01-10T10:00:00.000Z');
    await bookCommission(api, affiliate.uid, 'order-pay', 3960, '2026-01-11T10:00:00.000Z');

    expect((await api.json('POST', '/api/admin/referral-transactions/order-reject/reject', { token: admin })).status).toBe(200);
    expect((await api.json('POST', '/api/admin/referral-transactions/order-reject/approve', { token: admin })).status).toBe(409);
    expect((await api.json('POST', '/api/admin/referral-transactions/order-pay/mark-paid', { token: admin })).status).toBe(409);
    expect((await api.json('POST', '/api/admin/referral-transactions/order-pay/approve', { token: admin })).status).toBe(200);
    const paid = await api.json<ReferralTransaction>('POST', '/api/admin/referral-transactions/order-pay/mark-paid', {
      token: admin,
    });
    expect(paid.body.status).toBe('paid_out');
    expect(await earnings(affiliate.uid)).toBe(3960);
    expect((await api.json('POST', '/api/admin/referral-transactions/order-pay/refund', { token: admin })).status).toBe(400);
    expect((await api.json('POST', '/api/admin/referral-transactions/missing/approve', { token: admin })).status).toBe(404);

    const pending = await api.json<ReferralTransaction[]>('GET', '/api/admin/referral-transactions?status=paid_out', {
      token: admin,
    });
    expect(pending.body.map((t) => t.orderId)).toContain('order-pay');
    expect(pending.body.every((t) => t.status === 'paid_out')).toBe(true);
  });

  it('lists affiliates with their figures and suspends and reactivates them', async () => {
    const affiliate = await registeredAffiliate(api, 'listed');
    await bookCommission(api, affiliate.uid, 'order-listed', 31500, '2026-01-12T10:00:00.000Z');
    const list = await api.json<AffiliateView[]>('GET', '/api/admin/affiliates', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.find((a) => a.id === affiliate.uid)).toMatchObject({
      email: affiliate.email,
      referralCode: affiliate.referralCode,
      status: 'active',
      pendingPence: 31500,
      referralCount: 1,
      paymentDetails: { method: 'paypal' },
    });

    const suspended = await api.json('PATCH', `/api/admin/affiliates/${affiliate.uid}`, {
      token: admin,
      body: { status: 'suspended' },
    });
    expect(suspended).toEqual({ status: 200, body: { id: affiliate.uid, status: 'suspended' } });
    const check = await api.json<{ valid: boolean }>('POST', '/api/referrals/check', { body: { code: affiliate.referralCode } });
    expect(check.body.valid).toBe(false);

    await api.json('PATCH', `/api/admin/affiliates/${affiliate.uid}`, { token: admin, body: { status: 'active' } });
    expect((await api.json<AffiliateView>('GET', '/api/affiliates/me', { token: affiliate.token })).body.status).toBe('active');
    expect(
      (await api.json('PATCH', `/api/admin/affiliates/${affiliate.uid}`, { token: admin, body: { status: 'banned' } })).status,
    ).toBe(400);
  });
});

import { type AffiliateView, MESSAGES, type ReferralTransaction } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCommission, registeredAffiliate, uniqueEmail } from '../../testing/affiliates.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { AFFILIATES, type AffiliateRecord, REFERRAL_TRANSACTIONS, type TransactionRecord } from './records.ts';

describe('staff and affiliates', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    // Unhandled errors print (requests do not): on the Firestore emulator under a loaded run, two of
    // the five concurrent approvals below have answered 500 instead of 409, rarely. The likely cause,
    // the emulator dropping a contended transaction, is now run again (firestore.ts); if another
    // cause remains, the log names it.
    api = await createTestApi({}, { TRUSTED_PROXY_HOPS: '1', LOG_LEVEL: 'error', LOG_REQUESTS: 'off' });
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

  it('rejects pending commissions with a reason, without earnings; paying out is for payout batches only', async () => {
    const affiliate = await registeredAffiliate(api, 'decisions');
    await bookCommission(api, affiliate.uid, 'order-reject', 5580, '2026-01-10T10:00:00.000Z');
    await bookCommission(api, affiliate.uid, 'order-pay', 3960, '2026-01-11T10:00:00.000Z');
    const decide = (path: string, body?: unknown) =>
      api.json<ReferralTransaction & { error?: { fields?: Record<string, string> } }>(
        'POST',
        `/api/admin/referral-transactions/${path}`,
        { token: admin, ...(body !== undefined && { body }) },
      );

    const noReason = await decide('order-reject/reject', { reason: '  ' });
    expect([noReason.status, noReason.body.error?.fields?.reason]).toEqual([400, MESSAGES.rejectReasonRequired]);
    expect((await decide('order-reject/reject', { reason: 'Customer is the affiliate’s partner' })).status).toBe(200);
    const rejected = await api.services.documents.get<TransactionRecord>(REFERRAL_TRANSACTIONS, 'order-reject');
    expect(rejected?.data).toMatchObject({ status: 'rejected', rejectionReason: 'Customer is the affiliate’s partner' });
    expect((await decide('order-reject/approve')).status).toBe(409);
    expect((await decide('order-pay/mark-paid')).status).toBe(400);
    expect((await decide('order-pay/approve')).status).toBe(200);
    expect(await earnings(affiliate.uid)).toBe(3960);
    expect((await decide('order-pay/refund')).status).toBe(400);
    expect((await decide('missing/approve')).status).toBe(404);

    const approved = await api.json<ReferralTransaction[]>('GET', '/api/admin/referral-transactions?status=approved', {
      token: admin,
    });
    expect(approved.body.map((t) => t.orderId)).toContain('order-pay');
    expect(approved.body.every((t) => t.status === 'approved')).toBe(true);
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
      paymentMethod: 'paypal',
    });
    // The list never carries the details themselves, not even masked: staff reveal one affiliate's when they must.
    expect(JSON.stringify(list.body)).not.toContain('ada.payouts');
    expect(list.body.every((a) => !('paymentDetails' in a))).toBe(true);

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

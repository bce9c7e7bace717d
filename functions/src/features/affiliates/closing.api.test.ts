import {
  type AccountClosed,
  type AffiliateDataExport,
  COMMISSION_HOLDING_DAYS,
  DAY_MS,
  MESSAGES,
  type PayoutBatch,
  type PayoutsOverview,
} from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCommission, registeredAffiliate, uniqueEmail } from '../../testing/affiliates.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { FORFEITED_ON_CLOSING } from './closing.ts';
import { matureCommissions } from './commissions.ts';
import { checkLedger } from './ledger.ts';
import {
  AFFILIATE_EMAILS,
  AFFILIATES,
  type AffiliateRecord,
  PAYOUTS,
  type PayoutRecord,
  REFERRAL_CODES,
  REFERRAL_TRANSACTIONS,
  type TransactionRecord,
} from './records.ts';

const ACCOUNT = '31926819';
const BANK = { method: 'bank', bankName: 'Monzo', accountNumber: ACCOUNT, country: 'GB', sortCode: '04-00-04' } as const;

/** An affiliate downloads what their account holds, and closes it (issue 75 §2). */
describe('an affiliate’s data and closing their account', () => {
  const clock = manualClock(Date.parse('2026-03-02T09:00:00Z'));
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await createTestApi({ clock }, { TRUSTED_PROXY_HOPS: '1' });
    admin = (await api.user(uniqueEmail('closing-staff'), { admin: true })).token;
  });
  afterAll(() => api.close());

  const stored = async (uid: string) => (await api.services.documents.get<AffiliateRecord>(AFFILIATES, uid))?.data;
  const close = (token: string, password = 'Sup3rSecret') =>
    api.json<AccountClosed & { error?: { fields?: Record<string, string> } }>('POST', '/api/affiliates/me/close', {
      token,
      body: { password },
    });
  const bankAffiliate = async (label: string) => {
    const affiliate = await registeredAffiliate(api, label);
    const changed = await api.request('PUT', '/api/affiliates/me/payment-details', {
      token: affiliate.token,
      body: { password: 'Sup3rSecret', paymentDetails: BANK },
    });
    expect(changed.status).toBe(200);
    return affiliate;
  };
  const pastHoldingPeriod = async () => {
    clock.advance(COMMISSION_HOLDING_DAYS * DAY_MS + 60_000);
    await matureCommissions(api.services);
  };

  it('downloads everything the account holds as one JSON file, payment details and customers masked', async () => {
    const affiliate = await bankAffiliate('export');
    await bookCommission(api, affiliate.uid, 'order-export', 4200, new Date(clock.now()).toISOString());
    const response = await api.request('GET', '/api/affiliates/me/export', { token: affiliate.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="storysong-affiliate-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    expect(text).not.toContain(ACCOUNT);
    const data = JSON.parse(text) as AffiliateDataExport;
    expect(data.account).toMatchObject({
      id: affiliate.uid,
      email: affiliate.email.toLowerCase(),
      referralCode: affiliate.referralCode,
      paymentDetails: { method: 'bank', accountNumber: '•••• 6819' },
    });
    expect(data.commissions).toEqual([
      expect.objectContaining({ orderId: 'order-export', commissionPence: 4200, customerEmail: '************@example.com' }),
    ]);
    expect(data.clicks.totalClicks).toBe(0);
    expect(data.payouts).toMatchObject({ pendingPence: 4200, payouts: [] });
    expect((await api.request('GET', '/api/affiliates/me/export')).status).toBe(401);
  });

  it('refuses to close without the right password, and changes nothing', async () => {
    const affiliate = await registeredAffiliate(api, 'close-wrong');
    const answer = await close(affiliate.token, 'NotMyPassw0rd');
    expect([answer.status, answer.body.error?.fields?.password]).toEqual([400, MESSAGES.closePasswordIncorrect]);
    expect((await close(affiliate.token, '')).status).toBe(400);
    expect((await stored(affiliate.uid))?.status).toBe('active');
  });

  it('closes an account owed nothing: erased at once, the code and the sign-in gone, the ledger kept', async () => {
    const affiliate = await bankAffiliate('close-now');
    const answer = await close(affiliate.token);
    expect(answer).toEqual({ status: 200, body: { closed: true, owedPence: 0, forfeitedPence: 0 } });

    const record = await stored(affiliate.uid);
    expect(record).toMatchObject({ status: 'closed', fullName: '', email: '', referralCode: '', paymentDetailsSealed: null });
    expect(JSON.stringify(record)).not.toContain('Monzo');
    expect(await api.services.documents.get(AFFILIATE_EMAILS, affiliate.email.toLowerCase())).toBeNull();
    expect(await api.services.documents.get(REFERRAL_CODES, affiliate.referralCode)).toBeNull();
    expect(await api.services.identity.findByEmail(affiliate.email.toLowerCase())).toBeNull();
    const check = await api.json<{ valid: boolean }>('POST', '/api/referrals/check', { body: { code: affiliate.referralCode } });
    expect(check.body.valid).toBe(false);
    // The Auth account is gone: a token issued before closing is refused, and nothing can be asked of the account again.
    expect((await api.request('GET', '/api/affiliates/me', { token: affiliate.token })).status).toBe(401);
    expect((await close(affiliate.token)).status).toBe(401);
  });

  it('forfeits what is still held, pays what is due in the next batch below the minimum, then erases the rest', async () => {
    const affiliate = await bankAffiliate('close-owed');
    await bookCommission(api, affiliate.uid, 'order-close-due', 3000, new Date(clock.now()).toISOString());
    await pastHoldingPeriod();
    await bookCommission(api, affiliate.uid, 'order-close-held', 2500, new Date(clock.now()).toISOString());
    // The details changed long ago (before the holding period ran): nothing holds the payout.
    const answer = await close(affiliate.token);
    expect(answer).toEqual({ status: 200, body: { closed: true, owedPence: 3000, forfeitedPence: 2500 } });

    const forfeited = await api.services.documents.get<TransactionRecord>(REFERRAL_TRANSACTIONS, 'order-close-held');
    expect(forfeited?.data).toMatchObject({ status: 'rejected', rejectionReason: FORFEITED_ON_CLOSING });
    const kept = await stored(affiliate.uid);
    expect(kept).toMatchObject({ status: 'closed', ledger: { pendingPence: 0, duePence: 3000 } });
    expect(kept?.paymentDetailsSealed).toEqual(expect.any(String));
    expect(await api.services.identity.findByEmail(affiliate.email.toLowerCase())).toBeNull();

    const overview = await api.json<PayoutsOverview>('GET', '/api/admin/payouts', { token: admin });
    expect(overview.body.affiliates.find((a) => a.affiliateId === affiliate.uid)).toMatchObject({
      duePence: 3000,
      payable: true,
    });
    const batch = await api.json<PayoutBatch>('POST', '/api/admin/payouts', { token: admin });
    expect(batch.status).toBe(201);
    expect(batch.body.items.find((i) => i.affiliateId === affiliate.uid)?.amountPence).toBe(3000);
    const file = await api.request('GET', `/api/admin/payouts/${batch.body.id}/files/other`, { token: admin });
    expect(await file.text()).toContain(ACCOUNT);

    expect((await api.request('POST', `/api/admin/payouts/${batch.body.id}/paid`, { token: admin })).status).toBe(200);
    const erased = await stored(affiliate.uid);
    expect(erased).toMatchObject({
      status: 'closed',
      fullName: '',
      email: '',
      paymentDetailsSealed: null,
      paymentDetailsMasked: null,
      ledger: { pendingPence: 0, duePence: 0, inPayoutPence: 0, paidPence: 3000 },
    });
    const paid = await api.services.documents.get<PayoutRecord>(PAYOUTS, batch.body.id);
    expect(paid?.data.items.find((i) => i.affiliateId === affiliate.uid)).toMatchObject({
      fullName: '',
      email: '',
      amountPence: 3000,
    });
    expect(JSON.stringify(paid?.data)).not.toContain(affiliate.email.toLowerCase());
    expect((await checkLedger(api.services.documents, affiliate.uid))?.matches).toBe(true);
  });
});

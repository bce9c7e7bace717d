import {
  type AffiliateView,
  COMMISSION_HOLDING_DAYS,
  DAY_MS,
  type OwnAffiliateView,
  type PayoutBatch,
  type PayoutsOverview,
} from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealingPaymentDetails } from '../../migrations/seal-payment-details.ts';
import type { Logger } from '../../platform/logging.ts';
import { bookCommission, registeredAffiliate, registration, uniqueEmail } from '../../testing/affiliates.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { matureCommissions } from './commissions.ts';
import { AFFILIATES, type AffiliateRecord, PAYOUTS } from './records.ts';
import { openPaymentDetails } from './sealed-payment-details.ts';

const ACCOUNT = '31926819';
const BANK = { method: 'bank', bankName: 'Monzo', accountNumber: ACCOUNT, country: 'GB', sortCode: '04-00-04' } as const;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Affiliates' bank details at rest and on the wire (issue 75 §4): sealed in the store and in payout
 * batches, masked in every answer, whole only in a batch's payout file and a staff reveal, which
 * is logged; a change holds the next payout 48 hours.
 */
describe('payment details at rest', () => {
  const clock = manualClock(Date.parse('2026-03-02T09:00:00Z'));
  const logged: { event: string; fields?: Record<string, unknown> }[] = [];
  const log: Logger = {
    info: (event, fields) => logged.push({ event, fields }),
    warn: () => undefined,
    error: () => undefined,
  };
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await createTestApi({ clock, log }, { TRUSTED_PROXY_HOPS: '1' });
    admin = (await api.user(uniqueEmail('vault-staff'), { admin: true })).token;
  });
  afterAll(() => api.close());

  const stored = async (uid: string) => (await api.services.documents.get<AffiliateRecord>(AFFILIATES, uid))?.data;
  /** A registered affiliate paid by bank transfer, with a commission past its holding period. */
  const bankAffiliate = async (label: string) => {
    const affiliate = await registeredAffiliate(api, label);
    const changed = await api.request('PUT', '/api/affiliates/me/payment-details', {
      token: affiliate.token,
      body: { password: 'Sup3rSecret', paymentDetails: BANK },
    });
    expect(changed.status).toBe(200);
    await bookCommission(api, affiliate.uid, `order-${label}`, 6000, new Date(clock.now()).toISOString());
    clock.advance(COMMISSION_HOLDING_DAYS * DAY_MS + 60_000);
    await matureCommissions(api.services);
    return affiliate;
  };

  it('stores no account number in clear, and answers every affiliate and staff read masked', async () => {
    const email = uniqueEmail('vault-register');
    const registered = await api.request('POST', '/api/affiliates/register', {
      body: { ...registration(email), paymentDetails: BANK },
      headers: { 'x-forwarded-for': '10.9.0.1' },
    });
    expect(registered.status).toBe(201);
    const { uid, token } = await api.user(email, { affiliate: true }, 'Sup3rSecret');
    const record = await stored(uid);
    expect(JSON.stringify(record)).not.toContain(ACCOUNT);
    expect(JSON.stringify(record)).not.toContain('04-00-04');
    expect(record?.paymentDetailsSealed).toMatch(/^v1\.dev\./);

    const me = await api.json<OwnAffiliateView>('GET', '/api/affiliates/me', { token });
    expect(me.body.paymentDetails).toMatchObject({ method: 'bank', bankName: 'Monzo', accountNumber: '•••• 6819' });
    const list = await api.request('GET', '/api/admin/affiliates', { token: admin });
    const text = await list.text();
    expect(list.status).toBe(200);
    expect(text).not.toContain(ACCOUNT);
    expect((JSON.parse(text) as AffiliateView[]).find((a) => a.id === uid)).toMatchObject({ paymentMethod: 'bank' });
  });

  it('reveals one affiliate’s details to staff only, and logs who asked', async () => {
    const affiliate = await registeredAffiliate(api, 'vault-reveal');
    await api.request('PUT', '/api/affiliates/me/payment-details', {
      token: affiliate.token,
      body: { password: 'Sup3rSecret', paymentDetails: BANK },
    });
    const path = `/api/admin/affiliates/${affiliate.uid}/payment-details/reveal`;
    expect((await api.request('POST', path, { token: affiliate.token })).status).toBe(403);
    expect((await api.request('POST', path)).status).toBe(401);
    expect(logged.filter((l) => l.event === 'affiliate_payment_details_revealed')).toEqual([]);

    const revealed = await api.json<{ paymentDetails: unknown }>('POST', path, { token: admin });
    expect(revealed).toEqual({ status: 200, body: { paymentDetails: BANK } });
    expect(logged.filter((l) => l.event === 'affiliate_payment_details_revealed')).toEqual([
      { event: 'affiliate_payment_details_revealed', fields: { affiliateId: affiliate.uid, by: expect.any(String) } },
    ]);
    expect((await api.request('POST', '/api/admin/affiliates/nobody/payment-details/reveal', { token: admin })).status).toBe(404);
  });

  it('holds the next payout 48 hours after a change; the batch keeps the details masked, its file whole until paid', async () => {
    const affiliate = await bankAffiliate('vault-hold');
    // The change was made before the holding period ran: long past. A new one now holds the payout.
    expect(
      (
        await api.request('PUT', '/api/affiliates/me/payment-details', {
          token: affiliate.token,
          body: { password: 'Sup3rSecret', paymentDetails: BANK },
        })
      ).status,
    ).toBe(200);
    const heldUntil = new Date(clock.now() + 48 * HOUR_MS).toISOString();
    const overview = await api.json<PayoutsOverview>('GET', '/api/admin/payouts', { token: admin });
    expect(overview.body.affiliates.find((a) => a.affiliateId === affiliate.uid)).toMatchObject({
      duePence: 6000,
      payable: false,
      heldUntil,
    });
    expect((await api.json<OwnAffiliateView>('GET', '/api/affiliates/me', { token: affiliate.token })).body.payoutHeldUntil).toBe(
      heldUntil,
    );
    expect((await api.request('POST', '/api/admin/payouts', { token: admin })).status).toBe(409);

    clock.advance(48 * HOUR_MS - 1000);
    expect((await api.request('POST', '/api/admin/payouts', { token: admin })).status).toBe(409);
    clock.advance(1000);
    const made = await api.json<PayoutBatch>('POST', '/api/admin/payouts', { token: admin });
    expect(made.status).toBe(201);
    const item = made.body.items.find((i) => i.affiliateId === affiliate.uid);
    expect(item?.paymentDetails).toMatchObject({ method: 'bank', accountNumber: '•••• 6819' });
    const batch = await api.services.documents.get(PAYOUTS, made.body.id);
    expect(JSON.stringify(batch?.data)).not.toContain(ACCOUNT);

    const file = async () => {
      const response = await api.request('GET', `/api/admin/payouts/${made.body.id}/files/other`, { token: admin });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${made.body.id}-other.csv"`);
      return response.text();
    };
    expect(await file()).toContain(`"Monzo","${ACCOUNT}","04-00-04"`);
    expect((await api.request('GET', `/api/admin/payouts/${made.body.id}/files/other`, { token: affiliate.token })).status).toBe(
      403,
    );
    expect((await api.request('GET', `/api/admin/payouts/${made.body.id}/files/all`, { token: admin })).status).toBe(400);

    expect((await api.request('POST', `/api/admin/payouts/${made.body.id}/paid`, { token: admin })).status).toBe(200);
    const paid = await api.services.documents.get<{ items: { paymentDetailsSealed: string | null }[] }>(PAYOUTS, made.body.id);
    expect(paid?.data.items.map((i) => i.paymentDetailsSealed)).toEqual(paid?.data.items.map(() => null));
    expect(await file()).not.toContain(ACCOUNT);
  });

  it('a migration seals details kept whole, on records and in batches, and seals again what an old key sealed', async () => {
    const { documents } = api.services;
    await documents.create(AFFILIATES, 'legacy-clear', {
      fullName: 'Old Timer',
      email: 'legacy-clear@example.com',
      referralCode: 'LEGACY01',
      status: 'active',
      commissionRate: 10,
      earningsTotalPence: 0,
      paymentDetails: BANK,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    const item = { affiliateId: 'legacy-clear', fullName: 'Old Timer', email: 'x@example.com', amountPence: 6000 };
    const batch = { totalPence: 6000, affiliateIds: ['legacy-clear'], createdAt: '2025-02-01T00:00:00.000Z', createdBy: 's' };
    await documents.create(PAYOUTS, 'po_legacy_open', {
      ...batch,
      status: 'created',
      items: [{ ...item, paymentDetails: BANK }],
      paidAt: null,
      paidBy: null,
    });
    await documents.create(PAYOUTS, 'po_legacy_paid', {
      ...batch,
      status: 'paid',
      items: [{ ...item, paymentDetails: BANK }],
      paidAt: '2025-02-02T00:00:00.000Z',
      paidBy: 's',
    });

    const migration = sealingPaymentDetails('test-seal');
    expect(await migration.run(api.services)).toBeGreaterThanOrEqual(3);
    const record = await stored('legacy-clear');
    expect(JSON.stringify(record)).not.toContain(ACCOUNT);
    expect(record).toMatchObject({
      paymentMethod: 'bank',
      fullName: 'Old Timer',
      paymentDetailsMasked: { accountNumber: '•••• 6819' },
    });
    expect(record && 'paymentDetails' in record).toBe(false);
    for (const id of ['po_legacy_open', 'po_legacy_paid']) {
      expect(JSON.stringify((await documents.get(PAYOUTS, id))?.data)).not.toContain(ACCOUNT);
    }
    const open = await api.request('GET', '/api/admin/payouts/po_legacy_open/files/other', { token: admin });
    expect(await open.text()).toContain(ACCOUNT);
    expect(await migration.run(api.services)).toBe(0);

    // A new current key: what the old one sealed is sealed again with it, and still opens.
    const rotated = await createTestApi(
      { documents, clock },
      {
        SEALING_KEYS: `k2:${Buffer.alloc(32, 9).toString('base64')},${api.services.config.sealingKeys.current}:${api.services.config.sealingKeys.keys.get('dev')?.toString('base64')}`,
      },
    );
    expect(await sealingPaymentDetails('test-reseal').run(rotated.services)).toBeGreaterThanOrEqual(2);
    expect(
      (await rotated.services.documents.get<AffiliateRecord>(AFFILIATES, 'legacy-clear'))?.data.paymentDetailsSealed,
    ).toMatch(/^v1\.k2\./);
    const resealed = (await rotated.services.documents.get<AffiliateRecord>(AFFILIATES, 'legacy-clear'))?.data;
    expect(openPaymentDetails(rotated.services.config, 'legacy-clear', resealed?.paymentDetailsSealed ?? '')).toEqual(BANK);
  });
});

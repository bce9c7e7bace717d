import {
  type AffiliatePayouts,
  DAY_MS,
  MESSAGES,
  type PayoutsOverview,
  type ProgrammeSettings,
  type ReferralTransaction,
} from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { paidOrder, seedAffiliate } from '../../testing/orders.ts';
import { matureCommissions } from './commissions.ts';
import { checkLedger } from './ledger.ts';
import { REFERRAL_TRANSACTIONS, type TransactionRecord } from './records.ts';

/**
 * The holding period staff set in Settings: validated by the form's schema, fixed on each
 * commission when it is booked (a change never moves a date already promised), shown to the
 * affiliate and staff, and what the scheduled run matures by.
 */
describe('the holding period setting', () => {
  const clock = manualClock(Date.parse('2026-05-04T09:00:00Z'));
  let api: TestApi;
  let admin: Caller;
  let affiliate: Caller;
  let customers = 0;

  beforeAll(async () => {
    api = await createTestApi({ clock });
    admin = await caller(api, 'holding-admin', { admin: true });
    affiliate = await caller(api, 'holding-affiliate', { affiliate: true });
    await seedAffiliate(api, affiliate.uid, 'HOLDING1');
  });
  afterAll(() => api.close());

  const settings = (token?: string) => api.json<ProgrammeSettings>('GET', '/api/admin/affiliate-settings', { token });
  const save = (body: unknown, token = admin.token) =>
    api.json<ProgrammeSettings & { error: { message: string } }>('PUT', '/api/admin/affiliate-settings', { token, body });
  const order = () => {
    clock.advance(1000);
    return paidOrder(api, { email: `holding-${++customers}@example.com`, referralCode: 'HOLDING1' });
  };
  const commission = async (orderId: string) =>
    (await api.services.documents.get<TransactionRecord>(REFERRAL_TRANSACTIONS, orderId))?.data;

  it('starts at the default from core, and only staff read or change it', async () => {
    expect((await settings(admin.token)).body).toEqual({ holdingDays: 30 });
    expect((await settings()).status).toBe(401);
    expect((await settings(affiliate.token)).status).toBe(403);
    expect((await save({ holdingDays: 7 }, affiliate.token)).status).toBe(403);
    expect((await settings(admin.token)).body).toEqual({ holdingDays: 30 });
  });

  it('refuses what is not a whole number of days from 0 to 180, with the form’s message, and keeps the setting', async () => {
    for (const holdingDays of [-1, 181, 2.5, '14', null]) {
      const refused = await save({ holdingDays });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toContain(MESSAGES.holdingDaysRange);
    }
    expect((await save({})).status).toBe(400);
    expect((await settings(admin.token)).body).toEqual({ holdingDays: 30 });
  });

  it('applies a new period to commissions booked after the change; earlier ones keep their due date', async () => {
    const before = await order();
    expect((await save({ holdingDays: 7 })).body).toEqual({ holdingDays: 7 });
    const after = await order();
    const held = await commission(before.orderId);
    const short = await commission(after.orderId);
    expect(held?.dueAt).toBe(new Date(Date.parse(held?.transactionDate ?? '') + 30 * DAY_MS).toISOString());
    expect(short?.dueAt).toBe(new Date(Date.parse(short?.transactionDate ?? '') + 7 * DAY_MS).toISOString());

    // Both the affiliate and staff are told the period in force now; each commission shows its own date.
    const mine = await api.json<AffiliatePayouts>('GET', '/api/affiliates/me/payouts', { token: affiliate.token });
    expect(mine.body.holdingDays).toBe(7);
    const overview = await api.json<PayoutsOverview>('GET', '/api/admin/payouts', { token: admin.token });
    expect(overview.body.holdingDays).toBe(7);
    const listed = await api.json<ReferralTransaction[]>('GET', '/api/affiliates/me/transactions', { token: affiliate.token });
    expect(listed.body.find((t) => t.orderId === after.orderId)?.dueAt).toBe(short?.dueAt);
    expect(listed.body.find((t) => t.orderId === before.orderId)?.dueAt).toBe(held?.dueAt);

    clock.advance(7 * DAY_MS);
    expect(await matureCommissions(api.services)).toBe(1);
    expect((await commission(after.orderId))?.status).toBe('approved');
    expect((await commission(before.orderId))?.status).toBe('pending');

    clock.advance(23 * DAY_MS);
    expect(await matureCommissions(api.services)).toBe(1);
    expect((await commission(before.orderId))?.status).toBe('approved');
    expect((await checkLedger(api.services.documents, affiliate.uid))?.matches).toBe(true);
  });

  it('makes a commission due at the next run when staff hold none', async () => {
    await save({ holdingDays: 0 });
    const { orderId } = await order();
    expect((await commission(orderId))?.status).toBe('pending');
    expect(await matureCommissions(api.services)).toBe(1);
    expect((await commission(orderId))?.status).toBe('approved');
  });

  it('matures a commission booked before due dates were stored after the default period', async () => {
    await save({ holdingDays: 90 });
    const { orderId } = await order();
    const { dueAt: _dated, ...undated } = (await commission(orderId)) as TransactionRecord;
    await api.services.documents.set(REFERRAL_TRANSACTIONS, orderId, undated);
    clock.advance(29 * DAY_MS);
    expect(await matureCommissions(api.services)).toBe(0);
    clock.advance(DAY_MS);
    expect(await matureCommissions(api.services)).toBe(1);
    expect((await commission(orderId))?.status).toBe('approved');
    expect((await checkLedger(api.services.documents, affiliate.uid))?.matches).toBe(true);
  });
});

import { COMMISSION_HOLDING_DAYS, DAY_MS, type PayoutBatch } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { bookCommission, register, registration, uniqueEmail } from '../../testing/affiliates.ts';
import { createTestApi, manualClock, TEST_BASE_URL, type TestApi } from '../../testing/harness.ts';
import { waitForMessages } from '../../testing/inbox.ts';
import { paidOrder, seedAffiliate } from '../../testing/orders.ts';
import { matureCommissions } from './commissions.ts';
import { AFFILIATES, type AffiliateRecord } from './records.ts';

/** French puts a no-break space between the amount and the sign; compared as plain spaces. */
const plain = (text: string | undefined) => text?.replace(/\s/g, ' ');

/** The affiliate's emails about their money, read out of MailDev (real SMTP), in the language they registered in. */
describe('affiliate notices', () => {
  const clock = manualClock(Date.parse('2026-04-01T09:00:00Z'));
  let api: TestApi;
  let staff: Caller;
  beforeAll(async () => {
    api = await createTestApi({ clock });
    staff = await caller(api, 'notices-staff', { admin: true });
  });
  afterAll(() => api.close());

  const at = () => new Date(clock.now()).toISOString();
  const approve = (transactionId: string) =>
    api.json('POST', `/api/admin/referral-transactions/${transactionId}/approve`, { token: staff.token });

  it('stores the language an affiliate registers in, and writes to them in it when staff approve and when a payout is paid', async () => {
    const email = uniqueEmail('notices-fr');
    const registered = await register(api, { ...registration(email), fullName: 'Amélie Parrain', siteLanguage: 'fr' });
    expect(registered.status).toBe(201);
    const [affiliate] = await api.services.documents.query<AffiliateRecord>(AFFILIATES, {
      where: [{ field: 'email', op: '==', value: email }],
    });
    expect(affiliate?.data.siteLanguage).toBe('fr');
    const affiliateId = affiliate?.id ?? '';

    await bookCommission(api, affiliateId, 'notices-order-1', 3000, at());
    await bookCommission(api, affiliateId, 'notices-order-2', 2500, at());
    expect((await approve('notices-order-1')).status).toBe(200);
    expect((await approve('notices-order-2')).status).toBe(200);
    const approved = await waitForMessages(email, 2);
    expect(approved.map((m) => plain(m.subject)).sort()).toEqual([
      'Votre commission de 25 £ est approuvée',
      'Votre commission de 30 £ est approuvée',
    ]);
    expect(approved[0]?.text).toContain('Bonjour Amélie Parrain');
    expect(approved[0]?.text).toContain(`${TEST_BASE_URL}/affiliate/dashboard`);

    const batch = await api.json<PayoutBatch>('POST', '/api/admin/payouts', { token: staff.token });
    expect(batch.status).toBe(201);
    // Made, not yet paid: nothing is said until the money has gone.
    expect(await waitForMessages(email, 3, 500)).toHaveLength(2);
    expect((await api.json('POST', `/api/admin/payouts/${batch.body.id}/paid`, { token: staff.token })).status).toBe(200);
    const all = await waitForMessages(email, 3);
    const paid = all.find((m) => m.subject.startsWith('Nous vous avons versé'));
    expect(plain(paid?.subject)).toBe('Nous vous avons versé 55 £');
    expect(paid?.html).toContain('lang="fr"');
  });

  it('tells an affiliate of a new referral commission and of its approval when the holding period ends, in English when no language is stored', async () => {
    await seedAffiliate(api, 'aff-notices-en', 'NOTICE01');
    const email = 'aff-notices-en@example.com';
    await paidOrder(api, { email: uniqueEmail('notices-customer'), referralCode: 'NOTICE01' });
    const booked = await waitForMessages(email, 1);
    expect(booked.map((m) => m.subject)).toEqual(['You have earned a referral commission']);

    clock.advance(COMMISSION_HOLDING_DAYS * DAY_MS + 60_000);
    expect(await matureCommissions(api.services)).toBeGreaterThanOrEqual(1);
    const both = await waitForMessages(email, 2);
    expect(both[1]?.subject).toBe('Your commission of £39.60 is approved');
    // A second run finds nothing left to mature and sends nothing more.
    await matureCommissions(api.services);
    expect(await waitForMessages(email, 3, 500)).toHaveLength(2);
  });

  it('writes the new-commission email in the language the affiliate registered in', async () => {
    await seedAffiliate(api, 'aff-notices-de', 'NOTICE02');
    await api.services.documents.update(AFFILIATES, 'aff-notices-de', { siteLanguage: 'de' });
    await paidOrder(api, { email: uniqueEmail('notices-customer-de'), referralCode: 'NOTICE02' });
    const [booked] = await waitForMessages('aff-notices-de@example.com', 1);
    expect(booked?.html).toContain('lang="de"');
    expect(booked?.subject).not.toBe('You have earned a referral commission');
  });
});

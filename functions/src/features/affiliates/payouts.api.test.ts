import {
  type AffiliatePayouts,
  type AffiliateView,
  COMMISSION_HOLDING_DAYS,
  DAY_MS,
  MESSAGES,
  type PayoutBatch,
  type PayoutsOverview,
  type ReferralTransaction,
} from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { paidOrder, seedAffiliate } from '../../testing/orders.ts';
import { matureCommissions } from './commissions.ts';
import { COMMISSION_LEDGER, checkLedger, type LedgerEntryRecord } from './ledger.ts';
import { AFFILIATES, type AffiliateRecord, REFERRAL_TRANSACTIONS, type TransactionRecord } from './records.ts';
import { sealPaymentDetails } from './sealed-payment-details.ts';

/** basic-song at £440 less the 10% referral discount is £396; 10% of it is the commission. */
const COMMISSION = 3960;

/**
 * The commission ledger from booking to payout: held, due by itself after the holding period (an
 * injected clock), rejected, voided and recalculated by refunds, paid in batches once, and clawed
 * back from the next payout when refunded after; the stored totals always equal the ledger's sums.
 */
describe('commission ledger and payouts', () => {
  const clock = manualClock(Date.parse('2026-03-02T09:00:00Z'));
  let api: TestApi;
  let admin: Caller;
  let other: Caller;
  let customers = 0;

  beforeAll(async () => {
    api = await createTestApi({ clock });
    await seedAffiliate(api, 'aff-ledger-paypal', 'LEDGER01');
    await seedAffiliate(api, 'aff-ledger-bank', 'LEDGER02');
    await api.services.documents.update(
      AFFILIATES,
      'aff-ledger-bank',
      sealPaymentDetails(api.services.config, 'aff-ledger-bank', {
        method: 'bank',
        bankName: 'Monzo',
        accountNumber: '12345678',
        country: 'GB',
        sortCode: '04-00-04',
      }),
    );
    admin = await caller(api, 'ledger-admin', { admin: true });
    other = await caller(api, 'ledger-admin-2', { admin: true });
  });
  afterAll(() => api.close());

  /** Each step a second after the last, so a commission's entries read back in the order they were made. */
  const tick = () => clock.advance(1000);
  const order = (code: string) => {
    tick();
    return paidOrder(api, { email: `ledger-${++customers}@example.com`, referralCode: code });
  };
  const commission = async (orderId: string) =>
    (await api.services.documents.get<TransactionRecord>(REFERRAL_TRANSACTIONS, orderId))?.data;
  const totals = async (affiliateId: string) =>
    (await api.services.documents.get<AffiliateRecord>(AFFILIATES, affiliateId))?.data.ledger;
  const entries = async (transactionId: string) =>
    (
      await api.services.documents.query<LedgerEntryRecord>(COMMISSION_LEDGER, {
        where: [{ field: 'transactionId', op: '==', value: transactionId }],
      })
    )
      .map((e) => e.data)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const refund = (orderId: string, amount: string) => {
    tick();
    return api.request('POST', `/api/admin/orders/${orderId}/refunds`, {
      token: admin.token,
      body: { amount, reason: 'Ledger test' },
    });
  };
  const pastHoldingPeriod = async () => {
    clock.advance(COMMISSION_HOLDING_DAYS * DAY_MS + 60_000);
    return matureCommissions(api.services);
  };
  const expectLedgerToAddUp = async () => {
    for (const affiliateId of ['aff-ledger-paypal', 'aff-ledger-bank']) {
      const check = await checkLedger(api.services.documents, affiliateId);
      expect(check?.stored).toEqual(check?.recomputed);
      expect(check?.matches).toBe(true);
    }
  };

  it('books a paid referral pending and makes it due by itself once the holding period has passed', async () => {
    const { orderId } = await order('LEDGER01');
    expect(await commission(orderId)).toMatchObject({ status: 'pending', commissionPence: COMMISSION });
    expect(await totals('aff-ledger-paypal')).toEqual({ pendingPence: COMMISSION, duePence: 0, inPayoutPence: 0, paidPence: 0 });

    clock.advance((COMMISSION_HOLDING_DAYS - 1) * DAY_MS);
    expect(await matureCommissions(api.services)).toBe(0);
    expect((await commission(orderId))?.status).toBe('pending');

    clock.advance(DAY_MS + 60_000);
    expect(await matureCommissions(api.services)).toBe(1);
    expect(await matureCommissions(api.services)).toBe(0);
    expect(await commission(orderId)).toMatchObject({ status: 'approved', decidedBy: null });
    expect(await totals('aff-ledger-paypal')).toMatchObject({ pendingPence: 0, duePence: COMMISSION });
    expect((await entries(orderId)).map((e) => e.kind)).toEqual(['booked', 'matured']);
    await expectLedgerToAddUp();
  });

  it('lets staff reject a pending commission with a reason; a full refund before payout voids one, a partial one recalculates it', async () => {
    const before = await totals('aff-ledger-paypal');
    const rejected = await order('LEDGER01');
    tick();
    const reject = await api.request('POST', `/api/admin/referral-transactions/${rejected.orderId}/reject`, {
      token: admin.token,
      body: { reason: 'Test order by the affiliate’s family' },
    });
    expect(reject.status).toBe(200);
    expect((await entries(rejected.orderId)).at(-1)).toMatchObject({
      kind: 'rejected',
      reason: 'Test order by the affiliate’s family',
      by: admin.uid,
      pendingPence: -COMMISSION,
    });

    const voided = await order('LEDGER01');
    expect((await refund(voided.orderId, '100')).status).toBe(201);
    expect(await commission(voided.orderId)).toMatchObject({ status: 'pending', commissionPence: 2960 });
    expect((await refund(voided.orderId, '296')).status).toBe(201);
    expect((await commission(voided.orderId))?.status).toBe('rejected');
    expect((await entries(voided.orderId)).map((e) => [e.kind, e.pendingPence])).toEqual([
      ['booked', COMMISSION],
      ['recalculated', -1000],
      ['voided', -2960],
    ]);

    const due = await order('LEDGER02');
    expect(await pastHoldingPeriod()).toBe(1);
    expect((await refund(due.orderId, '96')).status).toBe(201);
    expect(await commission(due.orderId)).toMatchObject({ status: 'approved', commissionPence: 3000 });
    expect((await entries(due.orderId)).at(-1)).toMatchObject({ kind: 'recalculated', duePence: -960 });
    expect(await totals('aff-ledger-paypal')).toEqual(before);
    expect(await totals('aff-ledger-bank')).toMatchObject({ pendingPence: 0, duePence: 3000 });
    await expectLedgerToAddUp();
  });

  it('pays due balances over the minimum in one batch, marked paid once however many staff press it', async () => {
    const second = await order('LEDGER01');
    expect(await pastHoldingPeriod()).toBe(1);
    const owed = (await totals('aff-ledger-paypal'))?.duePence ?? 0;
    expect(owed).toBe(2 * COMMISSION);

    const overview = await api.json<PayoutsOverview>('GET', '/api/admin/payouts', { token: admin.token });
    expect(overview.body.minimumPence).toBe(5000);
    expect(overview.body.affiliates).toEqual([
      expect.objectContaining({ affiliateId: 'aff-ledger-paypal', duePence: owed, payable: true }),
      expect.objectContaining({ affiliateId: 'aff-ledger-bank', duePence: 3000, payable: false }),
    ]);

    const made = await Promise.all(
      [admin, other].map((who) => api.json<PayoutBatch>('POST', '/api/admin/payouts', { token: who.token })),
    );
    expect(made.map((r) => r.status).sort()).toEqual([201, 409]);
    const batch = made.find((r) => r.status === 201)?.body as PayoutBatch;
    expect(batch).toMatchObject({ status: 'created', totalPence: owed, paidAt: null });
    expect(batch.items).toEqual([
      {
        affiliateId: 'aff-ledger-paypal',
        fullName: 'Affiliate aff-ledger-paypal',
        email: 'aff-ledger-paypal@example.com',
        amountPence: owed,
        paymentDetails: { method: 'paypal', paypalEmail: `${'*'.repeat('aff-ledger-paypal.payouts'.length)}@example.com` },
      },
    ]);
    expect(await totals('aff-ledger-paypal')).toMatchObject({ duePence: 0, inPayoutPence: owed });

    const paid = await Promise.all(
      [admin, other, admin].map((who) =>
        api.json<PayoutBatch>('POST', `/api/admin/payouts/${batch.id}/paid`, { token: who.token }),
      ),
    );
    expect(paid.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(paid.find((r) => r.status === 409)?.body).toMatchObject({ error: { message: MESSAGES.payoutAlreadyPaid } });
    expect(await totals('aff-ledger-paypal')).toMatchObject({ duePence: 0, inPayoutPence: 0, paidPence: owed });
    expect((await commission(second.orderId))?.status).toBe('paid_out');
    const paidEntries = (
      await api.services.documents.query<LedgerEntryRecord>(COMMISSION_LEDGER, {
        where: [{ field: 'payoutId', op: '==', value: batch.id }],
      })
    ).map((e) => e.data.kind);
    expect(paidEntries.sort()).toEqual(['batched', 'paid']);
    await expectLedgerToAddUp();
  });

  it('claws back a commission refunded after payout from the next payout', async () => {
    const [paidOut] = (
      await api.services.documents.query<TransactionRecord>(REFERRAL_TRANSACTIONS, {
        where: [{ field: 'status', op: '==', value: 'paid_out' }],
      })
    ).map((doc) => doc.data);
    expect(paidOut?.affiliateId).toBe('aff-ledger-paypal');
    const paidBefore = (await totals('aff-ledger-paypal'))?.paidPence;
    expect((await refund(paidOut?.orderId ?? '', '396')).status).toBe(201);
    expect((await entries(paidOut?.orderId ?? '')).at(-1)).toMatchObject({ kind: 'clawback', duePence: -COMMISSION });
    expect(await totals('aff-ledger-paypal')).toMatchObject({ duePence: -COMMISSION, paidPence: paidBefore });

    for (let i = 0; i < 3; i += 1) await order('LEDGER01');
    expect(await pastHoldingPeriod()).toBe(3);
    const next = await api.json<PayoutBatch>('POST', '/api/admin/payouts', { token: admin.token });
    expect(next.status).toBe(201);
    expect(next.body.items.map((i) => [i.affiliateId, i.amountPence])).toEqual([
      ['aff-ledger-paypal', 3 * COMMISSION - COMMISSION],
    ]);
    expect((await api.json('POST', `/api/admin/payouts/${next.body.id}/paid`, { token: admin.token })).status).toBe(200);
    expect(await totals('aff-ledger-paypal')).toMatchObject({ duePence: 0, inPayoutPence: 0 });
    await expectLedgerToAddUp();
  });

  it('shows the affiliate their balances, when each held commission becomes due, and their payouts', async () => {
    const me = await caller(api, 'ledger-own', { affiliate: true });
    await seedAffiliate(api, me.uid, 'LEDGER03');
    // £558 paid: its £55.80 commission reaches the minimum payout on its own.
    tick();
    const { orderId } = await paidOrder(api, {
      email: `ledger-${++customers}@example.com`,
      referralCode: 'LEDGER03',
      productId: 'basic-full-song',
    });
    const mine = await api.json<AffiliatePayouts>('GET', '/api/affiliates/me/payouts', { token: me.token });
    expect(mine.body).toMatchObject({
      minimumPence: 5000,
      holdingDays: COMMISSION_HOLDING_DAYS,
      pendingPence: 5580,
      payouts: [],
    });
    const held = await api.json<ReferralTransaction[]>('GET', '/api/affiliates/me/transactions', { token: me.token });
    const booked = held.body.find((t) => t.orderId === orderId);
    expect(booked?.dueAt).toBe(
      new Date(Date.parse(booked?.transactionDate ?? '') + COMMISSION_HOLDING_DAYS * DAY_MS).toISOString(),
    );

    expect(await pastHoldingPeriod()).toBe(1);
    const batch = await api.json<PayoutBatch>('POST', '/api/admin/payouts', { token: admin.token });
    expect((await api.json<AffiliatePayouts>('GET', '/api/affiliates/me/payouts', { token: me.token })).body.payouts).toEqual([
      { id: batch.body.id, amountPence: 5580, status: 'created', createdAt: batch.body.createdAt, paidAt: null },
    ]);
    await api.request('POST', `/api/admin/payouts/${batch.body.id}/paid`, { token: admin.token });
    const paid = (await api.json<AffiliatePayouts>('GET', '/api/affiliates/me/payouts', { token: me.token })).body;
    expect(paid).toMatchObject({ pendingPence: 0, duePence: 0, inPayoutPence: 0, paidPence: 5580 });
    expect(paid.payouts).toMatchObject([{ id: batch.body.id, status: 'paid', paidAt: expect.any(String) }]);
    const view = await api.json<AffiliateView>('GET', '/api/affiliates/me', { token: me.token });
    expect(view.body).toMatchObject({ earningsTotalPence: 5580, pendingPence: 0, duePence: 0, paidPence: 5580 });
  });

  it('lets only staff make or pay a batch, and makes none when nobody reaches the minimum', async () => {
    const affiliate = await caller(api, 'ledger-affiliate', { affiliate: true });
    expect((await api.request('POST', '/api/admin/payouts', { token: affiliate.token })).status).toBe(403);
    expect((await api.request('GET', '/api/admin/payouts')).status).toBe(401);
    expect((await api.request('POST', '/api/admin/payouts/missing/paid', { token: admin.token })).status).toBe(404);
    const nothing = await api.json<{ error: { message: string } }>('POST', '/api/admin/payouts', { token: admin.token });
    expect([nothing.status, nothing.body.error.message]).toEqual([409, MESSAGES.payoutNothingDue]);
  });
});

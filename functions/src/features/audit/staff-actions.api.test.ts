import { type AuditPage, MIN_PAYOUT_PENCE, type PayoutBatch } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../testing/admin.ts';
import { bookCommission, registeredAffiliate } from '../../testing/affiliates.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { REFERRAL_TRANSACTIONS, type TransactionRecord } from '../affiliates/exports.ts';

const clock = manualClock(Date.parse('2026-05-04T09:00:00Z'));
const DAY = 24 * 60 * 60 * 1000;

describe('staff actions in the audit log', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ clock });
  });
  afterAll(() => api.close());

  it('records approving and paying commissions, and marking a payout paid keeps who approved each (finding 8)', async () => {
    const approver = await caller(api, 'approver', { admin: true });
    const payer = await caller(api, 'payer', { admin: true });
    const affiliate = await registeredAffiliate(api, 'audited');
    await bookCommission(api, affiliate.uid, 'order-audited', MIN_PAYOUT_PENCE + 500, new Date(clock.now()).toISOString());

    const approved = await api.request('POST', '/api/admin/referral-transactions/order-audited/approve', {
      token: approver.token,
    });
    expect(approved.status).toBe(200);
    // Past any hold on newly entered payout details.
    clock.advance(3 * DAY);
    const made = await api.json<PayoutBatch>('POST', '/api/admin/payouts', { token: payer.token });
    expect(made.status).toBe(201);
    // Marked paid a minute later: entries of one millisecond have no order between them.
    clock.advance(60_000);
    expect((await api.request('POST', `/api/admin/payouts/${made.body.id}/paid`, { token: payer.token })).status).toBe(200);

    const commission = (await api.services.documents.get<TransactionRecord>(REFERRAL_TRANSACTIONS, 'order-audited'))?.data;
    expect(commission).toMatchObject({ status: 'paid_out', decidedBy: approver.uid, paidOutBy: payer.uid });

    const log = await api.json<AuditPage>('GET', '/api/admin/audit', { token: payer.token });
    expect(log.body.entries.map((e) => [e.actorUid, e.action, e.target.id])).toEqual([
      [payer.uid, 'payout.paid', made.body.id],
      [payer.uid, 'payout.create', made.body.id],
      [approver.uid, 'commission.approve', 'order-audited'],
    ]);
  });

  it('records a suspension with the status it set', async () => {
    const staff = await caller(api, 'suspender', { admin: true });
    const affiliate = await registeredAffiliate(api, 'suspended');
    expect(
      (
        await api.request('PATCH', `/api/admin/affiliates/${affiliate.uid}`, {
          token: staff.token,
          body: { status: 'suspended' },
        })
      ).status,
    ).toBe(200);
    const log = await api.json<AuditPage>('GET', `/api/admin/audit?actor=${encodeURIComponent(staff.email)}`, {
      token: staff.token,
    });
    expect(log.body.entries).toEqual([
      expect.objectContaining({
        action: 'affiliate.status',
        target: { kind: 'affiliate', id: affiliate.uid },
        detail: 'suspended',
      }),
    ]);
  });
});

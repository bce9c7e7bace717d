import { randomBytes } from 'node:crypto';
import { type AdminOrderDetail, MESSAGES, type OrderCreated } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller, statusesFor } from '../../testing/admin.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { waitForMessages } from '../../testing/inbox.ts';
import { paidOrder, placeOrder, seedAffiliate } from '../../testing/orders.ts';
import { REFERRAL_TRANSACTIONS } from '../affiliates/exports.ts';
import { AUDIT_LOG } from '../audit/exports.ts';
import { ORDERS, type OrderRecord } from '../orders/exports.ts';

type Failure = { error: { code: string; message: string; fields?: Record<string, string> } };
const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

describe('refunding an extra on its own', () => {
  let api: TestApi;
  let staff: Caller;
  let affiliate: Caller;

  beforeAll(async () => {
    api = await createTestApi();
    staff = await caller(api, 'extras-staff', { admin: true });
    affiliate = await caller(api, 'extras-affiliate', { affiliate: true });
    await seedAffiliate(api, 'aff-extra-refund', 'EXTRAREF');
  });
  afterAll(() => api.close());

  const extraRefund = (orderId: string, extra: unknown) =>
    api.json<AdminOrderDetail | Failure>('POST', `/api/admin/orders/${orderId}/extra-refund`, {
      token: staff.token,
      body: { extra },
    });
  const refusal = async (orderId: string, extra: unknown) => ((await extraRefund(orderId, extra)).body as Failure).error;
  const detail = async (orderId: string) =>
    (await api.json<AdminOrderDetail>('GET', `/api/admin/orders/${orderId}`, { token: staff.token })).body;
  const stored = async (orderId: string) => (await api.services.documents.get<OrderRecord>(ORDERS, orderId))?.data;
  const paid = (extra: Record<string, unknown>): Promise<OrderCreated> => paidOrder(api, { email: unique('extras'), ...extra });

  it('refunds exactly the extra’s line, once, emails the customer, audit-logs it, and the commission follows as on rush', async () => {
    const order = await paid({ extras: ['verse', 'instrumental'], referralCode: 'EXTRAREF' });
    // The code takes 10% off the suite only: 396 + 60 + 40.
    expect(order.amountPounds).toBe(496);
    expect((await detail(order.orderId)).extras).toEqual([
      { id: 'verse', pricePounds: 60, refundable: true, refunded: false },
      { id: 'instrumental', pricePounds: 40, refundable: true, refunded: false },
    ]);
    const { status, body } = await extraRefund(order.orderId, 'verse');
    expect(status).toBe(201);
    expect(body).toMatchObject({
      refundedPence: 6000,
      extras: [
        { id: 'verse', refundable: false, refunded: true },
        { id: 'instrumental', refundable: true, refunded: false },
      ],
    });
    expect((body as AdminOrderDetail).refunds).toEqual([
      expect.objectContaining({ amountPence: 6000, status: 'succeeded', reason: 'Extra verse refunded' }),
    ]);
    // Received, paid, then refunded.
    const mails = await waitForMessages(order.customerEmail, 3);
    expect(mails.map((mail) => mail.subject)).toContain('Your refund of £60');
    const audit = await api.services.documents.query(AUDIT_LOG, {
      where: [{ field: 'action', op: '==', value: 'order.extra_refund' }],
    });
    expect(audit.map((entry) => entry.data)).toContainEqual(
      expect.objectContaining({ target: { kind: 'order', id: order.orderId }, detail: 'verse' }),
    );
    // Commission is on what was paid, extras included, and a refund of one lowers it by its share, as rush's does.
    const commission = await api.services.documents.get<{ commissionPence: number }>(REFERRAL_TRANSACTIONS, order.orderId);
    expect(commission?.data.commissionPence).toBe(Math.round((49600 - 6000) / 10));

    // A second click, or a second member of staff: refused, nothing more refunded.
    expect(await refusal(order.orderId, 'verse')).toMatchObject({ message: MESSAGES.extraAlreadyRefunded });
    expect((await stored(order.orderId))?.refunds).toHaveLength(1);
    // The other extra is refunded on its own, at its own price.
    expect(((await extraRefund(order.orderId, 'instrumental')).body as AdminOrderDetail).refundedPence).toBe(10000);
  });

  it('refuses an extra that was not bought, the verse a pro suite includes, an unknown one and an unpaid order', async () => {
    const order = await paid({ extras: ['instrumental'] });
    expect(await refusal(order.orderId, 'video')).toMatchObject({ message: MESSAGES.extraNotBought });
    const unknown = await extraRefund(order.orderId, 'karaoke');
    expect(unknown.status).toBe(400);
    expect((unknown.body as Failure).error.fields).toEqual({ extra: MESSAGES.extraUnknown });
    const pro = await paid({ productId: 'pro-studio' });
    expect((await detail(pro.orderId)).extras).toEqual([{ id: 'verse', pricePounds: 0, refundable: false, refunded: false }]);
    expect(await refusal(pro.orderId, 'verse')).toMatchObject({ message: MESSAGES.extraNotBought });
    const { body: unpaid } = await placeOrder(api, { email: unique('unpaid-extra'), extras: ['verse'] });
    expect(await refusal(unpaid.orderId, 'verse')).toMatchObject({ message: MESSAGES.refundNotPaid });
    expect((await extraRefund('no-such-order', 'verse')).status).toBe(404);
    for (const id of [order.orderId, pro.orderId, unpaid.orderId]) expect((await stored(id))?.refunds ?? []).toEqual([]);
  });

  it('never refunds more than is left of what was paid', async () => {
    const order = await paid({ extras: ['verse'] });
    const refunds = await api.json('POST', `/api/admin/orders/${order.orderId}/refunds`, {
      token: staff.token,
      body: { amount: '450.00', reason: 'Most of it back' },
    });
    expect(refunds.status).toBe(201);
    // 500 paid, 450 back: the verse's 60 is more than the 50 left.
    expect(await refusal(order.orderId, 'verse')).toMatchObject({ message: MESSAGES.refundTooLarge });
    expect((await stored(order.orderId))?.refundedPence).toBe(45000);
  });

  it('is a staff action behind the second factor, checked on the server', async () => {
    const order = await paid({ extras: ['verse'] });
    const path = `/api/admin/orders/${order.orderId}/extra-refund`;
    const withoutFactor = await api.request('POST', path, { token: staff.token, secondFactor: false, body: { extra: 'verse' } });
    expect(withoutFactor.status).toBe(401);
    expect((await stored(order.orderId))?.refunds ?? []).toEqual([]);
    const tokens = { affiliate: affiliate.token, admin: staff.token };
    expect(await statusesFor(api, 'POST', path, tokens, { extra: 'verse' })).toEqual([401, 403, 201]);
    expect((await stored(order.orderId))?.refundedPence).toBe(6000);
  });
});

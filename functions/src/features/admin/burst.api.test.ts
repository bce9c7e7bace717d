import { type CheckoutResponse, LIMITS, type OrderCreated } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { messagesTo } from '../../testing/inbox.ts';
import { placeOrder } from '../../testing/orders.ts';

const clock = manualClock(Date.parse('2026-06-01T09:00:00Z'));
const SUBJECT = /^Check the audit log: /;

/** A burst of one staff member's refunds emails the rest of the team once a window, and never the one who made them. */
describe('a burst of refunds', () => {
  let api: TestApi;
  let actor: Caller;
  let colleagues: Caller[];
  let order: OrderCreated;

  beforeAll(async () => {
    api = await createTestApi({ clock });
    actor = await caller(api, 'burst-actor', { admin: true });
    colleagues = [await caller(api, 'burst-colleague', { admin: true }), await caller(api, 'burst-colleague', { admin: true })];
    // A former member of staff keeps a row but not the claim: not told.
    const former = await caller(api, 'burst-former', { admin: true });
    for (const member of [actor, ...colleagues, former]) {
      expect((await api.request('GET', '/api/admin/profile', { token: member.token })).status).toBe(200);
    }
    await api.services.identity.setClaims(former.uid, { admin: false });
    ({ body: order } = await placeOrder(api, { email: `burst-customer-${Date.now()}@example.com` }));
    const checkout = await api.json<CheckoutResponse>('POST', '/api/checkout', {
      body: { orderId: order.orderId, token: order.token },
    });
    expect((await api.request('POST', `${new URL(checkout.body.invoiceUrl ?? '').pathname}/pay`)).status).toBe(303);
  });
  afterAll(() => api.close());

  const refund = async () => {
    const answer = await api.request('POST', `/api/admin/orders/${order.orderId}/refunds`, {
      token: actor.token,
      body: { amount: '1.00', reason: 'Goodwill gesture' },
    });
    expect(answer.status).toBe(201);
  };
  const alertsTo = async (email: string) => (await messagesTo(email)).filter((m) => SUBJECT.test(m.subject));

  it('sends nothing up to the limit, then one email to each other current member of staff, none to the actor', async () => {
    for (let i = 0; i < LIMITS.staffBurstMax; i++) await refund();
    for (const member of [actor, ...colleagues]) expect(await alertsTo(member.email)).toEqual([]);

    await refund();
    for (const member of colleagues) {
      await expect.poll(async () => (await alertsTo(member.email)).length).toBe(1);
      const [alert] = await alertsTo(member.email);
      expect(alert?.subject).toBe(
        `Check the audit log: ${actor.email} made ${LIMITS.staffBurstMax + 1} refunds or exports in 10 minutes`,
      );
    }
    // More in the same window: still one each.
    await refund();
    await refund();
    for (const member of colleagues) expect(await alertsTo(member.email)).toHaveLength(1);
    expect(await alertsTo(actor.email)).toEqual([]);
  });

  it('counts afresh in the next window', async () => {
    clock.advance(LIMITS.staffBurstWindowMs);
    for (let i = 0; i < LIMITS.staffBurstMax; i++) await refund();
    for (const member of colleagues) expect(await alertsTo(member.email)).toHaveLength(1);
    await refund();
    for (const member of colleagues) await expect.poll(async () => (await alertsTo(member.email)).length).toBe(2);
    expect(await alertsTo(actor.email)).toEqual([]);
  });
});

import type { AdminDashboard } from '@storysong/core';
import { DAY_MS } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { paidOrder, seedAffiliate } from '../../testing/orders.ts';

/** The staff dashboard ranks affiliates by what their referred orders earned over the chart's weeks. */
describe('top affiliates on the staff dashboard', () => {
  const clock = manualClock(Date.parse('2026-06-01T09:00:00Z'));
  let api: TestApi;
  let admin: Caller;
  let customers = 0;

  beforeAll(async () => {
    api = await createTestApi({ clock });
    admin = await caller(api, 'top-admin', { admin: true });
    await seedAffiliate(api, 'top-ada', 'TOPADA01');
    await seedAffiliate(api, 'top-bea', 'TOPBEA01');
    await seedAffiliate(api, 'top-cal', 'TOPCAL01');
  });
  afterAll(() => api.close());

  const order = (referralCode: string, productId = 'basic-song') => {
    clock.advance(1000);
    return paidOrder(api, { email: `top-${++customers}@example.com`, referralCode, productId });
  };
  const dashboard = () => api.json<AdminDashboard>('GET', '/api/admin/dashboard', { token: admin.token });

  it('ranks by commission earned in the period, counting paid orders, leaving out rejected commissions and older weeks', async () => {
    // Before the chart's twelve weeks: not counted.
    await order('TOPCAL01', 'producer-elite');
    clock.advance(90 * DAY_MS);
    // Ada: two basic songs at £396 paid, £39.60 each. Bea: one basic full song at £558, £55.80.
    await order('TOPADA01');
    await order('TOPADA01');
    await order('TOPBEA01', 'basic-full-song');
    // Cal's one order in the period is rejected by staff: it earns nothing.
    const rejected = await order('TOPCAL01');
    const reject = await api.request('POST', `/api/admin/referral-transactions/${rejected.orderId}/reject`, {
      token: admin.token,
      body: { reason: 'Ordered by the affiliate’s partner' },
    });
    expect(reject.status).toBe(200);

    const { status, body } = await dashboard();
    expect(status).toBe(200);
    expect(body.topAffiliates).toEqual([
      { affiliateId: 'top-ada', fullName: 'Affiliate top-ada', paidOrders: 2, commissionPence: 7920 },
      { affiliateId: 'top-bea', fullName: 'Affiliate top-bea', paidOrders: 1, commissionPence: 5580 },
    ]);
  });

  it('is for staff only', async () => {
    const affiliate = await caller(api, 'top-affiliate', { affiliate: true });
    expect((await api.request('GET', '/api/admin/dashboard', { token: affiliate.token })).status).toBe(403);
  });
});

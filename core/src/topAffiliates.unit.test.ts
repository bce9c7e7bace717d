import { describe, expect, it } from 'vitest';
import { rankAffiliates } from './topAffiliates.ts';

describe('rankAffiliates', () => {
  it('ranks by commission earned, then paid orders, counting no rejected commission, and keeps the top ones', () => {
    const ranked = rankAffiliates(
      [
        { affiliateId: 'a', commissionPence: 3960, status: 'pending' },
        { affiliateId: 'b', commissionPence: 5580, status: 'paid_out' },
        { affiliateId: 'a', commissionPence: 3960, status: 'approved' },
        { affiliateId: 'c', commissionPence: 9999, status: 'rejected' },
        { affiliateId: 'd', commissionPence: 2000, status: 'pending' },
        { affiliateId: 'c', commissionPence: 1000, status: 'pending' },
        { affiliateId: 'c', commissionPence: 1000, status: 'approved' },
      ],
      3,
    );
    expect(ranked).toEqual([
      { affiliateId: 'a', paidOrders: 2, commissionPence: 7920 },
      { affiliateId: 'b', paidOrders: 1, commissionPence: 5580 },
      { affiliateId: 'c', paidOrders: 2, commissionPence: 2000 },
    ]);
  });

  it('is empty when nobody earned in the period', () => {
    expect(rankAffiliates([{ affiliateId: 'a', commissionPence: 100, status: 'rejected' }])).toEqual([]);
  });
});

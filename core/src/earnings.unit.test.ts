import { describe, expect, it } from 'vitest';
import { earningsByMonth, recentMonths } from './earnings.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('earnings by month', () => {
  it('lists the recent months oldest first, across a year end', () => {
    expect(recentMonths(NOW, 4)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03']);
  });

  it('adds each earned commission to the month it was booked in, leaves rejected and older ones out', () => {
    const rows = earningsByMonth(
      [
        { commissionPence: 4400, status: 'paid_out', transactionDate: '2026-01-05T10:00:00Z' },
        { commissionPence: 3960, status: 'approved', transactionDate: '2026-01-31T23:59:59Z' },
        { commissionPence: 5580, status: 'pending', transactionDate: '2026-03-01T00:00:00Z' },
        { commissionPence: 9999, status: 'rejected', transactionDate: '2026-03-02T00:00:00Z' },
        { commissionPence: 1111, status: 'paid_out', transactionDate: '2025-11-30T00:00:00Z' },
      ],
      NOW,
      3,
    );
    expect(rows).toEqual([
      { month: '2026-01', commissionPence: 8360 },
      { month: '2026-02', commissionPence: 0 },
      { month: '2026-03', commissionPence: 5580 },
    ]);
  });
});

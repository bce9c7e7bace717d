import { describe, expect, it } from 'vitest';
import { salesByWeek } from './sales.ts';

const NOW = Date.parse('2026-11-25T10:00:00Z');

describe('salesByWeek', () => {
  it('counts paid orders and their revenue in the week they were paid, and zeros for quiet weeks', () => {
    const weeks = salesByWeek(
      [
        { paidAt: '2026-11-23T09:00:00Z', amountPounds: 440 },
        { paidAt: '2026-11-24T09:00:00Z', amountPounds: 39.6 },
        { paidAt: '2026-11-10T09:00:00Z', amountPounds: 100 },
        { paidAt: null, amountPounds: 999 },
        { paidAt: '2026-01-01T09:00:00Z', amountPounds: 999 },
      ],
      NOW,
      3,
    );
    expect(weeks).toEqual([
      { weekStart: '2026-11-09', paidOrders: 1, revenuePence: 10000, refundedPence: 0 },
      { weekStart: '2026-11-16', paidOrders: 0, revenuePence: 0, refundedPence: 0 },
      { weekStart: '2026-11-23', paidOrders: 2, revenuePence: 47960, refundedPence: 0 },
    ]);
  });

  it('puts a refund in the week it went through, and leaves out those that did not', () => {
    const weeks = salesByWeek(
      [
        {
          paidAt: '2026-11-10T09:00:00Z',
          amountPounds: 100,
          refunds: [
            { amountPence: 2500, status: 'succeeded', settledAt: '2026-11-24T12:00:00Z' },
            { amountPence: 1000, status: 'requested', settledAt: null },
            { amountPence: 700, status: 'failed', settledAt: '2026-11-24T12:00:00Z' },
          ],
        },
      ],
      NOW,
      3,
    );
    expect(weeks.map((week) => week.refundedPence)).toEqual([0, 0, 2500]);
    expect(weeks[0]?.revenuePence).toBe(10000);
  });
});

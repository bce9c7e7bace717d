import { describe, expect, it } from 'vitest';
import { commissionPence } from './pricing.ts';
import { commissionAfterRefunds, refundState } from './refunds.ts';

describe('refunds', () => {
  it('names how much of a payment has been refunded', () => {
    expect(refundState(39600, 0)).toBe('none');
    expect(refundState(39600, 1)).toBe('partial');
    expect(refundState(39600, 39599)).toBe('partial');
    expect(refundState(39600, 39600)).toBe('full');
  });

  it('recalculates a commission on what was paid less what was refunded', () => {
    expect(commissionAfterRefunds(39600, 0, 10)).toBe(commissionPence(396, 10));
    expect(commissionAfterRefunds(39600, 10000, 10)).toBe(2960);
    expect(commissionAfterRefunds(39600, 1250, 12.5)).toBe(4794);
    expect(commissionAfterRefunds(39600, 39600, 10)).toBe(0);
  });
});

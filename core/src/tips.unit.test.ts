import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { TIP_LIMITS, TIP_PRESETS_POUNDS, tipRefusal, tipRequestSchema, tipSchema } from './tips.ts';

describe('thank-you tips', () => {
  it('takes the presets and any whole number of pounds within the limits', () => {
    for (const amountPounds of [...TIP_PRESETS_POUNDS, TIP_LIMITS.minPounds, 37, TIP_LIMITS.maxPounds]) {
      expect(tipSchema.parse({ amountPounds })).toEqual({ amountPounds });
    }
  });

  it('refuses an amount outside the limits, a part of a pound and no amount, each with its message', () => {
    const message = (amountPounds: unknown) => tipSchema.safeParse({ amountPounds }).error?.issues[0]?.message;
    expect(message(TIP_LIMITS.minPounds - 1)).toBe(MESSAGES.tipAmountMin);
    expect(message(TIP_LIMITS.maxPounds + 1)).toBe(MESSAGES.tipAmountMax);
    expect(message(4.5)).toBe(MESSAGES.tipAmountWhole);
    expect(message(undefined)).toBe(MESSAGES.tipAmountRequired);
    expect(message('10')).toBe(MESSAGES.tipAmountRequired);
  });

  it('reads the secret link with the amount, as the order page sends them', () => {
    expect(tipRequestSchema.safeParse({ order: 'o1', token: 't', amountPounds: 10 }).success).toBe(true);
    expect(tipRequestSchema.safeParse({ order: 'o1', amountPounds: 10 }).success).toBe(false);
  });

  it('lets the customer tip only once a song is delivered, on an order neither cancelled nor erased', () => {
    expect(tipRefusal({ stage: 'delivered', delivered: true })).toBeNull();
    // A revision in progress keeps the delivered song: thanks for it are still welcome.
    expect(tipRefusal({ stage: 'in_production', delivered: true })).toBeNull();
    expect(tipRefusal({ stage: 'in_production', delivered: false })).toBe('tipNotDelivered');
    expect(tipRefusal({ stage: 'cancelled', delivered: true })).toBe('tipNotDelivered');
    expect(tipRefusal({ stage: 'delivered', delivered: true, erasedAt: '2026-01-01T00:00:00Z' })).toBe('tipNotDelivered');
  });
});

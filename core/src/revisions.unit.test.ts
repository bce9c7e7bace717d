import { describe, expect, it } from 'vitest';
import { PRODUCTS } from './catalogue.ts';
import { MESSAGES } from './messages.ts';
import { expectedDeliveryAt, type OrderRevision, revisionRefusal, revisionsLeft } from './revisions.ts';
import { revisionNotesSchema } from './schemas/delivery.ts';

const asked = (deliveredAt: string | null = '2026-03-10T00:00:00.000Z'): OrderRevision => ({
  notes: 'Slower chorus, please',
  requestedAt: '2026-03-01T00:00:00.000Z',
  deliveredAt,
});

describe('revisions', () => {
  it('includes one revision with the people suites and three with the pro suites', () => {
    expect(Object.fromEntries(PRODUCTS.map((p) => [p.id, p.revisionsIncluded]))).toEqual({
      'basic-song': 1,
      'basic-full-song': 1,
      'pro-studio': 3,
      'producer-elite': 3,
    });
    expect(revisionsLeft('pro-studio', [asked()])).toBe(2);
    expect(revisionsLeft('basic-song', [asked(), asked()])).toBe(0);
    expect(revisionsLeft('retired-song', [])).toBe(0);
  });

  it('takes one request at a time, only of a delivered song, within the allowance', () => {
    const order = { productId: 'basic-song', stage: 'delivered' as const, revisions: [] };
    expect(revisionRefusal(order)).toBeNull();
    expect(revisionRefusal({ ...order, stage: 'in_production' })).toBe('revisionNotDelivered');
    expect(revisionRefusal({ ...order, stage: 'in_production', revisions: [asked(null)] })).toBe('revisionInProgress');
    expect(revisionRefusal({ ...order, revisions: [asked()] })).toBe('revisionsUsedUp');
    expect(revisionRefusal({ ...order, erasedAt: '2027-12-03T00:00:00.000Z' })).toBe('revisionErased');
    expect(revisionRefusal({ ...order, productId: 'pro-studio', revisions: [asked(), asked()] })).toBeNull();
  });

  it('expects the song the suite’s days after payment, and a revised version five days after the request', () => {
    const paid = {
      productId: 'basic-full-song',
      paymentStatus: 'paid' as const,
      stage: 'in_production' as const,
      paidAt: '2026-03-01T09:00:00.000Z',
      revisions: [],
    };
    expect(expectedDeliveryAt(paid)).toBe('2026-03-15T09:00:00.000Z');
    expect(expectedDeliveryAt({ ...paid, revisions: [asked(null)] })).toBe('2026-03-06T00:00:00.000Z');
    expect(expectedDeliveryAt({ ...paid, stage: 'delivered' })).toBeNull();
    expect(expectedDeliveryAt({ ...paid, paymentStatus: 'awaiting_payment', paidAt: null })).toBeNull();
  });

  it('asks for notes of 10 to 2,000 characters', () => {
    expect(revisionNotesSchema.safeParse({ notes: 'Too short' }).error?.issues[0]?.message).toBe(MESSAGES.revisionNotesMin);
    expect(revisionNotesSchema.safeParse({ notes: `  ${'x'.repeat(2001)}` }).error?.issues[0]?.message).toBe(
      MESSAGES.revisionNotesMax,
    );
    expect(revisionNotesSchema.parse({ notes: '  Softer drums  ' })).toEqual({ notes: 'Softer drums' });
  });
});

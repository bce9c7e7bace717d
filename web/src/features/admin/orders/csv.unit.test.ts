import type { AdminOrderSummary } from '@storysong/core';
import { describe, expect, it } from 'vitest';
import { ordersCsv } from './csv.ts';

describe('order CSV', () => {
  it('exports the country as its code and English name, and leaves it empty for older orders', () => {
    const order: AdminOrderSummary = {
      id: 'o1',
      customerName: 'Awa',
      customerEmail: 'awa@example.com',
      country: 'CI',
      productName: 'Basic Song',
      amountPounds: 440,
      paymentStatus: 'paid',
      refundedPence: 0,
      stage: 'received',
      createdAt: '2026-01-02T03:04:05.000Z',
      revisionRequested: false,
    };
    const [header, ivorian, older] = ordersCsv([order, { ...order, id: 'o2', country: null }]).split('\r\n');
    expect(header).toBe(
      '"id","customerName","customerEmail","countryCode","country","product","amountGBP","paymentStatus","stage","submitted"',
    );
    expect(ivorian).toContain('"CI","Côte d’Ivoire","Basic Song"');
    expect(older).toContain('"awa@example.com","","","Basic Song"');
  });
});

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
      lyricsWaiting: false,
      rush: false,
      dueAt: null,
      occasion: null,
      voice: null,
      names: [],
      mustInclude: null,
      avoid: null,
    };
    const [header, ivorian, older] = ordersCsv([order, { ...order, id: 'o2', country: null }]).split('\r\n');
    expect(header).toBe(
      '"id","customerName","customerEmail","countryCode","country","product","amountGBP","paymentStatus","stage","submitted","rush","dueAt","occasion","occasionDate","voice","names","mustInclude","avoid"',
    );
    expect(ivorian).toContain('"CI","Côte d’Ivoire","Basic Song"');
    expect(older).toContain('"awa@example.com","","","Basic Song"');
  });

  it('ends each row with rush, the due date and the occasion, empty where an order has none', () => {
    const order: AdminOrderSummary = {
      id: 'o3',
      customerName: 'Awa',
      customerEmail: 'awa@example.com',
      country: null,
      productName: 'Basic Song',
      amountPounds: 530,
      paymentStatus: 'paid',
      refundedPence: 0,
      stage: 'received',
      createdAt: '2026-01-02T03:04:05.000Z',
      revisionRequested: false,
      lyricsWaiting: false,
      rush: true,
      dueAt: '2026-01-05T03:04:05.000Z',
      occasion: { kind: 'birthday', date: '2026-01-06' },
      voice: null,
      names: [],
      mustInclude: null,
      avoid: null,
    };
    const [, rushed, plain] = ordersCsv([order, { ...order, rush: false, dueAt: null, occasion: null }]).split('\r\n');
    expect(rushed).toMatch(/"yes","2026-01-05T03:04:05.000Z","birthday","2026-01-06","","","",""$/);
    expect(plain).toMatch(/"no","","","","","","",""$/);
  });

  it('ends with the voice, the names with how to say each, what to include and what to avoid', () => {
    const order: AdminOrderSummary = {
      id: 'o4',
      customerName: 'Awa',
      customerEmail: 'awa@example.com',
      country: null,
      productName: 'Basic Song',
      amountPounds: 440,
      paymentStatus: 'paid',
      refundedPence: 0,
      stage: 'received',
      createdAt: '2026-01-02T03:04:05.000Z',
      revisionRequested: false,
      lyricsWaiting: false,
      rush: false,
      dueAt: null,
      occasion: null,
      voice: 'duet',
      names: [
        { name: 'Siobhan', pronunciation: 'shiv-AWN' },
        { name: 'Nguyen', pronunciation: null },
      ],
      mustInclude: 'Say "harbour mornings"',
      avoid: 'the wedding',
    };
    const [, row] = ordersCsv([order]).split('\r\n');
    expect(row).toMatch(/"duet","Siobhan \(shiv-AWN\); Nguyen","Say ""harbour mornings""","the wedding"$/);
  });
});

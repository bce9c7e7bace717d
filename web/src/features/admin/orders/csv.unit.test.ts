import type { AdminOrderSummary } from '@storysong/core';
import { describe, expect, it } from 'vitest';
import { csvCell, ordersCsv, toCsv } from './csv.ts';

describe('order CSV', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Grace "Amazing" Hopper, PhD')).toBe('"Grace ""Amazing"" Hopper, PhD"');
    expect(csvCell(396)).toBe('"396"');
    expect(csvCell(null)).toBe('""');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    for (const formula of ['=HYPERLINK("http://evil")', '+1+1', '-2', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(csvCell(formula).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('joins rows with CRLF, header first', () => {
    expect(
      toCsv(
        ['Name', 'Email'],
        [
          ['Ada', 'ada@example.com'],
          ['Line\nbreak', ''],
        ],
      ),
    ).toBe('"Name","Email"\r\n"Ada","ada@example.com"\r\n"Line\nbreak",""');
  });

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

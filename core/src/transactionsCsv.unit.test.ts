import { describe, expect, it } from 'vitest';
import { referralTransactionsCsv } from './transactionsCsv.ts';

describe('an affiliate’s transactions as CSV', () => {
  it('writes one row per commission, amounts in pounds, the due date only while held, and no live formula', () => {
    const csv = referralTransactionsCsv([
      {
        id: 'ord_1',
        affiliateId: 'aff',
        orderId: 'ord_1',
        customerEmail: '=HYPERLINK("x")@example.com',
        commissionPence: 3960,
        status: 'pending',
        transactionDate: '2026-03-02T09:00:00.000Z',
        dueAt: '2026-04-01T09:00:00.000Z',
      },
      {
        id: 'ord_2',
        affiliateId: 'aff',
        orderId: 'ord_2',
        customerEmail: 'b***@example.com',
        commissionPence: 1205,
        status: 'paid_out',
        transactionDate: '2026-01-02T09:00:00.000Z',
        dueAt: '2026-02-01T09:00:00.000Z',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"date","reference","customer","commission","currency","status","dueDate"',
      '"2026-03-02","ord_1","\'=HYPERLINK(""x"")@example.com","39.60","GBP","pending","2026-04-01"',
      '"2026-01-02","ord_2","b***@example.com","12.05","GBP","paid_out",""',
    ]);
  });
});

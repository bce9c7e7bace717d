import { describe, expect, it } from 'vitest';
import { addToLedger, commissionDueAt, EMPTY_LEDGER, earnedPence, maturedBefore, sumLedger } from './commissions.ts';
import { manualPayoutsCsv, type PayoutBatch, paypalMassPayCsv } from './payouts.ts';

const batch: PayoutBatch = {
  id: 'po_20260401_ab12',
  status: 'created',
  totalPence: 31920,
  createdAt: '2026-04-01T10:00:00.000Z',
  createdBy: 'staff',
  paidAt: null,
  paidBy: null,
  items: [
    {
      affiliateId: 'a1',
      fullName: 'Ada',
      email: 'ada@example.com',
      amountPence: 7920,
      paymentDetails: { method: 'paypal', paypalEmail: 'ada.pay@example.com' },
    },
    {
      affiliateId: 'a2',
      fullName: '=HYPERLINK("http://evil")',
      email: 'b@example.com',
      amountPence: 12000,
      paymentDetails: { method: 'cashapp', cashappTag: 'grace' },
    },
    {
      affiliateId: 'a3',
      fullName: 'Kwame Mensah',
      email: 'k@example.com',
      amountPence: 12000,
      paymentDetails: {
        method: 'bank',
        bankName: '+Monzo',
        accountNumber: '12345678',
        country: 'GB',
        sortCode: '04-00-04',
        iban: '@GB00',
      },
    },
  ],
};

describe('payout files', () => {
  it('writes PayPal’s mass payment rows for PayPal affiliates only: email, amount, currency, reference, note', () => {
    expect(paypalMassPayCsv(batch)).toBe(
      '"ada.pay@example.com","79.20","GBP","po_20260401_ab12-a1","Storysong referral commission"',
    );
  });

  it('lists every other affiliate with what a person needs to pay them, formulas defused', () => {
    const [header, cashapp, bank, ...rest] = manualPayoutsCsv(batch).split('\r\n');
    expect(rest).toEqual([]);
    expect(header?.startsWith('"reference","name","email","method","amount","currency","cashtag","bankName"')).toBe(true);
    expect(cashapp).toBe(
      `"po_20260401_ab12-a2","'=HYPERLINK(""http://evil"")","b@example.com","cashapp","120.00","GBP","$grace","","","","","","",""`,
    );
    expect(bank).toBe(
      `"po_20260401_ab12-a3","Kwame Mensah","k@example.com","bank","120.00","GBP","","'+Monzo","12345678","04-00-04","","'@GB00","","GB"`,
    );
  });
});

describe('commission ledger sums', () => {
  it('adds entries bucket by bucket; earnings are what has left the holding period', () => {
    const totals = sumLedger([
      { pendingPence: 3960 },
      { pendingPence: -3960, duePence: 3960 },
      { duePence: -3960, inPayoutPence: 3960 },
      { inPayoutPence: -3960, paidPence: 3960 },
      { duePence: -1000 },
    ]);
    expect(totals).toEqual({ pendingPence: 0, duePence: -1000, inPayoutPence: 0, paidPence: 3960 });
    expect(earnedPence(totals)).toBe(2960);
    expect(addToLedger(EMPTY_LEDGER, {})).toEqual(EMPTY_LEDGER);
  });

  it('makes a commission due the holding period after it was booked', () => {
    expect(commissionDueAt('2026-03-02T09:00:00.000Z')).toBe('2026-04-01T09:00:00.000Z');
    expect(maturedBefore(Date.parse('2026-04-01T09:00:00.000Z'))).toBe('2026-03-02T09:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import type { AffiliatePayouts, AffiliateView } from '../../core/src/index.ts';
import { ledgerMismatches, ledgerSums } from './ledger-totals.ts';

const view = (id: string, figures: Partial<AffiliateView>) =>
  ({
    id,
    email: `${id}@example.com`,
    pendingPence: 0,
    duePence: 0,
    paidPence: 0,
    earningsTotalPence: 0,
    ...figures,
  }) as AffiliateView;
const payouts = (figures: Partial<AffiliatePayouts>) =>
  ({ pendingPence: 0, duePence: 0, inPayoutPence: 0, paidPence: 0, ...figures }) as AffiliatePayouts;
const entry = (affiliateId: string, amounts: Record<string, number>) => ({
  id: '',
  updateTime: '',
  data: { affiliateId, ...amounts },
});

describe('ledger totals check', () => {
  const store = {
    query: async () => [
      entry('a', { pendingPence: 3960 }),
      entry('a', { pendingPence: -3960, duePence: 3960 }),
      entry('a', { duePence: -3960, inPayoutPence: 3960 }),
      entry('a', { pendingPence: 5580 }),
    ],
  } as never;

  it('finds nothing when what is shown equals the ledger’s sums', async () => {
    const sums = await ledgerSums(store);
    const shown = {
      staff: [view('a', { pendingPence: 5580, duePence: 3960, earningsTotalPence: 3960 }), view('b', {})],
      own: new Map([
        [
          'a',
          {
            me: view('a', { pendingPence: 5580, duePence: 3960, earningsTotalPence: 3960 }),
            payouts: payouts({ pendingPence: 5580, inPayoutPence: 3960 }),
          },
        ],
      ]),
    };
    expect(ledgerMismatches(shown, sums)).toEqual([]);
  });

  it('names each figure that differs, and a ledger whose affiliate is not listed', async () => {
    const sums = await ledgerSums(store);
    const shown = {
      staff: [view('b', {})],
      own: new Map([
        [
          'a',
          {
            me: view('a', { pendingPence: 5580, duePence: 3960, earningsTotalPence: 3960 }),
            payouts: payouts({ pendingPence: 5580 }),
          },
        ],
      ]),
    };
    expect(ledgerMismatches(shown, sums)).toEqual([
      'own payouts, a@example.com: inPayoutPence shown 0, ledger sums to 3960',
      'ledger has entries for a, who is not on the staff list',
    ]);
  });
});

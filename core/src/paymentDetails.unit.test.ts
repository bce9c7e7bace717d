import { describe, expect, it } from 'vitest';
import { maskPaymentDetails } from './paymentDetails.ts';

describe('masked payment details', () => {
  it('hides what would let someone else be paid, keeping enough to recognise the account', () => {
    expect(maskPaymentDetails({ method: 'paypal', paypalEmail: 'ada.pay@example.com' })).toEqual({
      method: 'paypal',
      paypalEmail: '*******@example.com',
    });
    expect(maskPaymentDetails({ method: 'cashapp', cashappTag: 'AdaPays' })).toEqual({ method: 'cashapp', cashappTag: 'A•••' });
    expect(
      maskPaymentDetails({
        method: 'bank',
        bankName: 'Monzo',
        accountNumber: '12345678',
        country: 'GB',
        sortCode: '04-00-04',
      }),
    ).toEqual({ method: 'bank', bankName: 'Monzo', accountNumber: '•••• 5678', country: 'GB', sortCode: '•••• 0-04' });
  });
});

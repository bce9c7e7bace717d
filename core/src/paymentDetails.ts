import type { PaymentDetails } from './schemas/accounts.ts';
import { maskEmail } from './text.ts';

const lastFour = (value: string) => `•••• ${value.slice(-4)}`;

/**
 * Payment details as they may be shown where someone else could read them (a dashboard glanced at
 * over a shoulder, an email): account numbers cut to their last four, the PayPal address's name
 * hidden, the Cashtag to its first letter. The bank's name and country stay, to say which account.
 */
export function maskPaymentDetails(details: PaymentDetails): PaymentDetails {
  switch (details.method) {
    case 'paypal':
      return { ...details, paypalEmail: maskEmail(details.paypalEmail) };
    case 'cashapp':
      return { ...details, cashappTag: `${details.cashappTag.slice(0, 1)}•••` };
    case 'bank':
      return {
        ...details,
        accountNumber: lastFour(details.accountNumber),
        ...Object.fromEntries(
          (['routingNumber', 'swiftCode', 'sortCode', 'iban'] as const)
            .filter((key) => details[key])
            .map((key) => [key, lastFour(details[key] ?? '')]),
        ),
      };
  }
}

import { numberFormat } from './intl.ts';
import { LIMITS } from './limits.ts';

/** Referred customers pay 90% of the list price, rounded to a whole pound. */
export function discountedPrice(listPounds: number): number {
  return Math.round((listPounds * (100 - LIMITS.referralDiscountPercent)) / 100);
}

export function priceToPay(listPounds: number, discounted: boolean): number {
  return discounted ? discountedPrice(listPounds) : listPounds;
}

/** Commission in pence for an amount in pounds at a percentage rate; pence keep sums exact. */
export function commissionPence(amountPounds: number, ratePercent: number): number {
  return Math.round(amountPounds * ratePercent);
}

/** Every price and payment is in pounds sterling (ISO 4217). */
export const CURRENCY = 'GBP';

export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}

export function formatPounds(pence: number, locale: string, fractionDigits = 2): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(pence / 100);
}

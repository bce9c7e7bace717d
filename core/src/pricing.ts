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

export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}

/** Building an Intl formatter costs far more than using one; a page formats many prices. */
const poundFormatters = new Map<string, Intl.NumberFormat>();

export function formatPounds(pence: number, locale: string, fractionDigits = 2): string {
  const key = `${locale}|${fractionDigits}`;
  let formatter = poundFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    poundFormatters.set(key, formatter);
  }
  return formatter.format(pence / 100);
}

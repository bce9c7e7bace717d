import { type ExtraId, extraPricePounds, type OrderExtra, type Persona } from './catalogue.ts';
import { numberFormat } from './intl.ts';
import { LIMITS } from './limits.ts';

/** Referred customers pay 90% of the list price, rounded to a whole pound. */
export function discountedPrice(listPounds: number): number {
  return Math.round((listPounds * (100 - LIMITS.referralDiscountPercent)) / 100);
}

export function priceToPay(listPounds: number, discounted: boolean): number {
  return discounted ? discountedPrice(listPounds) : listPounds;
}

/** An order's price as its checkout lines: the suite (discounted or not), rush delivery and each extra, in whole pounds. */
export interface OrderPrice {
  suitePounds: number;
  /** 0 without rush. */
  rushPounds: number;
  /** Each extra chosen, once, at its own price (0 where the suite includes it). */
  extras: OrderExtra[];
  totalPounds: number;
}

/**
 * What an order costs. A referral code discounts the suite only: rush delivery and the extras are
 * charged at their own prices whatever the code (decision 024), so refunding one gives back exactly
 * its line.
 */
export function orderPrice(
  product: { persona: Persona; pricePounds: number; rush: { pricePounds: number } | null },
  options: { discounted: boolean; rush: boolean; extras?: readonly ExtraId[] },
): OrderPrice {
  const suitePounds = priceToPay(product.pricePounds, options.discounted);
  const rushPounds = options.rush && product.rush ? product.rush.pricePounds : 0;
  const extras = [...new Set(options.extras ?? [])].map((id) => ({ id, pricePounds: extraPricePounds(product, id) }));
  const extrasPounds = extras.reduce((sum, extra) => sum + extra.pricePounds, 0);
  return { suitePounds, rushPounds, extras, totalPounds: suitePounds + rushPounds + extrasPounds };
}

/** Commission in pence for an amount in pounds at a percentage rate; pence keep sums exact. */
export function commissionPence(amountPounds: number, ratePercent: number): number {
  return Math.round(amountPounds * ratePercent);
}

/** Every price and payment is in pounds sterling (ISO 4217). */
export const CURRENCY = 'GBP';
const POUND_SIGN = '£';

export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}

/**
 * Every price the product shows, in the locale's number format and always with the pound sign:
 * Intl writes "UK£" in Arabic and "GBP" in Spanish, which beside a "£" elsewhere read as
 * another currency.
 */
export function formatPounds(pence: number, locale: string, fractionDigits = 2): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })
    .formatToParts(pence / 100)
    .map((part) => (part.type === 'currency' ? POUND_SIGN : part.value))
    .join('');
}

/** A percentage in the locale's format (10 %, 10%, ١٠٪ as the locale writes it). */
export function formatPercent(percent: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

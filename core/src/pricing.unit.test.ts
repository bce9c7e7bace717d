import { describe, expect, it } from 'vitest';
import { EXTRA_PRICES, PRODUCTS } from './catalogue.ts';
import { normalizeReferralCode } from './codes.ts';
import { LANGUAGES } from './enums.ts';
import {
  commissionPence,
  discountedPrice,
  formatPercent,
  formatPounds,
  orderPrice,
  poundsToPence,
  priceToPay,
} from './pricing.ts';
import { referralCode } from './schemas/order.ts';

describe('prices', () => {
  it('takes 10% off each suite, in whole pounds', () => {
    expect(PRODUCTS.map((p) => [p.pricePounds, discountedPrice(p.pricePounds)])).toEqual([
      [440, 396],
      [620, 558],
      [3500, 3150],
      [8000, 7200],
    ]);
  });

  it('rounds the discounted price to the nearest pound', () => {
    expect(discountedPrice(445)).toBe(401); // 400.5 rounds up
    expect(discountedPrice(444)).toBe(400); // 399.6
    expect(discountedPrice(441)).toBe(397); // 396.9
    expect(discountedPrice(1)).toBe(1); // 0.9
  });

  it('charges the list price unless the discount applies', () => {
    expect(priceToPay(440, false)).toBe(440);
    expect(priceToPay(440, true)).toBe(396);
  });

  it('adds rush delivery as a line of its own, never discounted by a referral code', () => {
    const basic = { persona: 'people' as const, pricePounds: 440, rush: { pricePounds: 90 } };
    const priced = (options: Parameters<typeof orderPrice>[1]) => {
      const { extras: _, ...lines } = orderPrice(basic, options);
      return lines;
    };
    expect(priced({ discounted: false, rush: false })).toEqual({ suitePounds: 440, rushPounds: 0, totalPounds: 440 });
    expect(priced({ discounted: false, rush: true })).toEqual({ suitePounds: 440, rushPounds: 90, totalPounds: 530 });
    expect(priced({ discounted: true, rush: true })).toEqual({ suitePounds: 396, rushPounds: 90, totalPounds: 486 });
    // A suite without rush charges none, whatever is asked (the route refuses the request first).
    expect(orderPrice({ persona: 'pro', pricePounds: 8000, rush: null }, { discounted: true, rush: true })).toEqual({
      suitePounds: 7200,
      rushPounds: 0,
      extras: [],
      totalPounds: 7200,
    });
  });

  it('prices each extra at its own price, once, never discounted, the pro suites including the verse', () => {
    const basic = { persona: 'people' as const, pricePounds: 440, rush: null };
    const pro = { persona: 'pro' as const, pricePounds: 3500, rush: null };
    expect(orderPrice(basic, { discounted: true, rush: false, extras: ['verse', 'video', 'verse'] })).toEqual({
      suitePounds: 396,
      rushPounds: 0,
      extras: [
        { id: 'verse', pricePounds: EXTRA_PRICES.verse.people },
        { id: 'video', pricePounds: EXTRA_PRICES.video.people },
      ],
      totalPounds: 396 + 60 + 90,
    });
    expect(orderPrice(pro, { discounted: false, rush: false, extras: ['verse', 'instrumental'] })).toEqual({
      suitePounds: 3500,
      rushPounds: 0,
      extras: [
        { id: 'verse', pricePounds: 0 },
        { id: 'instrumental', pricePounds: 40 },
      ],
      totalPounds: 3540,
    });
  });

  it('books commission in pence at the affiliate rate on the amount paid', () => {
    expect(commissionPence(396, 10)).toBe(3960);
    expect(commissionPence(396, 15)).toBe(5940);
    expect(commissionPence(7200, 12.5)).toBe(90000);
    expect(commissionPence(558, 0)).toBe(0);
  });

  it('converts and formats pounds', () => {
    expect(poundsToPence(396)).toBe(39600);
    expect(formatPounds(39600, 'en-GB', 0)).toBe('£396');
    expect(formatPounds(800000, 'en-GB')).toBe('£8,000.00');
    expect(formatPounds(800000, 'de-DE', 0)).toMatch(/^8\.000\s£$/u);
  });

  it('writes the pound sign in every site language, never "UK£" or "GBP"', () => {
    for (const { dateLocale } of LANGUAGES) {
      expect(formatPounds(44000, dateLocale, 0), dateLocale).toMatch(/^[^A-Z]*£[^A-Z]*$/u);
    }
    expect(formatPounds(44000, 'es-ES', 0)).toMatch(/^440\s£$/u);
    expect(formatPounds(44000, 'ar', 0)).toMatch(/^\u200f?440\s£$/u);
  });

  it('formats a percentage as each language writes it', () => {
    expect(formatPercent(10, 'en-GB')).toBe('10%');
    expect(formatPercent(10, 'de-DE')).toMatch(/^10\s%$/u);
    expect(formatPercent(12.5, 'fr-FR')).toMatch(/^12,5\s%$/u);
  });
});

describe('referral codes', () => {
  it('are stored upper-cased and trimmed', () => {
    expect(normalizeReferralCode('  demo2024 ')).toBe('DEMO2024');
    expect(referralCode.parse(' demo2024')).toBe('DEMO2024');
  });

  it('must be 8 letters or digits', () => {
    for (const bad of ['DEMO202', 'DEMO20245', 'DEMO-024', 'DÉMO2024']) {
      const result = referralCode.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Invalid referral code. Please check and try again.');
    }
  });
});

/** Clicks on an affiliate's referral link, counted per week (weeks start on Monday, UTC). */
export interface ReferralClickWeek {
  /** The Monday the week starts on, `YYYY-MM-DD`. */
  weekStart: string;
  clicks: number;
}

export interface ReferralActivity {
  /** The most recent weeks, oldest first, with a zero where nobody clicked. */
  weeks: ReferralClickWeek[];
  totalClicks: number;
}

/**
 * Paid referred orders per click, as a percentage with one decimal; null before the first click.
 * Capped at 100: a code typed in by hand makes an order with no click, and a rate above 100% would
 * say nothing an affiliate could act on.
 */
export function conversionPercent(paidOrders: number, clicks: number): number | null {
  if (clicks <= 0) return null;
  return Math.min(100, Math.round((paidOrders / clicks) * 1000) / 10);
}

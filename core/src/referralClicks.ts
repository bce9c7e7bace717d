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

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) of the week the moment `atMs` (epoch milliseconds) falls in. */
export function weekStartOf(atMs: number): string {
  const at = new Date(atMs);
  const day = (at.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) - day * DAY_MS);
  return monday.toISOString().slice(0, 10);
}

/** The starts of the `count` weeks up to and including the one `nowMs` falls in, oldest first. */
export function recentWeekStarts(nowMs: number, count: number): string[] {
  const current = Date.parse(`${weekStartOf(nowMs)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(current - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
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

import { poundsToPence } from './pricing.ts';
import { recentWeekStarts, weekStartOf } from './weeks.ts';

/** One week of the shop's takings, as the staff dashboard charts them. */
export interface SalesWeek {
  /** The Monday the week starts on, `YYYY-MM-DD`. */
  weekStart: string;
  paidOrders: number;
  /** What customers paid that week, before refunds. */
  revenuePence: number;
  /** Refunds that went through that week, whichever week the order was paid in. */
  refundedPence: number;
}

export interface SoldOrder {
  paidAt: string | null;
  amountPounds: number;
  refunds?: readonly { amountPence: number; status: string; settledAt: string | null }[];
}

/** The recent weeks' paid orders, revenue and refunds, oldest first, with empty weeks as zeros. */
export function salesByWeek(orders: readonly SoldOrder[], nowMs: number, weeks: number): SalesWeek[] {
  const table = new Map(
    recentWeekStarts(nowMs, weeks).map((weekStart) => [
      weekStart,
      { weekStart, paidOrders: 0, revenuePence: 0, refundedPence: 0 },
    ]),
  );
  const weekOf = (iso: string) => table.get(weekStartOf(Date.parse(iso)));
  for (const order of orders) {
    const paidWeek = order.paidAt ? weekOf(order.paidAt) : undefined;
    if (paidWeek) {
      paidWeek.paidOrders += 1;
      paidWeek.revenuePence += poundsToPence(order.amountPounds);
    }
    for (const refund of order.refunds ?? []) {
      const refundWeek = refund.status === 'succeeded' && refund.settledAt ? weekOf(refund.settledAt) : undefined;
      if (refundWeek) refundWeek.refundedPence += refund.amountPence;
    }
  }
  return [...table.values()];
}

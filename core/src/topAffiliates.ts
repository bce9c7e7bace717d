/** An affiliate's earnings over a period, as the staff dashboard ranks them. */
export interface RankedAffiliate {
  affiliateId: string;
  /** Referred orders paid in the period whose commission stands (not rejected, voided or refunded away). */
  paidOrders: number;
  /** What those commissions are worth now, held, due or paid out. */
  commissionPence: number;
}

export interface TopAffiliate extends RankedAffiliate {
  fullName: string;
}

/** A booked commission as the ranking reads it. */
export interface RankedCommission {
  affiliateId: string;
  commissionPence: number;
  status: string;
}

/** How many affiliates the dashboard ranks. */
export const TOP_AFFILIATES = 5;

/**
 * The affiliates who earned most from the given commissions (those booked in the period): most
 * commission first, then most orders; a rejected commission earns nothing and counts no order.
 */
export function rankAffiliates(commissions: readonly RankedCommission[], limit = TOP_AFFILIATES): RankedAffiliate[] {
  const byAffiliate = new Map<string, RankedAffiliate>();
  for (const { affiliateId, commissionPence, status } of commissions) {
    if (status === 'rejected') continue;
    const row = byAffiliate.get(affiliateId) ?? { affiliateId, paidOrders: 0, commissionPence: 0 };
    row.paidOrders += 1;
    row.commissionPence += commissionPence;
    byAffiliate.set(affiliateId, row);
  }
  return [...byAffiliate.values()]
    .sort(
      (a, b) =>
        b.commissionPence - a.commissionPence || b.paidOrders - a.paidOrders || a.affiliateId.localeCompare(b.affiliateId),
    )
    .slice(0, limit);
}

/** How much of what was paid has come back to the customer. */
export type RefundState = 'none' | 'partial' | 'full';

export function refundState(paidPence: number, refundedPence: number): RefundState {
  if (refundedPence <= 0) return 'none';
  return refundedPence >= paidPence ? 'full' : 'partial';
}

/**
 * A referral commission is a share of what the customer kept paying: after refunds it is the rate
 * applied to what was paid less what was refunded, in whole pence.
 */
export function commissionAfterRefunds(paidPence: number, refundedPence: number, ratePercent: number): number {
  return Math.round((Math.max(0, paidPence - refundedPence) * ratePercent) / 100);
}

import { voidedCommission } from '@storysong/core';
import type { TransactionOps } from '../../ports/documents/port.ts';
import { AFFILIATES, type AffiliateRecord, REFERRAL_TRANSACTIONS, type TransactionRecord } from '../affiliates/exports.ts';

/**
 * Voids the commission an order booked, inside the caller's transaction. Reads now (Firestore
 * wants every read before the first write) and returns the writes to make: the commission becomes
 * rejected, and one already approved comes off the affiliate's earnings it was added to.
 */
export async function voidOrderCommission(
  tx: TransactionOps,
  orderId: string,
): Promise<(decision: { decidedAt: string; decidedBy: string | null }) => void> {
  const booked = await tx.query<TransactionRecord>(REFERRAL_TRANSACTIONS, {
    where: [{ field: 'orderId', op: '==', value: orderId }],
  });
  const voided = booked.flatMap((doc) => {
    const status = voidedCommission(doc.data.status);
    return status ? [{ doc, status }] : [];
  });
  // An approved commission was added to its affiliate's earnings; voiding it takes it off again.
  const earnings = new Map<string, number>();
  for (const { doc } of voided.filter(({ doc }) => doc.data.status === 'approved')) {
    const { affiliateId, commissionPence } = doc.data;
    const current =
      earnings.get(affiliateId) ?? (await tx.get<AffiliateRecord>(AFFILIATES, affiliateId))?.data.earningsTotalPence;
    if (current !== undefined) earnings.set(affiliateId, current - commissionPence);
  }
  return (decision) => {
    for (const { doc, status } of voided) tx.update(REFERRAL_TRANSACTIONS, doc.id, { status, ...decision });
    for (const [affiliateId, earningsTotalPence] of earnings) tx.update(AFFILIATES, affiliateId, { earningsTotalPence });
  };
}

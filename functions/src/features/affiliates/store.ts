import type { ReferralTransaction } from '@storysong/core';
import type { Services } from '../../services.ts';
import { REFERRAL_TRANSACTIONS, type TransactionRecord, toTransaction } from './records.ts';

/** An affiliate's transactions, newest first. */
export async function transactionsOf(services: Services, affiliateId: string): Promise<ReferralTransaction[]> {
  const docs = await services.documents.query<TransactionRecord>(REFERRAL_TRANSACTIONS, {
    where: [{ field: 'affiliateId', op: '==', value: affiliateId }],
    orderBy: [{ field: 'transactionDate', direction: 'desc' }],
  });
  return docs.map(toTransaction);
}

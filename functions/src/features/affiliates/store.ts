import {
  LIMITS,
  MESSAGES,
  type ReferralTransaction,
  type TransactionPage,
  type TransactionPageQuery,
  type TransactionStatus,
} from '@storysong/core';
import { HttpError } from '../../platform/errors.ts';
import type { Filter, Query } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { forAffiliate, REFERRAL_TRANSACTIONS, type TransactionRecord, toTransaction } from './records.ts';

const NEWEST_FIRST: NonNullable<Query['orderBy']> = [{ field: 'transactionDate', direction: 'desc' }];

const ofAffiliate = (affiliateId: string, status?: TransactionStatus): Filter[] => [
  { field: 'affiliateId', op: '==', value: affiliateId },
  ...(status ? [{ field: 'status', op: '==' as const, value: status }] : []),
];

/** An affiliate's transactions, newest first, optionally of one status. */
export async function transactionsOf(
  services: Services,
  affiliateId: string,
  status?: TransactionStatus,
): Promise<ReferralTransaction[]> {
  const docs = await services.documents.query<TransactionRecord>(REFERRAL_TRANSACTIONS, {
    where: ofAffiliate(affiliateId, status),
    orderBy: NEWEST_FIRST,
  });
  return docs.map(toTransaction);
}

/**
 * One page of an affiliate's own commissions as they see them (customers masked), read after the
 * cursor rather than by skipping, so a page costs its own reads. The cursor must be one of their
 * own commissions: another's would tell them where it sorts.
 */
export async function transactionPageOf(
  services: Services,
  affiliateId: string,
  { status, after }: TransactionPageQuery,
): Promise<TransactionPage> {
  const { documents } = services;
  const pageSize = LIMITS.transactionsPerPage;
  const where = ofAffiliate(affiliateId, status);
  const cursor = after ? await documents.get<TransactionRecord>(REFERRAL_TRANSACTIONS, after) : undefined;
  if (after && cursor?.data.affiliateId !== affiliateId) {
    throw new HttpError(400, 'validation_failed', MESSAGES.invalidInput, { after: MESSAGES.invalidInput });
  }
  const [total, docs] = await Promise.all([
    documents.count(REFERRAL_TRANSACTIONS, { where }),
    // One more than a page says whether another follows.
    documents.query<TransactionRecord>(REFERRAL_TRANSACTIONS, {
      where,
      orderBy: NEWEST_FIRST,
      limit: pageSize + 1,
      startAfter: cursor ?? undefined,
    }),
  ]);
  const items = docs.slice(0, pageSize).map((doc) => forAffiliate(toTransaction(doc)));
  return { items, total, pageSize, next: docs.length > pageSize ? (items.at(-1)?.id ?? null) : null };
}

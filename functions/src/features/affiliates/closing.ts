import { type AccountClosed, type AccountCloseInput, type LedgerTotals, MESSAGES } from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { Doc, TransactionOps } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { ledgerOf } from './ledger.ts';
import { confirmPassword } from './payment-details.ts';
import {
  AFFILIATE_EMAILS,
  AFFILIATES,
  type AffiliateRecord,
  PAYOUTS,
  type PayoutRecord,
  REFERRAL_CODES,
  REFERRAL_TRANSACTIONS,
  type TransactionRecord,
} from './records.ts';

/** Why a closing account's commissions still in their holding period were given up (docs/product-rules.md). */
export const FORFEITED_ON_CLOSING = 'Forfeited: the affiliate closed their account during its holding period';

/** What a closed account is still owed: what a payout has yet to pay, and commissions a dispute holds. */
export const owedOn = (totals: LedgerTotals): number => Math.max(0, totals.duePence) + totals.inPayoutPence + totals.pendingPence;

/**
 * What is left of a closed account once nothing is owed: its ledger figures under its id, which
 * names no one once the Auth account, the email's and the code's rows, and these fields are gone.
 */
const ERASED: Partial<AffiliateRecord> = {
  fullName: '',
  email: '',
  referralCode: '',
  paymentDetailsMasked: null,
  paymentDetailsSealed: null,
};

/** The payout batches that name the affiliate, read in the transaction's reads phase. */
export function batchesNaming(tx: TransactionOps, affiliateId: string): Promise<Doc<PayoutRecord>[]> {
  return tx.query<PayoutRecord>(PAYOUTS, { where: [{ field: 'affiliateIds', op: 'array-contains', value: affiliateId }] });
}

/**
 * Erases a closed account's personal fields, and its name and email from the batches that paid
 * it (which keep the amount and the masked details: the accounting record of where money went).
 * `items` holds the items of batches this transaction writes already, and takes the erased ones.
 */
export function eraseAccount(
  tx: TransactionOps,
  affiliateId: string,
  batches: readonly Doc<PayoutRecord>[],
  items: Map<string, PayoutRecord['items']> = new Map(),
): void {
  tx.update(AFFILIATES, affiliateId, ERASED);
  for (const batch of batches) {
    const erased = (items.get(batch.id) ?? batch.data.items).map((item) =>
      item.affiliateId === affiliateId ? { ...item, fullName: '', email: '' } : item,
    );
    items.set(batch.id, erased);
    tx.update(PAYOUTS, batch.id, { items: erased });
  }
}

/**
 * Closes the affiliate's account at their request, confirmed with their password. Commissions still
 * in their holding period are forfeited; what is due (any amount, the minimum no longer applies)
 * or already in a batch is paid by the next payouts, after which their details are erased (see
 * `markPaid`); with nothing owed they are erased now. The code stops working, the email may
 * register afresh, and the Auth account is deleted, which ends every session.
 */
export async function closeAccount(services: Services, uid: string, { password }: AccountCloseInput): Promise<AccountClosed> {
  await confirmPassword(services, uid, password, MESSAGES.closePasswordIncorrect);
  return closeAffiliate(services, uid, 'affiliate');
}

/**
 * Closes an account as `closeAccount` describes, without the password: the affiliate's own request
 * once confirmed, or staff meeting an erasure request (the Privacy page).
 */
export async function closeAffiliate(services: Services, uid: string, by: 'affiliate' | 'staff'): Promise<AccountClosed> {
  const now = isoNow(services.clock);
  const closed = await services.documents.transaction(async (tx) => {
    const affiliate = await tx.get<AffiliateRecord>(AFFILIATES, uid);
    if (!affiliate || affiliate.data.status === 'closed') throw notFound(MESSAGES.affiliateNotFound);
    const pending = (
      await tx.query<TransactionRecord>(REFERRAL_TRANSACTIONS, {
        where: [
          { field: 'affiliateId', op: '==', value: uid },
          { field: 'status', op: '==', value: 'pending' },
        ],
      })
    ).filter((doc) => !doc.data.held);
    const batches = await batchesNaming(tx, uid);

    const ledger = ledgerOf(tx, affiliate, now);
    let forfeitedPence = 0;
    for (const doc of pending) {
      forfeitedPence += doc.data.commissionPence;
      tx.update(REFERRAL_TRANSACTIONS, doc.id, {
        status: 'rejected',
        decidedAt: now,
        decidedBy: null,
        rejectionReason: FORFEITED_ON_CLOSING,
      });
      ledger.append({
        kind: 'forfeited',
        transactionId: doc.id,
        reason: FORFEITED_ON_CLOSING,
        pendingPence: -doc.data.commissionPence,
      });
    }
    tx.update(AFFILIATES, uid, { status: 'closed', closedAt: now });
    tx.delete(AFFILIATE_EMAILS, affiliate.data.email);
    tx.delete(REFERRAL_CODES, affiliate.data.referralCode);
    const owedPence = owedOn(ledger.totals);
    if (owedPence === 0) eraseAccount(tx, uid, batches);
    return { closed: true as const, owedPence, forfeitedPence };
  });
  // Deleting the Auth account ends every session; should it fail, the account is closed all the same (the API refuses it).
  await services.identity.deleteUser(uid).catch((error: Error) => {
    services.log.error('affiliate_auth_delete_failed', { uid, message: error.message });
  });
  services.log.info('affiliate_account_closed', { uid, by, owedPence: closed.owedPence, forfeitedPence: closed.forfeitedPence });
  return closed;
}

import {
  type AffiliateStatus,
  type AffiliateView,
  commissionDueAt,
  EMPTY_LEDGER,
  type LedgerTotals,
  maskEmail,
  type PaymentDetails,
  type PayoutItem,
  type PayoutStatus,
  type ReferralTransaction,
  type TransactionStatus,
} from '@storysong/core';
import type { Doc } from '../../ports/documents/port.ts';

export const AFFILIATES = 'affiliates';
export const AFFILIATE_EMAILS = 'affiliate_emails';
export const REFERRAL_CODES = 'referral_codes';
export const REFERRAL_TRANSACTIONS = 'referral_transactions';

/** An affiliate as stored (docs/data-model.md `affiliates`); the id is the Firebase uid. */
export interface AffiliateRecord extends Record<string, unknown> {
  fullName: string;
  email: string;
  referralCode: string;
  status: AffiliateStatus;
  commissionRate: number;
  /** What the ledger adds up to (due + in payout + paid), kept with the totals in each ledger write. */
  earningsTotalPence: number;
  /** The sums of the affiliate's commission ledger; absent until its first entry. */
  ledger?: LedgerTotals;
  paymentMethod: PaymentDetails['method'];
  /** What screens and emails show; null once a closed account's details are erased. */
  paymentDetailsMasked: PaymentDetails | null;
  /** The details whole, sealed (sealed-payment-details.ts); null once erased. */
  paymentDetailsSealed: string | null;
  /** When the affiliate closed their account; personal fields are erased then, or once a payout has paid what was still owed. */
  closedAt?: string;
  /** When the affiliate last changed them: the next payout waits `LIMITS.payoutHoldAfterDetailsChangeMs` after it. */
  paymentDetailsChangedAt?: string;
  createdAt: string;
  /** The site language they registered in, for their emails; absent on accounts made before it was kept. */
  siteLanguage?: string;
}

export const PAYOUTS = 'payouts';

/**
 * A line of a stored batch: the masked details it shows, and until the batch is paid the
 * affiliate's sealed details as they were when it was made, which the payout files open.
 */
export interface StoredPayoutItem extends PayoutItem {
  paymentDetailsSealed: string | null;
}

/** A payout batch as stored; `affiliateIds` lets an affiliate's own payouts be found. */
export interface PayoutRecord extends Record<string, unknown> {
  status: PayoutStatus;
  totalPence: number;
  items: StoredPayoutItem[];
  affiliateIds: string[];
  createdAt: string;
  createdBy: string;
  paidAt: string | null;
  paidBy: string | null;
}

/** `referral_codes/{CODE}`: the unique code's owner. */
export interface ReferralCodeRecord extends Record<string, unknown> {
  affiliateId: string;
}

export interface TransactionRecord extends Record<string, unknown> {
  affiliateId: string;
  orderId: string;
  customerEmail: string;
  commissionPence: number;
  /** The affiliate's rate when it was booked, which refunds recalculate it at; absent on older ones. */
  commissionRate?: number;
  status: TransactionStatus;
  transactionDate: string;
  /**
   * When the holding period in force at booking ends; absent on commissions booked before due
   * dates were stored, which are held for the default period.
   */
  dueAt?: string;
  /** When and by whom it was approved or rejected; kept when it is paid out. */
  decidedAt: string | null;
  decidedBy: string | null;
  /** When and by whom the payout that took it was marked paid. */
  paidOutAt?: string | null;
  paidOutBy?: string | null;
  /** Why staff rejected it. */
  rejectionReason?: string;
  /** The payout batch that took it; absent until one does. */
  payoutId?: string | null;
  /** What voided it without a staff decision: a full refund (undone if that refund fails) or a lost dispute. */
  voidedFor?: 'refund' | 'dispute' | null;
  /**
   * Set while a dispute on the order's payment is open: not payable, and where it stood before. On a
   * commission already in a payout, its `restoredPence` is held (moved from due to pending).
   */
  held?: { from: 'pending' | 'due' } | null;
  /**
   * On a commission already in a payout: what refunds that failed afterwards gave back to it and no
   * payout has taken yet. It is due (pending while a dispute holds it); the next payout takes it.
   */
  restoredPence?: number;
}

export function toTransaction(doc: Doc<TransactionRecord>): ReferralTransaction {
  const { affiliateId, orderId, customerEmail, commissionPence, status, transactionDate } = doc.data;
  const dueAt = doc.data.dueAt ?? commissionDueAt(transactionDate);
  return { id: doc.id, affiliateId, orderId, customerEmail, commissionPence, status, transactionDate, dueAt };
}

/** What an affiliate sees of a referral: the customer's email masked, as public pages mask authors. */
export const forAffiliate = (transaction: ReferralTransaction): ReferralTransaction => ({
  ...transaction,
  customerEmail: maskEmail(transaction.customerEmail),
});

/** The affiliate with the figures the dashboard shows: money from their ledger, the count from their transactions. */
export function toAffiliateView(doc: Doc<AffiliateRecord>, transactions: readonly ReferralTransaction[]): AffiliateView {
  const a = doc.data;
  const totals = a.ledger ?? EMPTY_LEDGER;
  return {
    id: doc.id,
    fullName: a.fullName,
    email: a.email,
    referralCode: a.referralCode,
    status: a.status,
    commissionRate: a.commissionRate,
    earningsTotalPence: a.earningsTotalPence,
    pendingPence: totals.pendingPence,
    // What is in a batch not yet paid is still owed: it counts as due until the batch is paid.
    duePence: totals.duePence + totals.inPayoutPence,
    paidPence: totals.paidPence,
    referralCount: transactions.length,
    paymentMethod: a.paymentMethod,
    createdAt: a.createdAt,
  };
}

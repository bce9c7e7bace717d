import { randomBytes } from 'node:crypto';
import { addToLedger, EMPTY_LEDGER, earnedPence, type LedgerEntryKind, type LedgerTotals, sumLedger } from '@storysong/core';
import type { Doc, DocumentStore, TransactionOps } from '../../ports/documents/port.ts';
import { AFFILIATES, type AffiliateRecord } from './records.ts';

/** Append-only: entries are created, never updated or deleted. */
export const COMMISSION_LEDGER = 'commission_ledger';

export interface LedgerEntryRecord extends Record<string, unknown>, LedgerTotals {
  affiliateId: string;
  kind: LedgerEntryKind;
  /** The commission (its id is the order's) the entry is about; null for a payout's own entries. */
  transactionId: string | null;
  payoutId: string | null;
  reason: string | null;
  /** The staff uid behind the change; null when the system made it (a payment event, the holding period). */
  by: string | null;
  createdAt: string;
}

export interface LedgerChange extends Partial<LedgerTotals> {
  kind: LedgerEntryKind;
  transactionId?: string | null;
  payoutId?: string | null;
  reason?: string | null;
  by?: string | null;
}

/** One affiliate's ledger inside a transaction: each change is an entry, and the totals on the affiliate follow. */
export interface Ledger {
  readonly affiliateId: string;
  readonly totals: LedgerTotals;
  append(change: LedgerChange): void;
}

export const ledgerTotalsOf = (affiliate: AffiliateRecord): LedgerTotals => affiliate.ledger ?? EMPTY_LEDGER;

/**
 * The ledger of an affiliate already read in this transaction. Writes nothing until `append`,
 * so it can be opened in the reads phase (Firestore wants every read before the first write).
 */
export function ledgerOf(tx: TransactionOps, affiliate: Doc<AffiliateRecord>, now: string): Ledger {
  let totals = ledgerTotalsOf(affiliate.data);
  return {
    affiliateId: affiliate.id,
    get totals() {
      return totals;
    },
    append({ kind, transactionId = null, payoutId = null, reason = null, by = null, ...amounts }) {
      const change = addToLedger(EMPTY_LEDGER, amounts);
      const entry: LedgerEntryRecord = {
        affiliateId: affiliate.id,
        kind,
        transactionId,
        payoutId,
        reason,
        by,
        createdAt: now,
        ...change,
      };
      tx.create(COMMISSION_LEDGER, `le_${randomBytes(10).toString('hex')}`, entry);
      totals = addToLedger(totals, change);
      // The whole record, as read in this transaction, rather than an update: an update needs the
      // record to exist before the transaction, and seeding creates it in the same one.
      tx.set(AFFILIATES, affiliate.id, { ...affiliate.data, ledger: totals, earningsTotalPence: earnedPence(totals) });
    },
  };
}

/** Reads the affiliate, then opens their ledger; null when there is no such affiliate. */
export async function openLedger(tx: TransactionOps, affiliateId: string, now: string): Promise<Ledger | null> {
  const affiliate = await tx.get<AffiliateRecord>(AFFILIATES, affiliateId);
  return affiliate ? ledgerOf(tx, affiliate, now) : null;
}

export interface LedgerCheck {
  stored: LedgerTotals;
  recomputed: LedgerTotals;
  earningsTotalPence: number;
  matches: boolean;
}

/** Recomputes an affiliate's totals from every entry of their ledger and compares them with what is stored. */
export async function checkLedger(documents: DocumentStore, affiliateId: string): Promise<LedgerCheck | null> {
  const affiliate = await documents.get<AffiliateRecord>(AFFILIATES, affiliateId);
  if (!affiliate) return null;
  const entries = await documents.query<LedgerEntryRecord>(COMMISSION_LEDGER, {
    where: [{ field: 'affiliateId', op: '==', value: affiliateId }],
  });
  const recomputed = sumLedger(entries.map((entry) => entry.data));
  const stored = ledgerTotalsOf(affiliate.data);
  const same = (Object.keys(EMPTY_LEDGER) as (keyof LedgerTotals)[]).every((bucket) => stored[bucket] === recomputed[bucket]);
  return {
    stored,
    recomputed,
    earningsTotalPence: affiliate.data.earningsTotalPence,
    matches: same && affiliate.data.earningsTotalPence === earnedPence(recomputed),
  };
}

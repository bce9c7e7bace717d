/**
 * A referral commission's money, as an append-only ledger. Each entry moves an amount between the
 * buckets below (a booking adds to pending, maturing moves pending to due, a payout batch moves due
 * to in-payout, marking it paid moves that to paid); an affiliate's totals are the sums of them.
 */

import { z } from 'zod';
import { DAY_MS } from './durations.ts';
import { MESSAGES as M } from './messages.ts';

/**
 * How long a commission is held (refunds can still void it) before it becomes due for payout, until
 * staff set another period in Settings. A commission's due date is fixed when it is booked: a new
 * period applies to commissions booked after the change, never to those already promised a date.
 */
export const COMMISSION_HOLDING_DAYS = 30;
/** Stripe allows refunds for 180 days: holding a commission longer protects nothing more. */
export const MAX_COMMISSION_HOLDING_DAYS = 180;

/** The affiliate programme's settings staff edit: the same schema checks the form and the route. */
export const programmeSettingsSchema = z.object({
  holdingDays: z
    .number(M.holdingDaysRange)
    .int(M.holdingDaysRange)
    .min(0, M.holdingDaysRange)
    .max(MAX_COMMISSION_HOLDING_DAYS, M.holdingDaysRange),
});
export type ProgrammeSettings = z.infer<typeof programmeSettingsSchema>;
export const DEFAULT_PROGRAMME_SETTINGS: ProgrammeSettings = { holdingDays: COMMISSION_HOLDING_DAYS };

/** When a commission booked at `bookedAt` becomes due. */
export function commissionDueAt(bookedAt: string, holdingDays = COMMISSION_HOLDING_DAYS): string {
  return new Date(Date.parse(bookedAt) + holdingDays * DAY_MS).toISOString();
}

/** The latest booking time whose commission is due at `now`. */
export function maturedBefore(now: number, holdingDays = COMMISSION_HOLDING_DAYS): string {
  return new Date(now - holdingDays * DAY_MS).toISOString();
}

export const LEDGER_ENTRY_KINDS = [
  /** A referred order was paid. */
  'booked',
  /** A partial refund changed what the commission is worth. */
  'recalculated',
  /** A full refund or a cancelled order, before payout. */
  'voided',
  /** Staff rejected a pending commission. */
  'rejected',
  /** The holding period passed. */
  'matured',
  /** Staff released a pending commission before the holding period ended. */
  'approved',
  /** A payout batch took the affiliate's due balance. */
  'batched',
  /** The batch was paid. */
  'paid',
  /** A refund after the commission went into a payout: taken off what the next payout pays. */
  'clawback',
  /** A dispute opened on the order's payment: a due commission goes back to pending, not payable while it lasts. */
  'held',
  /** A dispute closed in our favour: a commission it held is due again. */
  'released',
  /** The affiliate closed their account while the commission was still in its holding period (docs/product-rules.md). */
  'forfeited',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export interface LedgerTotals {
  pendingPence: number;
  duePence: number;
  inPayoutPence: number;
  paidPence: number;
}

export const EMPTY_LEDGER: LedgerTotals = { pendingPence: 0, duePence: 0, inPayoutPence: 0, paidPence: 0 };

const BUCKETS = Object.keys(EMPTY_LEDGER) as (keyof LedgerTotals)[];

export function addToLedger(totals: LedgerTotals, change: Partial<LedgerTotals>): LedgerTotals {
  const next = { ...totals };
  for (const bucket of BUCKETS) next[bucket] += change[bucket] ?? 0;
  return next;
}

/** The totals a list of entries adds up to: what the stored totals must equal. */
export const sumLedger = (entries: readonly Partial<LedgerTotals>[]): LedgerTotals => entries.reduce(addToLedger, EMPTY_LEDGER);

/** What the affiliate has earned: everything past its holding period, paid or not, less clawbacks. */
export const earnedPence = (totals: LedgerTotals): number => totals.duePence + totals.inPayoutPence + totals.paidPence;

import { commissionAfterRefunds, commissionDueAt, maturedBefore } from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import type { Doc, TransactionOps } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { dispatchQueued } from '../mail/exports.ts';
import { type Ledger, ledgerOf, openLedger } from './ledger.ts';
import { queueAffiliateNotice } from './notices.ts';
import { AFFILIATES, type AffiliateRecord, REFERRAL_TRANSACTIONS, type TransactionRecord } from './records.ts';

/** A commission's money moves, each written with its ledger entry in the caller's transaction. */

/** Where a commission's amount sits in the ledger while it has this status. */
function bucketOf(record: TransactionRecord): 'pendingPence' | 'duePence' | null {
  if (record.status === 'pending') return 'pendingPence';
  if (record.status === 'approved' && !record.payoutId) return 'duePence';
  return null;
}

/** A commission a payout batch has taken (paid or about to be): its money has left the ledger's pending and due. */
const inPayout = (record: TransactionRecord) =>
  record.status === 'paid_out' || (record.status === 'approved' && Boolean(record.payoutId));

/** Books a referred order's commission as pending. Call after every read of the transaction. */
export function bookCommission(tx: TransactionOps, affiliate: Doc<AffiliateRecord>, record: TransactionRecord, now: string) {
  tx.create(REFERRAL_TRANSACTIONS, record.orderId, record);
  ledgerOf(tx, affiliate, now).append({ kind: 'booked', transactionId: record.orderId, pendingPence: record.commissionPence });
}

/**
 * Voids the commission an order booked (a cancelled order), inside the caller's transaction. Reads
 * now and returns the writes to make: a pending or due commission becomes rejected and leaves the
 * ledger. One already in a payout is money that has left: cancelling is not a refund, so it stays.
 */
export async function voidOrderCommission(
  tx: TransactionOps,
  orderId: string,
  now: string,
): Promise<(decision: { decidedBy: string | null }) => void> {
  const booked = await tx.get<TransactionRecord>(REFERRAL_TRANSACTIONS, orderId);
  const bucket = booked ? bucketOf(booked.data) : null;
  const ledger = booked && bucket ? await openLedger(tx, booked.data.affiliateId, now) : null;
  return ({ decidedBy }) => {
    if (!booked || !bucket) return;
    tx.update(REFERRAL_TRANSACTIONS, orderId, { status: 'rejected', decidedAt: now, decidedBy });
    ledger?.append({ kind: 'voided', transactionId: orderId, by: decidedBy, [bucket]: -booked.data.commissionPence });
  };
}

/**
 * The commission after the money the customer kept changes: a share of what was paid less what
 * came back (refunds settled, or everything when a dispute was lost), at the rate it was booked at.
 * Before payout, all of it back voids the commission and part recalculates it; once it is in a
 * payout batch (paid or about to be), the difference is clawed back from what is due, which the
 * next payout deducts. A refund that fails afterwards (money back with us) raises it again, and
 * restores one a full refund had voided (held, when `disputeOpen`). Reads now; returns the writes, or
 * null when nothing changes.
 */
export async function refundCommission(
  tx: TransactionOps,
  orderId: string,
  paidPence: number,
  refundedPence: number,
  now: string,
  cause: 'refund' | 'dispute' = 'refund',
  disputeOpen = false,
): Promise<(() => void) | null> {
  const booked = await tx.get<TransactionRecord>(REFERRAL_TRANSACTIONS, orderId);
  if (!booked) return null;
  const affiliate = await tx.get<AffiliateRecord>(AFFILIATES, booked.data.affiliateId);
  if (!affiliate) return null;
  const ledger = ledgerOf(tx, affiliate, now);
  const record = booked.data;
  const full = refundedPence >= paidPence;
  const rate = record.commissionRate ?? affiliate.data.commissionRate;
  const worth = full ? 0 : commissionAfterRefunds(paidPence, refundedPence, rate);
  if (record.status === 'rejected') {
    // Only a commission a refund voided comes back, when that refund fails; staff's and disputes' stay.
    if (record.voidedFor !== 'refund' || worth === 0) return null;
    return () => {
      // Restored while a dispute is open, it is held as one opened on it now would be: never due before it closes.
      tx.update(REFERRAL_TRANSACTIONS, orderId, {
        status: 'pending',
        commissionPence: worth,
        voidedFor: null,
        decidedAt: null,
        held: disputeOpen ? { from: 'pending' } : null,
      });
      ledger.append({ kind: 'recalculated', transactionId: orderId, pendingPence: worth });
    };
  }
  const change = worth - record.commissionPence;
  if (change === 0) return null;
  const bucket = bucketOf(record);
  // In a payout (no bucket left): held while the order's dispute is open; a lost one ends the hold.
  if (!bucket) return payoutAdjustment(tx, ledger, booked, worth, cause === 'refund' && (disputeOpen || Boolean(record.held)));
  return () => {
    if (full) {
      tx.update(REFERRAL_TRANSACTIONS, orderId, {
        status: 'rejected',
        decidedAt: now,
        decidedBy: null,
        voidedFor: cause,
        held: null,
      });
      ledger.append({ kind: 'voided', transactionId: orderId, [bucket]: change });
    } else {
      tx.update(REFERRAL_TRANSACTIONS, orderId, { commissionPence: worth });
      ledger.append({ kind: 'recalculated', transactionId: orderId, [bucket]: change });
    }
  };
}

/**
 * A refund or a lost dispute changes a commission a payout has already taken. A cut comes first out
 * of what failed refunds gave back since the payout (`restoredPence`, which no payout has taken), and
 * the rest is clawed back from what is due; a raise (a refund that failed) is owed on top of the
 * payout, in `restoredPence`. That part is due, or pending while a dispute holds the commission
 * (`heldAfter`), so it is never payable while the dispute is open.
 */
function payoutAdjustment(tx: TransactionOps, ledger: Ledger, booked: Doc<TransactionRecord>, worth: number, heldAfter: boolean) {
  const record = booked.data;
  const change = worth - record.commissionPence;
  const restored = record.restoredPence ?? 0;
  const wasHeld = Boolean(record.held);
  const fromRestored = change > 0 ? change : -Math.min(restored, -change);
  const restoredAfter = restored + fromRestored;
  const clawedBack = change - fromRestored;
  return () => {
    tx.update(REFERRAL_TRANSACTIONS, booked.id, {
      commissionPence: worth,
      restoredPence: restoredAfter,
      held: heldAfter ? { from: 'due' } : null,
    });
    ledger.append({
      kind: 'clawback',
      transactionId: booked.id,
      payoutId: record.payoutId ?? null,
      pendingPence: (heldAfter ? restoredAfter : 0) - (wasHeld ? restored : 0),
      duePence: (heldAfter ? 0 : restoredAfter) - (wasHeld ? 0 : restored) + clawedBack,
    });
  };
}

/**
 * A dispute opened on the order's payment holds its commission: one pending stays pending past its
 * due date, one due goes back to pending, so no payout takes it while the dispute lasts. One already
 * in a payout has left (a lost dispute claws it back), but what failed refunds gave back to it since
 * (`restoredPence`, due) goes back to pending too. Reads now; returns the writes, or null.
 */
export async function holdCommission(tx: TransactionOps, orderId: string, now: string): Promise<(() => void) | null> {
  const booked = await tx.get<TransactionRecord>(REFERRAL_TRANSACTIONS, orderId);
  if (!booked || booked.data.held) return null;
  const batched = inPayout(booked.data);
  const bucket = batched ? null : bucketOf(booked.data);
  if (!bucket && !batched) return null;
  const amount = batched ? (booked.data.restoredPence ?? 0) : booked.data.commissionPence;
  const ledger = bucket !== 'pendingPence' && amount > 0 ? await openLedger(tx, booked.data.affiliateId, now) : null;
  return () => {
    if (bucket === 'pendingPence') return tx.update(REFERRAL_TRANSACTIONS, orderId, { held: { from: 'pending' } });
    // One in a payout keeps its status: only what it is still owed waits in pending.
    tx.update(REFERRAL_TRANSACTIONS, orderId, batched ? { held: { from: 'due' } } : { status: 'pending', held: { from: 'due' } });
    ledger?.append({ kind: 'held', transactionId: orderId, duePence: -amount, pendingPence: amount });
  };
}

/**
 * A dispute closed in our favour releases what it held: back to due if it was due, else pending as
 * before; on a commission in a payout, what failed refunds gave back to it is due again.
 */
export async function releaseCommission(tx: TransactionOps, orderId: string, now: string): Promise<(() => void) | null> {
  const booked = await tx.get<TransactionRecord>(REFERRAL_TRANSACTIONS, orderId);
  const batched = booked ? inPayout(booked.data) : false;
  const held = booked?.data.status === 'pending' || batched ? (booked?.data.held ?? null) : null;
  if (!booked || !held) return null;
  const amount = batched ? (booked.data.restoredPence ?? 0) : booked.data.commissionPence;
  const ledger = held.from === 'due' && amount > 0 ? await openLedger(tx, booked.data.affiliateId, now) : null;
  return () => {
    if (held.from === 'pending') return tx.update(REFERRAL_TRANSACTIONS, orderId, { held: null });
    tx.update(REFERRAL_TRANSACTIONS, orderId, batched ? { held: null } : { status: 'approved', held: null });
    ledger?.append({ kind: 'released', transactionId: orderId, pendingPence: -amount, duePence: amount });
  };
}

/** Staff decide on a pending commission: release it early, or reject it with a reason. */
export function decideCommission(
  tx: TransactionOps,
  ledger: Ledger,
  doc: Doc<TransactionRecord>,
  decision: { action: 'approve' } | { action: 'reject'; reason: string },
  staff: string,
  now: string,
): TransactionRecord {
  const amount = doc.data.commissionPence;
  const patch =
    decision.action === 'approve'
      ? { status: 'approved' as const, decidedAt: now, decidedBy: staff }
      : { status: 'rejected' as const, decidedAt: now, decidedBy: staff, rejectionReason: decision.reason };
  tx.update(REFERRAL_TRANSACTIONS, doc.id, patch);
  if (decision.action === 'approve') {
    ledger.append({ kind: 'approved', transactionId: doc.id, by: staff, pendingPence: -amount, duePence: amount });
  } else {
    ledger.append({ kind: 'rejected', transactionId: doc.id, by: staff, reason: decision.reason, pendingPence: -amount });
  }
  return { ...doc.data, ...patch };
}

/** How many commissions one run matures per page; the run goes on until none is left. */
const MATURE_PAGE = 100;

/** When a commission becomes due: its stored date, or for one booked before dates were stored, the default period. */
const dueAtOf = (record: TransactionRecord) => record.dueAt ?? commissionDueAt(record.transactionDate);

/**
 * Pending commissions whose due date has passed: by the date stored at booking, and those booked
 * before due dates were stored (no `dueAt`; a store cannot query for a missing field) by booking date.
 */
async function pendingDue(services: Services, now: string, after: Doc<TransactionRecord> | undefined) {
  const page = await services.documents.query<TransactionRecord>(REFERRAL_TRANSACTIONS, {
    where: [
      { field: 'status', op: '==', value: 'pending' },
      { field: 'dueAt', op: '<=', value: now },
    ],
    orderBy: [{ field: 'dueAt', direction: 'asc' }],
    limit: MATURE_PAGE,
  });
  const undated = await services.documents.query<TransactionRecord>(REFERRAL_TRANSACTIONS, {
    where: [
      { field: 'status', op: '==', value: 'pending' },
      { field: 'transactionDate', op: '<=', value: maturedBefore(Date.parse(now)) },
    ],
    orderBy: [{ field: 'transactionDate', direction: 'desc' }],
    limit: MATURE_PAGE,
    ...(after && { startAfter: after }),
  });
  return { dated: page, undated, undatedDue: undated.filter((doc) => doc.data.dueAt === undefined) };
}

/**
 * Every pending commission whose holding period has passed becomes due, each in its own
 * transaction that reads its status again, so a run racing a refund or a staff decision (or
 * another run) moves it at most once, and tells its affiliate it is approved. The scheduled function
 * and the local server's timer run it.
 */
export async function matureCommissions(services: Services): Promise<number> {
  let matured = 0;
  let undatedAfter: Doc<TransactionRecord> | undefined;
  for (;;) {
    const now = isoNow(services.clock);
    const { dated, undated, undatedDue } = await pendingDue(services, now, undatedAfter);
    let moved = 0;
    for (const { id } of [...dated, ...undatedDue]) {
      const mail = await services.documents.transaction(async (tx) => {
        const doc = await tx.get<TransactionRecord>(REFERRAL_TRANSACTIONS, id);
        // A commission a dispute holds waits for the dispute to close.
        if (doc?.data.status !== 'pending' || doc.data.held || dueAtOf(doc.data) > now) return false;
        const affiliate = await tx.get<AffiliateRecord>(AFFILIATES, doc.data.affiliateId);
        tx.update(REFERRAL_TRANSACTIONS, id, { status: 'approved', decidedAt: now, decidedBy: null });
        if (!affiliate) return null;
        ledgerOf(tx, affiliate, now).append({
          kind: 'matured',
          transactionId: id,
          pendingPence: -doc.data.commissionPence,
          duePence: doc.data.commissionPence,
        });
        return queueAffiliateNotice(services, tx, affiliate, 'commissionApproved', doc.data.commissionPence);
      });
      if (mail === false) continue;
      moved += 1;
      if (mail) dispatchQueued(services, [mail]);
    }
    matured += moved;
    // Dated ones leave the query as they move; undated ones are paged past, as most of what that query finds is dated.
    undatedAfter = undated.length === MATURE_PAGE ? undated.at(-1) : undatedAfter;
    const more = (dated.length === MATURE_PAGE && moved > 0) || undated.length === MATURE_PAGE;
    // A page none of which moved (each changed under us) ends the run rather than reading it again.
    if (!more) return matured;
  }
}

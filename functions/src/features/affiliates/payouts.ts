import { randomBytes } from 'node:crypto';
import {
  type AffiliatePayout,
  type AffiliatePayouts,
  type DueAffiliate,
  EMPTY_LEDGER,
  id,
  MESSAGES,
  MIN_PAYOUT_PENCE,
  manualPayoutsCsv,
  type PayoutBatch,
  payoutHeldUntil,
  paypalMassPayCsv,
} from '@storysong/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { principalOf, requireAdmin, requireRecentFactor } from '../../platform/auth.ts';
import { isoNow } from '../../platform/clock.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { parse } from '../../platform/request.ts';
import type { Doc } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { auditLog } from '../audit/exports.ts';
import { dispatchQueued, type QueuedMail } from '../mail/exports.ts';
import { batchesNaming, eraseAccount, owedOn } from './closing.ts';
import { ledgerOf, ledgerTotalsOf } from './ledger.ts';
import { queueAffiliateNotice } from './notices.ts';
import { programmeSettings } from './programme-settings.ts';
import {
  AFFILIATES,
  type AffiliateRecord,
  PAYOUTS,
  type PayoutRecord,
  REFERRAL_TRANSACTIONS,
  type StoredPayoutItem,
  type TransactionRecord,
} from './records.ts';
import { openPaymentDetails } from './sealed-payment-details.ts';

/** How many batches the Payouts page and an affiliate's history show, newest first. */
const HISTORY = 50;

const toBatch = ({ id: batchId, data }: Doc<PayoutRecord>): PayoutBatch => ({
  id: batchId,
  status: data.status,
  totalPence: data.totalPence,
  items: data.items.map(({ paymentDetailsSealed: _whole, ...item }) => item),
  createdAt: data.createdAt,
  createdBy: data.createdBy,
  paidAt: data.paidAt,
  paidBy: data.paidBy,
});

/** Whether a batch made at `now` pays the affiliate: enough is due (see below), their details are on file, and no change of them holds it. */
function payableAt(affiliate: AffiliateRecord, now: number): boolean {
  // A closed account is paid what is due whatever its size: no later commission will bring it to the minimum.
  const minimum = affiliate.status === 'closed' ? 1 : MIN_PAYOUT_PENCE;
  return (
    ledgerTotalsOf(affiliate).duePence >= minimum &&
    affiliate.paymentDetailsSealed !== null &&
    payoutHeldUntil(affiliate.paymentDetailsChangedAt, now) === null
  );
}

function toDueAffiliate({ id: affiliateId, data }: Doc<AffiliateRecord>, now: number): DueAffiliate {
  const totals = ledgerTotalsOf(data);
  return {
    affiliateId,
    fullName: data.fullName,
    email: data.email,
    paymentMethod: data.paymentMethod,
    pendingPence: totals.pendingPence,
    duePence: totals.duePence,
    inPayoutPence: totals.inPayoutPence,
    payable: payableAt(data, now),
    heldUntil: payoutHeldUntil(data.paymentDetailsChangedAt, now),
  };
}

const batchesQuery = { orderBy: [{ field: 'createdAt', direction: 'desc' as const }], limit: HISTORY };

/**
 * Creates a batch paying every affiliate whose due balance (commissions past their holding period,
 * less clawbacks) reaches the minimum, but for those who changed their payment details in the
 * last 48 hours (`payoutHeldUntil`): their turn comes in a later batch. In one transaction: each balance moves from due to in-payout
 * in the ledger and each due commission is tied to the batch (what a paid-out one was owed again is
 * taken with it), so a second batch made at the same time finds nothing left to take.
 */
async function createBatch(services: Services, staff: string): Promise<PayoutBatch> {
  const nowMs = services.clock.now();
  const now = new Date(nowMs).toISOString();
  const batchId = `po_${now.slice(0, 10).replaceAll('-', '')}_${randomBytes(4).toString('hex')}`;
  return services.documents.transaction(async (tx) => {
    const owed = (await tx.query<AffiliateRecord>(AFFILIATES)).filter((doc) => payableAt(doc.data, nowMs));
    // Each is read again by id: a document read that way is one the transaction conflicts on, on every store.
    const affiliates: Doc<AffiliateRecord>[] = [];
    for (const { id: affiliateId } of owed) {
      const doc = await tx.get<AffiliateRecord>(AFFILIATES, affiliateId);
      if (doc && payableAt(doc.data, nowMs)) affiliates.push(doc);
    }
    if (affiliates.length === 0) throw new HttpError(409, 'conflict', MESSAGES.payoutNothingDue);
    const paying = new Set(affiliates.map((doc) => doc.id));
    const due = (
      await tx.query<TransactionRecord>(REFERRAL_TRANSACTIONS, { where: [{ field: 'status', op: '==', value: 'approved' }] })
    ).filter((doc) => paying.has(doc.data.affiliateId) && !doc.data.payoutId);
    // What failed refunds gave back to commissions already paid out is in the due balance this takes,
    // unless a dispute holds it (then it is pending, and waits).
    const restored = (
      await tx.query<TransactionRecord>(REFERRAL_TRANSACTIONS, { where: [{ field: 'restoredPence', op: '>', value: 0 }] })
    ).filter((doc) => paying.has(doc.data.affiliateId) && !doc.data.held);

    const items: StoredPayoutItem[] = affiliates.flatMap(({ id: affiliateId, data }) =>
      data.paymentDetailsMasked
        ? [
            {
              affiliateId,
              fullName: data.fullName,
              email: data.email,
              amountPence: ledgerTotalsOf(data).duePence,
              paymentDetails: data.paymentDetailsMasked,
              paymentDetailsSealed: data.paymentDetailsSealed,
            },
          ]
        : [],
    );
    const record: PayoutRecord = {
      status: 'created',
      totalPence: items.reduce((sum, item) => sum + item.amountPence, 0),
      items,
      affiliateIds: items.map((item) => item.affiliateId),
      createdAt: now,
      createdBy: staff,
      paidAt: null,
      paidBy: null,
    };
    tx.create(PAYOUTS, batchId, record);
    for (const doc of due) tx.update(REFERRAL_TRANSACTIONS, doc.id, { payoutId: batchId });
    for (const doc of restored) tx.update(REFERRAL_TRANSACTIONS, doc.id, { restoredPence: 0 });
    for (const doc of affiliates) {
      const amount = ledgerTotalsOf(doc.data).duePence;
      ledgerOf(tx, doc, now).append({ kind: 'batched', payoutId: batchId, by: staff, duePence: -amount, inPayoutPence: amount });
    }
    return toBatch({ id: batchId, data: record, updateTime: '' });
  });
}

/**
 * Marks a batch paid, once: the status is read again in the transaction that writes it, so of two
 * staff marking it at once one succeeds and the other is told it is already paid. The batch's
 * money moves from in-payout to paid, its commissions become paid out, and each affiliate in it is
 * told what they were paid.
 */
async function markPaid(services: Services, batchId: string, staff: string): Promise<PayoutBatch> {
  const now = isoNow(services.clock);
  const mailIds: QueuedMail[] = [];
  const paid = await services.documents.transaction(async (tx) => {
    mailIds.length = 0;
    const batch = await tx.get<PayoutRecord>(PAYOUTS, batchId);
    if (!batch) throw notFound('Payout batch not found');
    if (batch.data.status === 'paid') throw new HttpError(409, 'conflict', MESSAGES.payoutAlreadyPaid);
    const commissions = await tx.query<TransactionRecord>(REFERRAL_TRANSACTIONS, {
      where: [{ field: 'payoutId', op: '==', value: batchId }],
    });
    const ledgers = new Map<string, ReturnType<typeof ledgerOf>>();
    const affiliates = new Map<string, Doc<AffiliateRecord>>();
    // A closed account this batch pays off is erased with it, in every batch that names it.
    const closedBatches = new Map<string, Doc<PayoutRecord>[]>();
    for (const item of batch.data.items) {
      const affiliate = await tx.get<AffiliateRecord>(AFFILIATES, item.affiliateId);
      if (!affiliate) continue;
      affiliates.set(item.affiliateId, affiliate);
      ledgers.set(item.affiliateId, ledgerOf(tx, affiliate, now));
      if (affiliate.data.status === 'closed') closedBatches.set(affiliate.id, await batchesNaming(tx, affiliate.id));
    }
    const patch = { status: 'paid' as const, paidAt: now, paidBy: staff };
    // Paid, the batch needs its affiliates' details whole no more: it keeps the masked copy alone.
    const items = batch.data.items.map((item) => ({ ...item, paymentDetailsSealed: null }));
    tx.update(PAYOUTS, batchId, { ...patch, items });
    const written = new Map([[batchId, items]]);
    for (const doc of commissions) {
      if (doc.data.status === 'approved')
        // The approver (decidedBy) stays: who paid it out is recorded beside it (issue 75 finding 8).
        tx.update(REFERRAL_TRANSACTIONS, doc.id, { status: 'paid_out', paidOutAt: now, paidOutBy: staff });
    }
    for (const item of batch.data.items) {
      ledgers.get(item.affiliateId)?.append({
        kind: 'paid',
        payoutId: batchId,
        by: staff,
        inPayoutPence: -item.amountPence,
        paidPence: item.amountPence,
      });
      const affiliate = affiliates.get(item.affiliateId);
      const closed = closedBatches.get(item.affiliateId);
      if (closed) {
        const totals = ledgers.get(item.affiliateId)?.totals;
        if (totals && owedOn(totals) === 0) eraseAccount(tx, item.affiliateId, closed, written);
      } else if (affiliate) mailIds.push(queueAffiliateNotice(services, tx, affiliate, 'commissionPaid', item.amountPence));
    }
    return toBatch({ ...batch, data: { ...batch.data, ...patch } });
  });
  dispatchQueued(services, mailIds);
  return paid;
}

/** PayPal's mass payment file, and the others' (bank transfer, Cash App) for a person to pay by hand. */
const PAYOUT_FILES = { paypal: paypalMassPayCsv, other: manualPayoutsCsv } as const;
const payoutFileSchema = z.enum(['paypal', 'other']);

/**
 * The batch with each affiliate's details whole, for the files that pay them: the one place
 * besides a staff reveal where they are opened. A paid batch keeps only the masked copy, so its
 * files say what was paid to which masked account.
 */
function payableBatch(services: Services, batch: Doc<PayoutRecord>): PayoutBatch {
  const items = batch.data.items.map(({ paymentDetailsSealed, ...item }) => ({
    ...item,
    paymentDetails: paymentDetailsSealed
      ? openPaymentDetails(services.config, item.affiliateId, paymentDetailsSealed)
      : item.paymentDetails,
  }));
  return { ...toBatch(batch), items };
}

/** /api/admin/payouts: what is due to whom, the batches, and making and paying a batch. */
export function adminPayoutRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const audit = auditLog(services);
  routes.use('*', requireAdmin);

  routes.get('/', async (c) => {
    const [affiliates, batches, { holdingDays }] = await Promise.all([
      services.documents.query<AffiliateRecord>(AFFILIATES),
      services.documents.query<PayoutRecord>(PAYOUTS, batchesQuery),
      programmeSettings(services.documents),
    ]);
    const now = services.clock.now();
    const owed = affiliates
      .map((doc) => toDueAffiliate(doc, now))
      .filter((a) => a.pendingPence !== 0 || a.duePence !== 0 || a.inPayoutPence !== 0)
      .sort((a, b) => b.duePence - a.duePence);
    return c.json({
      minimumPence: MIN_PAYOUT_PENCE,
      holdingDays,
      affiliates: owed,
      batches: batches.map(toBatch),
    });
  });

  routes.post('/', requireRecentFactor, async (c) => {
    const batch = await createBatch(services, principalOf(c).uid);
    await audit(c, {
      action: 'payout.create',
      target: { kind: 'payout', id: batch.id },
      detail: `${(batch.totalPence / 100).toFixed(2)} GBP`,
    });
    return c.json(batch, 201);
  });

  routes.get('/:id/files/:file', requireRecentFactor, async (c) => {
    const batchId = parse(id, c.req.param('id'));
    const file = parse(payoutFileSchema, c.req.param('file'));
    const batch = await services.documents.get<PayoutRecord>(PAYOUTS, batchId);
    if (!batch) throw notFound('Payout batch not found');
    services.log.info('payout_file_downloaded', { batchId, file, by: principalOf(c).uid });
    await audit(c, { action: 'payout.export', target: { kind: 'payout', id: batchId }, detail: file });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${batchId}-${file}.csv"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(`\uFEFF${PAYOUT_FILES[file](payableBatch(services, batch))}`);
  });

  routes.post('/:id/paid', requireRecentFactor, async (c) => {
    const batchId = parse(id, c.req.param('id'));
    const paid = await markPaid(services, batchId, principalOf(c).uid);
    await audit(c, { action: 'payout.paid', target: { kind: 'payout', id: batchId } });
    return c.json(paid);
  });

  return routes;
}

/** The signed-in affiliate's money by state, and the payouts that paid them. */
export async function payoutsOf(services: Services, affiliate: Doc<AffiliateRecord>): Promise<AffiliatePayouts> {
  const [batches, { holdingDays }] = await Promise.all([
    services.documents.query<PayoutRecord>(PAYOUTS, {
      where: [{ field: 'affiliateIds', op: 'array-contains', value: affiliate.id }],
      ...batchesQuery,
    }),
    programmeSettings(services.documents),
  ]);
  const payouts: AffiliatePayout[] = batches.flatMap(({ id: payoutId, data }) => {
    const item = data.items.find((i) => i.affiliateId === affiliate.id);
    return item
      ? [{ id: payoutId, amountPence: item.amountPence, status: data.status, createdAt: data.createdAt, paidAt: data.paidAt }]
      : [];
  });
  const totals = affiliate.data.ledger ?? EMPTY_LEDGER;
  return { minimumPence: MIN_PAYOUT_PENCE, holdingDays, ...totals, payouts };
}

import { randomBytes } from 'node:crypto';
import {
  type AffiliatePayout,
  type AffiliatePayouts,
  type DueAffiliate,
  EMPTY_LEDGER,
  id,
  MESSAGES,
  MIN_PAYOUT_PENCE,
  type PayoutBatch,
  type PayoutItem,
  type PayoutStatus,
} from '@storysong/core';
import { Hono } from 'hono';
import { principalOf, requireAdmin, requireRecentFactor } from '../../platform/auth.ts';
import { isoNow } from '../../platform/clock.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { parse } from '../../platform/request.ts';
import type { Doc } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { dispatchQueued, type QueuedMail } from '../mail/exports.ts';
import { ledgerOf, ledgerTotalsOf } from './ledger.ts';
import { queueAffiliateNotice } from './notices.ts';
import { programmeSettings } from './programme-settings.ts';
import { AFFILIATES, type AffiliateRecord, REFERRAL_TRANSACTIONS, type TransactionRecord } from './records.ts';

export const PAYOUTS = 'payouts';

/** A payout batch as stored; `affiliateIds` lets an affiliate's own payouts be found. */
export interface PayoutRecord extends Record<string, unknown> {
  status: PayoutStatus;
  totalPence: number;
  items: PayoutItem[];
  affiliateIds: string[];
  createdAt: string;
  createdBy: string;
  paidAt: string | null;
  paidBy: string | null;
}

/** How many batches the Payouts page and an affiliate's history show, newest first. */
const HISTORY = 50;

const toBatch = ({ id: batchId, data }: Doc<PayoutRecord>): PayoutBatch => ({
  id: batchId,
  status: data.status,
  totalPence: data.totalPence,
  items: data.items,
  createdAt: data.createdAt,
  createdBy: data.createdBy,
  paidAt: data.paidAt,
  paidBy: data.paidBy,
});

function toDueAffiliate({ id: affiliateId, data }: Doc<AffiliateRecord>): DueAffiliate {
  const totals = ledgerTotalsOf(data);
  return {
    affiliateId,
    fullName: data.fullName,
    email: data.email,
    paymentMethod: data.paymentDetails.method,
    pendingPence: totals.pendingPence,
    duePence: totals.duePence,
    inPayoutPence: totals.inPayoutPence,
    payable: totals.duePence >= MIN_PAYOUT_PENCE,
  };
}

const batchesQuery = { orderBy: [{ field: 'createdAt', direction: 'desc' as const }], limit: HISTORY };

/**
 * Creates a batch paying every affiliate whose due balance (commissions past their holding period,
 * less clawbacks) reaches the minimum. In one transaction: each balance moves from due to in-payout
 * in the ledger and each due commission is tied to the batch (what a paid-out one was owed again is
 * taken with it), so a second batch made at the same time finds nothing left to take.
 */
async function createBatch(services: Services, staff: string): Promise<PayoutBatch> {
  const now = isoNow(services.clock);
  const batchId = `po_${now.slice(0, 10).replaceAll('-', '')}_${randomBytes(4).toString('hex')}`;
  return services.documents.transaction(async (tx) => {
    const owed = (await tx.query<AffiliateRecord>(AFFILIATES)).filter(
      (doc) => ledgerTotalsOf(doc.data).duePence >= MIN_PAYOUT_PENCE,
    );
    // Each is read again by id: a document read that way is one the transaction conflicts on, on every store.
    const affiliates: Doc<AffiliateRecord>[] = [];
    for (const { id: affiliateId } of owed) {
      const doc = await tx.get<AffiliateRecord>(AFFILIATES, affiliateId);
      if (doc && ledgerTotalsOf(doc.data).duePence >= MIN_PAYOUT_PENCE) affiliates.push(doc);
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

    const items: PayoutItem[] = affiliates.map((doc) => ({
      affiliateId: doc.id,
      fullName: doc.data.fullName,
      email: doc.data.email,
      amountPence: ledgerTotalsOf(doc.data).duePence,
      paymentDetails: doc.data.paymentDetails,
    }));
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
    for (const item of batch.data.items) {
      const affiliate = await tx.get<AffiliateRecord>(AFFILIATES, item.affiliateId);
      if (!affiliate) continue;
      affiliates.set(item.affiliateId, affiliate);
      ledgers.set(item.affiliateId, ledgerOf(tx, affiliate, now));
    }
    const patch = { status: 'paid' as const, paidAt: now, paidBy: staff };
    tx.update(PAYOUTS, batchId, patch);
    for (const doc of commissions) {
      if (doc.data.status === 'approved')
        tx.update(REFERRAL_TRANSACTIONS, doc.id, { status: 'paid_out', decidedAt: now, decidedBy: staff });
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
      if (affiliate) mailIds.push(queueAffiliateNotice(services, tx, affiliate, 'commissionPaid', item.amountPence));
    }
    return toBatch({ ...batch, data: { ...batch.data, ...patch } });
  });
  dispatchQueued(services, mailIds);
  return paid;
}

/** /api/admin/payouts: what is due to whom, the batches, and making and paying a batch. */
export function adminPayoutRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAdmin);

  routes.get('/', async (c) => {
    const [affiliates, batches, { holdingDays }] = await Promise.all([
      services.documents.query<AffiliateRecord>(AFFILIATES),
      services.documents.query<PayoutRecord>(PAYOUTS, batchesQuery),
      programmeSettings(services.documents),
    ]);
    const owed = affiliates
      .map(toDueAffiliate)
      .filter((a) => a.pendingPence !== 0 || a.duePence !== 0 || a.inPayoutPence !== 0)
      .sort((a, b) => b.duePence - a.duePence);
    return c.json({
      minimumPence: MIN_PAYOUT_PENCE,
      holdingDays,
      affiliates: owed,
      batches: batches.map(toBatch),
    });
  });

  routes.post('/', requireRecentFactor, async (c) => c.json(await createBatch(services, principalOf(c).uid), 201));

  routes.post('/:id/paid', requireRecentFactor, async (c) => {
    const batchId = parse(id, c.req.param('id'));
    return c.json(await markPaid(services, batchId, principalOf(c).uid));
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

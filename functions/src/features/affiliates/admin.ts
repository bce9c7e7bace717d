import {
  type AffiliateView,
  affiliateStatusSchema,
  COMMISSION_ACTIONS,
  commissionMove,
  commissionRejectSchema,
  id,
  MESSAGES,
  TRANSACTION_STATUSES,
} from '@storysong/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { principalOf, requireAdmin, requireRecentFactor } from '../../platform/auth.ts';
import { isoNow } from '../../platform/clock.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { parse, readJson, readQuery } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { auditLog } from '../audit/exports.ts';
import { dispatchQueued, type QueuedMail } from '../mail/exports.ts';
import { decideCommission } from './commissions.ts';
import { ledgerOf } from './ledger.ts';
import { queueAffiliateNotice } from './notices.ts';
import {
  AFFILIATES,
  type AffiliateRecord,
  REFERRAL_TRANSACTIONS,
  type TransactionRecord,
  toAffiliateView,
  toTransaction,
} from './records.ts';
import { openPaymentDetails } from './sealed-payment-details.ts';

const transactionQuerySchema = z.object({ status: z.enum(TRANSACTION_STATUSES).optional() });
const actionSchema = z.enum(COMMISSION_ACTIONS);

/** /api/admin/affiliates: staff see every affiliate with their figures, and suspend or reactivate them. */
export function adminAffiliateRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const audit = auditLog(services);
  routes.use('*', requireAdmin);

  routes.get('/', async (c) => {
    const [affiliates, transactions] = await Promise.all([
      services.documents.query<AffiliateRecord>(AFFILIATES, { orderBy: [{ field: 'createdAt', direction: 'desc' }] }),
      services.documents.query<TransactionRecord>(REFERRAL_TRANSACTIONS),
    ]);
    const all = transactions.map(toTransaction);
    const views: AffiliateView[] = affiliates.map((doc) =>
      toAffiliateView(
        doc,
        all.filter((t) => t.affiliateId === doc.id),
      ),
    );
    return c.json(views);
  });

  // The one staff answer with an affiliate's details whole: asked for one affiliate at a time, and logged with who asked.
  routes.post('/:id/payment-details/reveal', requireRecentFactor, async (c) => {
    const affiliateId = parse(id, c.req.param('id'));
    const doc = await services.documents.get<AffiliateRecord>(AFFILIATES, affiliateId);
    if (!doc?.data.paymentDetailsSealed) throw notFound('Affiliate not found');
    const paymentDetails = openPaymentDetails(services.config, affiliateId, doc.data.paymentDetailsSealed);
    services.log.info('affiliate_payment_details_revealed', { affiliateId, by: principalOf(c).uid });
    await audit(c, { action: 'bank_details.reveal', target: { kind: 'affiliate', id: affiliateId } });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ paymentDetails });
  });

  routes.patch('/:id', async (c) => {
    const affiliateId = parse(id, c.req.param('id'));
    const { status } = await readJson(c, affiliateStatusSchema);
    if (!(await services.documents.get(AFFILIATES, affiliateId))) throw notFound('Affiliate not found');
    await services.documents.update(AFFILIATES, affiliateId, { status });
    await audit(c, { action: 'affiliate.status', target: { kind: 'affiliate', id: affiliateId }, detail: status });
    return c.json({ id: affiliateId, status });
  });

  return routes;
}

/**
 * /api/admin/referral-transactions: staff approve a pending commission before its holding period
 * ends, or reject it with a reason. Each decision re-reads the status in the transaction that
 * writes it and its ledger entry, so concurrent decisions apply exactly once.
 */
export function adminTransactionRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const audit = auditLog(services);
  routes.use('*', requireAdmin);

  routes.get('/', async (c) => {
    const { status } = readQuery(c, transactionQuerySchema);
    const docs = await services.documents.query<TransactionRecord>(REFERRAL_TRANSACTIONS, {
      ...(status && { where: [{ field: 'status', op: '==', value: status }] }),
      orderBy: [{ field: 'transactionDate', direction: 'desc' }],
    });
    return c.json(docs.map(toTransaction));
  });

  routes.post('/:id/:action', async (c) => {
    const transactionId = parse(id, c.req.param('id'));
    const action = parse(actionSchema, c.req.param('action'));
    const decision = action === 'reject' ? { action, ...(await readJson(c, commissionRejectSchema)) } : { action };
    const staff = principalOf(c).uid;
    const now = isoNow(services.clock);
    const mailIds: QueuedMail[] = [];
    const updated = await services.documents.transaction(async (tx) => {
      mailIds.length = 0;
      const doc = await tx.get<TransactionRecord>(REFERRAL_TRANSACTIONS, transactionId);
      if (!doc) throw notFound('Transaction not found');
      if (!commissionMove(doc.data.status, action)) {
        throw new HttpError(409, 'conflict', `This commission is already ${doc.data.status.replace('_', ' ')}.`);
      }
      if (action === 'approve' && doc.data.held) throw new HttpError(409, 'conflict', MESSAGES.commissionDisputed);
      const affiliate = await tx.get<AffiliateRecord>(AFFILIATES, doc.data.affiliateId);
      if (!affiliate) throw notFound('Affiliate not found');
      const decided = decideCommission(tx, ledgerOf(tx, affiliate, now), doc, decision, staff, now);
      if (decision.action === 'approve') {
        mailIds.push(queueAffiliateNotice(services, tx, affiliate, 'commissionApproved', decided.commissionPence));
      }
      return toTransaction({ ...doc, data: decided });
    });
    dispatchQueued(services, mailIds);
    await audit(c, {
      action: action === 'approve' ? 'commission.approve' : 'commission.reject',
      target: { kind: 'commission', id: transactionId },
      detail: 'reason' in decision ? decision.reason : null,
    });
    return c.json(updated);
  });

  return routes;
}

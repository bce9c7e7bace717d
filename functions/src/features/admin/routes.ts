import {
  type AdminDashboard,
  adminProfileSchema,
  LIMITS,
  rankAffiliates,
  recentWeekStarts,
  salesByWeek,
  type TopAffiliate,
} from '@storysong/core';
import { Hono } from 'hono';
import { principalOf, requireAdmin } from '../../platform/auth.ts';
import { isoNow } from '../../platform/clock.ts';
import type { AppEnv } from '../../platform/env.ts';
import { readJson } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { AFFILIATES, type AffiliateRecord, REFERRAL_TRANSACTIONS, type TransactionRecord } from '../affiliates/exports.ts';
import { BLOG_POSTS } from '../blog/exports.ts';
import { ORDERS, type OrderRecord } from '../orders/exports.ts';
import { boardRoutes } from './board.ts';
import { adminOrderRoutes, toOrderSummary } from './orders.ts';
import { ADMIN_USERS, type AdminUserRecord, toProfile, upsertAdminUser } from './records.ts';

const RECENT_ORDERS = 5;
/** A refund in the chart's weeks may be for an order paid up to half a year before them (Stripe allows 180 days). */
const REFUNDABLE_WEEKS = 26;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Paid orders whose payment or refund can fall in the chart's weeks. */
async function salesChart(services: Services) {
  const now = services.clock.now();
  const [firstWeek = ''] = recentWeekStarts(now - REFUNDABLE_WEEKS * WEEK_MS, 1);
  const paid = await services.documents.query<OrderRecord>(ORDERS, {
    where: [
      { field: 'paymentStatus', op: '==', value: 'paid' },
      { field: 'paidAt', op: '>=', value: firstWeek },
    ],
  });
  return salesByWeek(
    paid.map((doc) => doc.data),
    now,
    LIMITS.salesChartWeeks,
  );
}

/** The affiliates whose referred orders, paid in the sales chart's weeks, earned most. */
async function topAffiliatesOfChart(services: Services): Promise<TopAffiliate[]> {
  const [firstWeek = ''] = recentWeekStarts(services.clock.now(), LIMITS.salesChartWeeks);
  const booked = await services.documents.query<TransactionRecord>(REFERRAL_TRANSACTIONS, {
    where: [{ field: 'transactionDate', op: '>=', value: firstWeek }],
  });
  return Promise.all(
    rankAffiliates(booked.map((doc) => doc.data)).map(async (row) => ({
      ...row,
      fullName: (await services.documents.get<AffiliateRecord>(AFFILIATES, row.affiliateId))?.data.fullName ?? '',
    })),
  );
}

async function dashboard(services: Services): Promise<AdminDashboard> {
  const { documents } = services;
  const [postCount, paidOrderCount, unpaidOrderCount, awaitingCount, recent, sales, top] = await Promise.all([
    documents.count(BLOG_POSTS),
    documents.count(ORDERS, { where: [{ field: 'paymentStatus', op: '==', value: 'paid' }] }),
    documents.count(ORDERS, { where: [{ field: 'paymentStatus', op: '==', value: 'awaiting_payment' }] }),
    documents.count(ORDERS, {
      where: [
        { field: 'paymentStatus', op: '==', value: 'paid' },
        { field: 'stage', op: '==', value: 'received' },
      ],
    }),
    documents.query<OrderRecord>(ORDERS, { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: RECENT_ORDERS }),
    salesChart(services),
    topAffiliatesOfChart(services),
  ]);
  return {
    postCount,
    paidOrderCount,
    unpaidOrderCount,
    awaitingCount,
    recentOrders: recent.map((d) => toOrderSummary(d.id, d.data)),
    sales,
    topAffiliates: top,
  };
}

/** /api/admin/*: staff session, profile, dashboard, orders and the production board; every route needs the admin claim. */
export function adminRoutes(services: Services) {
  const routes = new Hono<AppEnv>();

  /** Called on every sign-in and session restore: records the staff member and when they last came in. */
  routes.post('/session', requireAdmin, async (c) => {
    const { uid, email } = principalOf(c);
    const record = await upsertAdminUser(services, uid, { email, lastLogin: isoNow(services.clock) });
    return c.json(toProfile(uid, record));
  });

  routes.get('/profile', requireAdmin, async (c) => {
    const { uid, email } = principalOf(c);
    const row = await services.documents.get<AdminUserRecord>(ADMIN_USERS, uid);
    const record = row?.data ?? (await upsertAdminUser(services, uid, { email }));
    return c.json(toProfile(uid, record));
  });

  routes.put('/profile', requireAdmin, async (c) => {
    const { uid, email } = principalOf(c);
    const input = await readJson(c, adminProfileSchema);
    await services.identity.updateProfile(uid, { displayName: input.displayName });
    const record = await upsertAdminUser(services, uid, { email, ...input });
    return c.json(toProfile(uid, record));
  });

  routes.get('/dashboard', requireAdmin, async (c) => c.json(await dashboard(services)));
  routes.route('/orders', adminOrderRoutes(services));
  routes.route('/board', boardRoutes(services));
  return routes;
}

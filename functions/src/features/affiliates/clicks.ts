import {
  LIMITS,
  normalizeReferralCode,
  REFERRAL_CODE_PATTERN,
  type ReferralActivity,
  type ReferralClickWeek,
  recentWeekStarts,
  referralClickSchema,
  weekStartOf,
} from '@storysong/core';
import { Hono } from 'hono';
import { isLikelyBot } from '../../platform/bots.ts';
import { clientAddress } from '../../platform/client.ts';
import type { AppEnv } from '../../platform/env.ts';
import { readJson } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { activeReferral } from './referral-codes.ts';

/** `referral_clicks/{affiliateId}_{weekStart}`: a count, and nothing about who clicked. */
export const REFERRAL_CLICKS = 'referral_clicks';

interface ReferralClickRecord extends Record<string, unknown> {
  affiliateId: string;
  weekStart: string;
  clicks: number;
}

/** One visitor counts a few times an hour for one link at most: reloads and link-spamming do not inflate the figure. */
const CLICK_LIMIT = { name: 'referral-click', max: 5, windowMs: 60 * 60 * 1000 };

/** Adds one click to the affiliate's current week. */
async function countClick(services: Services, affiliateId: string): Promise<void> {
  const weekStart = weekStartOf(services.clock.now());
  const id = `${affiliateId}_${weekStart}`;
  await services.documents.transaction(async (tx) => {
    const week = await tx.get<ReferralClickRecord>(REFERRAL_CLICKS, id);
    tx.set(REFERRAL_CLICKS, id, { affiliateId, weekStart, clicks: (week?.data.clicks ?? 0) + 1 });
  });
}

/** The affiliate's clicks: every week's, and the recent weeks with their gaps as zeros. */
export async function referralActivity(services: Services, affiliateId: string): Promise<ReferralActivity> {
  const stored = await services.documents.query<ReferralClickRecord>(REFERRAL_CLICKS, {
    where: [{ field: 'affiliateId', op: '==', value: affiliateId }],
  });
  const byWeek = new Map(stored.map((doc) => [doc.data.weekStart, doc.data.clicks]));
  const weeks: ReferralClickWeek[] = recentWeekStarts(services.clock.now(), LIMITS.referralClickWeeks).map((weekStart) => ({
    weekStart,
    clicks: byWeek.get(weekStart) ?? 0,
  }));
  return { weeks, totalClicks: stored.reduce((sum, doc) => sum + doc.data.clicks, 0) };
}

/**
 * POST /api/referral-clicks: a page opened through an affiliate's link. Always answers 202 with
 * whether it counted, so the answer says nothing a guesser could use beyond the referral check.
 */
export function referralClickRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    const { code } = await readJson(c, referralClickSchema);
    if (isLikelyBot(c.req.header('user-agent'))) return c.json({ counted: false }, 202);
    const referral = await activeReferral(services, code);
    const { allowed } = await services.rateLimiter.hit(CLICK_LIMIT, `${clientAddress(c, services)}\n${code}`);
    if (referral && allowed) await countClick(services, referral.affiliateId);
    return c.json({ counted: referral !== null && allowed }, 202);
  });
  return routes;
}

/**
 * GET /r/CODE: the short link affiliates share. It lands on the people's suites with the code in
 * the address, where the page remembers and counts it (so crawlers that run no script count nothing).
 */
export function referralLinkRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/r/:code', (c) => {
    const code = normalizeReferralCode(c.req.param('code'));
    return c.redirect(REFERRAL_CODE_PATTERN.test(code) ? `/products/people?ref=${code}` : '/products/people', 302);
  });
  return routes;
}

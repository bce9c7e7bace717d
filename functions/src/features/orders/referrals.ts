import { normalizeReferralCode, REFERRAL_CODE_PATTERN, referralCheckSchema } from '@storysong/core';
import { Hono } from 'hono';
import { clientAddress } from '../../platform/client.ts';
import type { AppEnv } from '../../platform/env.ts';
import { readJson } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { AFFILIATES, type AffiliateRecord, REFERRAL_CODES, type ReferralCodeRecord } from '../affiliates/records.ts';

const CHECK_LIMIT = { name: 'referral-check', max: 20, windowMs: 60_000 };

export interface ActiveReferral {
  code: string;
  affiliateId: string;
}

/** A code earns a discount only while it maps to an affiliate whose account is active. */
export async function activeReferral(services: Services, raw: string): Promise<ActiveReferral | null> {
  const code = normalizeReferralCode(raw);
  if (!REFERRAL_CODE_PATTERN.test(code)) return null;
  const link = await services.documents.get<ReferralCodeRecord>(REFERRAL_CODES, code);
  if (!link) return null;
  const affiliate = await services.documents.get<AffiliateRecord>(AFFILIATES, link.data.affiliateId);
  return affiliate?.data.status === 'active' ? { code, affiliateId: link.data.affiliateId } : null;
}

/** POST /api/referrals/check: yes or no only, never whose code it is; rate-limited against guessing. */
export function referralRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/check', async (c) => {
    await services.rateLimiter.enforce(CHECK_LIMIT, clientAddress(c, services));
    const { code } = await readJson(c, referralCheckSchema);
    return c.json({ valid: (await activeReferral(services, code)) !== null });
  });
  return routes;
}

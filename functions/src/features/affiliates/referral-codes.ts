import { normalizeReferralCode, REFERRAL_CODE_PATTERN } from '@storysong/core';
import type { Services } from '../../services.ts';
import { AFFILIATES, type AffiliateRecord, REFERRAL_CODES, type ReferralCodeRecord } from './records.ts';

export interface ActiveReferral {
  code: string;
  affiliateId: string;
  /** The affiliate's own email: an order from it is a self-referral, priced at list price. */
  affiliateEmail: string;
}

/** A code earns a discount only while it maps to an affiliate whose account is active. */
export async function activeReferral(services: Services, raw: string): Promise<ActiveReferral | null> {
  const code = normalizeReferralCode(raw);
  if (!REFERRAL_CODE_PATTERN.test(code)) return null;
  const link = await services.documents.get<ReferralCodeRecord>(REFERRAL_CODES, code);
  if (!link) return null;
  const affiliate = await services.documents.get<AffiliateRecord>(AFFILIATES, link.data.affiliateId);
  return affiliate?.data.status === 'active'
    ? { code, affiliateId: link.data.affiliateId, affiliateEmail: affiliate.data.email }
    : null;
}

import { RETENTION, TERMS } from '@storysong/core';

/** The facts the terms state (spec section 9), interpolated into every translation. */
export const TERMS_FACTS = {
  effectiveDate: TERMS.version,
  customerRevenuePercent: TERMS.customerRevenuePercent,
  companyRevenuePercent: TERMS.companyRevenuePercent,
  silenceDays: RETENTION.answerDays,
  disputeDays: TERMS.disputeDaysAfterDelivery,
  minimumAge: TERMS.minimumAge,
} as const;

export const TERMS_SECTIONS = [
  'service',
  'eligibility',
  'stories',
  'revenue',
  'credit',
  'payments',
  'disputes',
  'changes',
] as const;
export const PRIVACY_SECTIONS = ['collect', 'use', 'storage', 'sharing', 'rights'] as const;

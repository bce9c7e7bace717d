/** The facts the terms state (spec section 9), interpolated into every translation. */
export const TERMS_FACTS = {
  effectiveDate: '2025-02-28',
  customerRevenuePercent: 60,
  companyRevenuePercent: 40,
  silenceDays: 30,
  disputeDays: 7,
  minimumAge: 16,
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

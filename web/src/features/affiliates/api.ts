import type {
  AffiliatePayouts,
  AffiliateRegisterInput,
  OwnAffiliateView,
  ReferralActivity,
  ReferralTransaction,
} from '@storysong/core';
import { languageOption } from '@storysong/core';
import { api } from '../../lib/api.ts';

/** Registers in the language the site is shown in, which the affiliate's emails then use. */
export function registerAffiliate(input: AffiliateRegisterInput): Promise<{ referralCode: string }> {
  const siteLanguage = languageOption(document.documentElement.lang).code;
  return api('/affiliates/register', { body: { ...input, siteLanguage }, auth: false });
}

export function fetchMyAffiliate(): Promise<OwnAffiliateView> {
  return api('/affiliates/me');
}

/** Asks for the email-verification link again; answers whether the email turned out verified already. */
export function resendVerification(): Promise<{ sent: boolean; emailVerified: boolean }> {
  return api('/affiliates/me/verification', { method: 'POST' });
}

export function fetchMyTransactions(): Promise<ReferralTransaction[]> {
  return api('/affiliates/me/transactions');
}

/** Clicks on the affiliate's link, by week. */
export function fetchMyReferralActivity(): Promise<ReferralActivity> {
  return api('/affiliates/me/clicks');
}

export function fetchMyPayouts(): Promise<AffiliatePayouts> {
  return api('/affiliates/me/payouts');
}

export function requestPasswordReset(email: string, captchaToken: string): Promise<{ sent: true }> {
  return api('/affiliates/forgot-password', { body: { email, captchaToken }, auth: false });
}

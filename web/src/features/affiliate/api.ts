import type { AffiliateRegisterInput, AffiliateView, ReferralTransaction } from '@storysong/core';
import { api } from '../../lib/api.ts';

export function registerAffiliate(input: AffiliateRegisterInput): Promise<{ referralCode: string }> {
  return api('/affiliates/register', { body: input, auth: false });
}

export function fetchMyAffiliate(): Promise<AffiliateView> {
  return api('/affiliates/me');
}

export function fetchMyTransactions(): Promise<ReferralTransaction[]> {
  return api('/affiliates/me/transactions');
}

export function requestPasswordReset(email: string, captchaToken: string): Promise<{ sent: true }> {
  return api('/affiliates/forgot-password', { body: { email, captchaToken }, auth: false });
}

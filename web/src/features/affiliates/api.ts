import type {
  AccountClosed,
  AccountCloseInput,
  AffiliatePayouts,
  AffiliateRegisterInput,
  OwnAffiliateView,
  PaymentDetails,
  PaymentDetailsChangeInput,
  ReferralActivity,
  ReferralTransaction,
  TransactionPage,
  TransactionPageQuery,
  TransactionStatus,
} from '@storysong/core';
import { languageOption } from '@storysong/core';
import { api, apiFile } from '../../lib/api.ts';

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

const query = (params: Record<string, string | undefined>) => {
  const defined = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return defined.length ? `?${new URLSearchParams(defined)}` : '';
};

/** One page of the affiliate's commissions, of one status or all, after the cursor. */
export function fetchMyTransactionPage({ status, after }: TransactionPageQuery): Promise<TransactionPage> {
  return api(`/affiliates/me/transactions/page${query({ status, after })}`);
}

/** The affiliate's commissions (of one status, or all) as the CSV file the server builds. */
export function exportMyTransactions(status?: TransactionStatus): Promise<{ fileName: string; text: string }> {
  return apiFile(`/affiliates/me/transactions/export${query({ status })}`);
}

/** Everything the affiliate's account holds, as the JSON file the server builds. */
export function exportMyData(): Promise<{ fileName: string; text: string }> {
  return apiFile('/affiliates/me/export', 'application/json');
}

/** Closes the affiliate's own account, confirmed with their password. */
export function closeMyAccount(input: AccountCloseInput): Promise<AccountClosed> {
  return api('/affiliates/me/close', { method: 'POST', body: input });
}

export function changePaymentDetails(input: PaymentDetailsChangeInput): Promise<{ paymentDetails: PaymentDetails }> {
  return api('/affiliates/me/payment-details', { method: 'PUT', body: input });
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

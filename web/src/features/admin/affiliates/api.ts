import type { AffiliateStatus, AffiliateView, CommissionAction, PaymentDetails, ReferralTransaction } from '@storysong/core';
import { api } from '../../../lib/api.ts';

export function fetchAffiliates(): Promise<AffiliateView[]> {
  return api('/admin/affiliates');
}

export function fetchTransactions(): Promise<ReferralTransaction[]> {
  return api('/admin/referral-transactions');
}

export function setAffiliateStatus(id: string, status: AffiliateStatus): Promise<{ id: string; status: AffiliateStatus }> {
  return api(`/admin/affiliates/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
}

/** Approves a pending commission early, or rejects it with the reason staff gave. */
export function decideCommission(id: string, action: CommissionAction, reason?: string): Promise<ReferralTransaction> {
  return api(`/admin/referral-transactions/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    ...(action === 'reject' && { body: { reason } }),
  });
}

/** One affiliate's payment details whole, for a payout made by hand: the server logs who asked and may ask for the code first. */
export function revealPaymentDetails(id: string): Promise<{ paymentDetails: PaymentDetails }> {
  return api(`/admin/affiliates/${encodeURIComponent(id)}/payment-details/reveal`, { method: 'POST' });
}

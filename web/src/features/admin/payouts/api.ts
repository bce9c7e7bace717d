import type { PayoutBatch, PayoutsOverview } from '@storysong/core';
import { api, apiFile } from '../../../lib/api.ts';

/** The two files a batch is paid with: PayPal's mass payment file, and the others' (bank, Cash App) for a person to pay. */
export type PayoutFile = 'paypal' | 'other';

export function fetchPayouts(): Promise<PayoutsOverview> {
  return api('/admin/payouts');
}

export function createPayoutBatch(): Promise<PayoutBatch> {
  return api('/admin/payouts', { method: 'POST' });
}

export function markPayoutPaid(id: string): Promise<PayoutBatch> {
  return api(`/admin/payouts/${encodeURIComponent(id)}/paid`, { method: 'POST' });
}

/** A batch's payout file, built by the API: the only answer with the affiliates' details whole. */
export function fetchPayoutFile(id: string, file: PayoutFile): Promise<{ fileName: string; text: string }> {
  return apiFile(`/admin/payouts/${encodeURIComponent(id)}/files/${file}`);
}

import type { PayoutBatch, PayoutsOverview } from '@storysong/core';
import { api } from '../../../lib/api.ts';

export function fetchPayouts(): Promise<PayoutsOverview> {
  return api('/admin/payouts');
}

export function createPayoutBatch(): Promise<PayoutBatch> {
  return api('/admin/payouts', { method: 'POST' });
}

export function markPayoutPaid(id: string): Promise<PayoutBatch> {
  return api(`/admin/payouts/${encodeURIComponent(id)}/paid`, { method: 'POST' });
}

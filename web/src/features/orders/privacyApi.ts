import type { OrderLink } from '@storysong/core';
import { apiDownload } from '../../lib/api.ts';
import { orderCall } from './api.ts';

/**
 * The customer's rights from their order page, sent as every call on the order is (`orderCall`: the
 * link in the body, never in the address); the archive is the one answer that is a file, not JSON.
 */
export const privacyApi = {
  download: ({ order, token }: OrderLink) => apiDownload('/orders/privacy/export', { body: { order, token }, auth: false }),
  askErasure: ({ order, token }: OrderLink) => orderCall<{ sent: boolean }>('/orders/privacy/erasure', order, token),
  confirmErasure: ({ order, token }: OrderLink, confirmation: string) =>
    orderCall<{ erasedAt: string }>('/orders/privacy/erasure/confirm', order, token, { confirmation }),
  keep: ({ order, token }: OrderLink) => orderCall<{ deleteAfter: string }>('/orders/privacy/keep', order, token),
};

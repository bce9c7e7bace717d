import type { OrderLink } from '@storysong/core';
import { api, apiDownload } from '../../lib/api.ts';

/** The body every call on the order page's privacy section sends: the order's secret link, never in the address. */
const linkBody = (link: OrderLink, extra: Record<string, string> = {}) => ({ body: { ...extra, ...link }, auth: false });

/** The customer's rights from their order page (anonymous: the link is the key). */
export const privacyApi = {
  download: (link: OrderLink) => apiDownload('/orders/privacy/export', linkBody(link)),
  askErasure: (link: OrderLink) => api<{ sent: boolean }>('/orders/privacy/erasure', linkBody(link)),
  confirmErasure: (link: OrderLink, confirmation: string) =>
    api<{ erasedAt: string }>('/orders/privacy/erasure/confirm', linkBody(link, { confirmation })),
  keep: (link: OrderLink) => api<{ deleteAfter: string }>('/orders/privacy/keep', linkBody(link)),
};

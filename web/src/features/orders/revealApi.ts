import type { OrderStatusView, RevealInput } from '@storysong/core';
import { api } from '../../lib/api.ts';
import { orderCall, sharedSongPath } from './api.ts';

/** The reveal's calls: the customer by the order's secret link, the gift page by its id. */
export const revealApi = {
  schedule: (orderId: string, token: string, reveal: RevealInput, siteLanguage: string) =>
    orderCall<OrderStatusView>('/orders/reveal', orderId, token, { siteLanguage, ...reveal }),
  cancel: (orderId: string, token: string) => orderCall<OrderStatusView>('/orders/reveal/cancel', orderId, token),
  /** The gift page's first play; the server keeps it once the reveal has gone out. */
  played: (shareId: string) => api<void>(`${sharedSongPath(shareId)}/played`, { method: 'POST', auth: false }),
};

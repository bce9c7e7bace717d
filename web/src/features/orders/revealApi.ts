import type { OrderStatusView, RevealInput } from '@storysong/core';
import { api } from '../../lib/api.ts';
import { sharedSongPath } from './api.ts';

/** The reveal's calls: the customer by the order's secret link, the gift page by its id. */
export const revealApi = {
  schedule: (orderId: string, token: string, reveal: RevealInput, siteLanguage: string) =>
    api<OrderStatusView>('/orders/reveal', { body: { order: orderId, token, siteLanguage, ...reveal }, auth: false }),
  cancel: (orderId: string, token: string) =>
    api<OrderStatusView>('/orders/reveal/cancel', { body: { order: orderId, token }, auth: false }),
  /** The gift page's first play; the server keeps it once the reveal has gone out. */
  played: (shareId: string) => api<void>(`${sharedSongPath(shareId)}/played`, { method: 'POST', auth: false }),
};

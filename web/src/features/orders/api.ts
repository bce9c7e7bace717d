import type {
  CheckoutResponse,
  CustomerTestimonial,
  FindOrderInput,
  GiftPageView,
  OrderCreated,
  OrderCreateInput,
  OrderStatusView,
  ReferralCheckResult,
  ShareLinkResult,
  TipCheckout,
} from '@storysong/core';
import { api } from '../../lib/api.ts';

/** Whether a referral code gives a discount; with the customer's email, whether it still applies to them. */
export const checkReferral = (code: string, email?: string) =>
  api<ReferralCheckResult>('/referrals/check', { body: { code, ...(email && { email }) }, auth: false });

/** The gift page's song, by its share id (relative to the API). */
export const sharedSongPath = (shareId: string) => `/songs/${encodeURIComponent(shareId)}`;

/**
 * The one way the web sends an order's secret link: in the body of a POST, with what the call adds,
 * never in an address a server or proxy would log. Every call acting on an order by its customer's
 * link goes through it (anonymous: a customer never needs an account to order).
 */
export const orderCall = <T>(path: string, orderId: string, token: string, body: Record<string, unknown> = {}) =>
  api<T>(path, { body: { ...body, order: orderId, token }, auth: false });

/** Anonymous calls: a customer never needs an account to order. */
export const ordersApi = {
  checkReferral,
  create: (input: OrderCreateInput) => api<OrderCreated>('/orders', { body: input, auth: false }),
  checkout: (orderId: string, token: string) => api<CheckoutResponse>('/checkout', { body: { orderId, token }, auth: false }),
  status: (orderId: string, token: string) => orderCall<OrderStatusView>('/orders/status', orderId, token),
  /** Approves the draft that waits (`round`, 1 for the first) or asks for changes to it. */
  answerLyrics: (orderId: string, token: string, answer: { kind: 'approved' | 'changes'; round: number; notes?: string }) =>
    orderCall<OrderStatusView>('/orders/lyrics', orderId, token, answer),
  requestRevision: (orderId: string, token: string, notes: string) =>
    orderCall<OrderStatusView>('/orders/revisions', orderId, token, { notes }),
  setSongTitle: (orderId: string, token: string, title: string) =>
    orderCall<OrderStatusView>('/orders/title', orderId, token, { title }),
  tip: (orderId: string, token: string, amountPounds: number) =>
    orderCall<TipCheckout>('/orders/tip', orderId, token, { amountPounds }),
  renewShareLink: (orderId: string, token: string) => orderCall<ShareLinkResult>('/orders/share', orderId, token),
  leaveTestimonial: (shareId: string, testimonial: CustomerTestimonial) =>
    api<unknown>('/testimonials', { body: { shareId, ...testimonial }, auth: false }),
  sharedSong: (shareId: string) => api<GiftPageView>(sharedSongPath(shareId), { auth: false }),
  /** Emails the address's orders fresh links; the same answer whether it ordered or not. */
  find: (input: FindOrderInput) => api<{ sent: true }>('/orders/find', { body: input, auth: false }),
};

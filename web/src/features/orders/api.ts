import type {
  CheckoutResponse,
  CustomerTestimonial,
  GiftPageView,
  OrderCreated,
  OrderCreateInput,
  OrderStatusView,
  ReferralCheckResult,
  ShareLinkResult,
} from '@storysong/core';
import { api } from '../../lib/api.ts';

/** Whether a referral code gives a discount; with the customer's email, whether it still applies to them. */
export const checkReferral = (code: string, email?: string) =>
  api<ReferralCheckResult>('/referrals/check', { body: { code, ...(email && { email }) }, auth: false });

/** Anonymous calls: a customer never needs an account to order. */
/** The gift page's song, by its share id (relative to the API). */
export const sharedSongPath = (shareId: string) => `/songs/${encodeURIComponent(shareId)}`;

export const ordersApi = {
  checkReferral,
  create: (input: OrderCreateInput) => api<OrderCreated>('/orders', { body: input, auth: false }),
  checkout: (orderId: string, token: string) => api<CheckoutResponse>('/checkout', { body: { orderId, token }, auth: false }),
  status: (orderId: string, token: string) =>
    api<OrderStatusView>(`/orders/status?${new URLSearchParams({ order: orderId, token })}`, { auth: false }),
  requestRevision: (orderId: string, token: string, notes: string) =>
    api<OrderStatusView>('/orders/revisions', { body: { order: orderId, token, notes }, auth: false }),
  setSongTitle: (orderId: string, token: string, title: string) =>
    api<OrderStatusView>('/orders/title', { body: { order: orderId, token, title }, auth: false }),
  renewShareLink: (orderId: string, token: string) =>
    api<ShareLinkResult>('/orders/share', { body: { order: orderId, token }, auth: false }),
  leaveTestimonial: (shareId: string, testimonial: CustomerTestimonial) =>
    api<unknown>('/testimonials', { body: { shareId, ...testimonial }, auth: false }),
  sharedSong: (shareId: string) => api<GiftPageView>(sharedSongPath(shareId), { auth: false }),
};

import type { CheckoutResponse, OrderCreated, OrderCreateInput, OrderStatusView, ReferralCheckResult } from '@storysong/core';
import { api } from '../../lib/api.ts';

/** Anonymous calls: a customer never needs an account to order. */
export const ordersApi = {
  /** With the customer's email, the answer also says whether the discount still applies to them. */
  checkReferral: (code: string, email?: string) =>
    api<ReferralCheckResult>('/referrals/check', { body: { code, ...(email && { email }) }, auth: false }),
  create: (input: OrderCreateInput) => api<OrderCreated>('/orders', { body: input, auth: false }),
  checkout: (orderId: string, token: string) => api<CheckoutResponse>('/checkout', { body: { orderId, token }, auth: false }),
  status: (orderId: string, token: string) =>
    api<OrderStatusView>(`/orders/status?${new URLSearchParams({ order: orderId, token })}`, { auth: false }),
};

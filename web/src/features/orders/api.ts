import type { CheckoutResponse, OrderCreated, OrderCreateInput, OrderStatusView } from '@storysong/core';
import { api } from '../../lib/api.ts';

/** Anonymous calls: a customer never needs an account to order. */
export const ordersApi = {
  checkReferral: (code: string) => api<{ valid: boolean }>('/referrals/check', { body: { code }, auth: false }),
  create: (input: OrderCreateInput) => api<OrderCreated>('/orders', { body: input, auth: false }),
  checkout: (orderId: string, token: string) => api<CheckoutResponse>('/checkout', { body: { orderId, token }, auth: false }),
  status: (orderId: string, token: string) =>
    api<OrderStatusView>(`/orders/status?${new URLSearchParams({ order: orderId, token })}`, { auth: false }),
};

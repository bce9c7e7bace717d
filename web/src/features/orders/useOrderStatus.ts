import { isPayable, type OrderStatusView } from '@storysong/core';
import { useEffect } from 'react';
import { useServedOrFetched } from '../../lib/initialData.ts';
import { ordersApi } from './api.ts';
import { useOrderStore } from './store.ts';

export type OrderStatusState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'loaded'; order: OrderStatusView };

/**
 * Reads an order through its secret link (never served with the page: the server does not see the
 * link); anything wrong shows as 'not found', never as whose order it is.
 */
export function useOrderStatus(orderId: string | null, token: string | null): OrderStatusState {
  const order = useServedOrFetched(null, `${orderId}\n${token}`, () =>
    orderId && token ? ordersApi.status(orderId, token) : Promise.reject(new Error('The link names no order')),
  );
  const loaded = order.kind === 'ready' ? order.value : null;
  useEffect(() => {
    // A paid order is no longer offered for payment by Get Started.
    if (loaded && !isPayable(loaded)) useOrderStore.getState().forgetOrder(loaded.orderId);
  }, [loaded]);
  if (order.kind === 'loading') return order;
  return loaded ? { kind: 'loaded', order: loaded } : { kind: 'missing' };
}

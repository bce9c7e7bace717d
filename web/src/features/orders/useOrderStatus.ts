import { isPayable, type OrderStatusView } from '@storysong/core';
import { useEffect, useState } from 'react';
import { ordersApi } from './api.ts';
import { useOrderStore } from './store.ts';

export type OrderStatusState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'loaded'; order: OrderStatusView };

/** Reads an order through its secret link; anything wrong shows as 'not found', never as whose order it is. */
export function useOrderStatus(orderId: string | null, token: string | null): OrderStatusState {
  const [state, setState] = useState<OrderStatusState>({ kind: 'loading' });
  useEffect(() => {
    if (!orderId || !token) {
      setState({ kind: 'missing' });
      return;
    }
    let current = true;
    setState({ kind: 'loading' });
    ordersApi
      .status(orderId, token)
      .then((order) => {
        // A paid order is no longer offered for payment by Get Started.
        if (!isPayable(order)) useOrderStore.getState().forgetOrder(order.orderId);
        if (current) setState({ kind: 'loaded', order });
      })
      .catch(() => current && setState({ kind: 'missing' }));
    return () => {
      current = false;
    };
  }, [orderId, token]);
  return state;
}

import type { OrderStatusView } from '@storysong/core';
import { useEffect, useRef } from 'react';
import { ordersApi } from './api.ts';

/** How often a page waiting for a payment's confirmation reads the order again. */
const CONFIRMING_POLL_MS = 5000;

/**
 * While `waiting`, reads the order again every few seconds and hands over the first reading that
 * `settled` accepts: a payment's event the provider has not sent us yet is on its way.
 */
export function useStatusPoll(
  orderId: string,
  token: string,
  waiting: boolean,
  settled: (order: OrderStatusView) => boolean,
  onSettled: (order: OrderStatusView) => void,
) {
  // The latest callbacks, without restarting the timer each render.
  const latest = useRef({ settled, onSettled });
  latest.current = { settled, onSettled };
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      ordersApi
        .status(orderId, token)
        .then((now) => {
          if (latest.current.settled(now)) latest.current.onSettled(now);
        })
        // Offline or briefly unavailable: the next read tries again.
        .catch(() => undefined);
    }, CONFIRMING_POLL_MS);
    return () => clearInterval(timer);
  }, [orderId, token, waiting]);
}

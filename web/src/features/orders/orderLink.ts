import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** An order's secret link as the page holds it: the order it opens and its token. */
export interface OrderLinkParts {
  orderId: string;
  token: string;
}

/**
 * The link an order's page was opened with: `/orders/{id}#token=…`, its token in the fragment no
 * server receives, or `/orders/{token}?order={id}`, the form emails carried before (`earlier`:
 * the page then shows today's form in the address bar, so it is not bookmarked or shared as it was).
 */
export function orderLinkOf(
  segment: string | undefined,
  search: URLSearchParams,
  hash: string,
): { link: OrderLinkParts | null; earlier: boolean } {
  const earlierOrder = search.get('order');
  if (segment && earlierOrder) return { link: { orderId: earlierOrder, token: segment }, earlier: true };
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return { link: segment && token ? { orderId: segment, token } : null, earlier: false };
}

interface CheckoutReturns {
  /** The token of each order this tab went to pay, by order id. */
  tokens: Record<string, string>;
  remember(orderId: string, token: string): void;
}

/**
 * The provider sends the customer back naming the order alone (its address would be kept in logs
 * and browser history), so the tab that went to pay keeps the order's link for the way back. Kept
 * for the tab only: another tab or device finds the link in the order's emails.
 */
export const useCheckoutReturns = create<CheckoutReturns>()(
  persist(
    (set) => ({
      tokens: {},
      remember: (orderId, token) => set((state) => ({ tokens: { ...state.tokens, [orderId]: token } })),
    }),
    { name: 'storysong-checkout-returns', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** The link of an order this tab went to pay, as the provider's way back names it. */
export function useReturningLink(orderId: string | null): OrderLinkParts | null {
  const token = useCheckoutReturns((state) => (orderId ? state.tokens[orderId] : undefined));
  return orderId && token ? { orderId, token } : null;
}

/** The customer's private page for one order: its secret token is the path, so only the link's holder sees it. */
export function orderPagePath(order: { orderId: string; token: string }): string {
  return `/orders/${encodeURIComponent(order.token)}?order=${encodeURIComponent(order.orderId)}`;
}

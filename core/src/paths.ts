/**
 * The customer's private page for one order. Its secret token rides in the fragment, which a browser
 * never sends: no server, proxy or log sees it, nor any Referer; the page moves it into the body of
 * its API calls. The site links to it and the server's emails do too, so it is built in one place.
 */
export function orderPagePath(order: { orderId: string; token: string }): string {
  return `/orders/${encodeURIComponent(order.orderId)}#token=${encodeURIComponent(order.token)}`;
}

/** The gift page of a delivered song, shared with the person it is for; its id is unguessable and replaceable. */
export function songPagePath(shareId: string): string {
  return `/songs/${encodeURIComponent(shareId)}`;
}

/**
 * The gift page's cover photo at an address that does not expire (it answers with a fresh signed
 * link to the photo), so a link preview that fetches it days later still finds it.
 */
export function songCoverPath(shareId: string): string {
  return `/api/songs/${encodeURIComponent(shareId)}/cover`;
}

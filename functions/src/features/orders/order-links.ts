import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { LIMITS, orderPagePath } from '@storysong/core';

/**
 * One secret link to an order's private page, as stored: only the token's SHA-256, so a reader of
 * the store or a backup cannot open an order. A link stops working when it expires or is revoked.
 */
export interface OrderLinkRecord extends Record<string, unknown> {
  hash: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

/** What of an order its links are read from: `statusToken` is the raw token orders kept before links had records. */
interface LinkHolder {
  links?: OrderLinkRecord[];
  statusToken?: string | null;
  createdAt: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (ms: number) => new Date(ms).toISOString();

/** The record of a link issued now (the demo order's is seeded from its known token). */
export function linkRecord(token: string, now: number): OrderLinkRecord {
  return { hash: hashOf(token), createdAt: iso(now), expiresAt: iso(now + LIMITS.orderLinkValidityMs), revokedAt: null };
}

/** An order's link records; an order from before records holds its one raw token, read as a record issued with the order. */
export function linksOf(order: LinkHolder): OrderLinkRecord[] {
  if (order.links) return order.links;
  if (!order.statusToken) return [];
  return [linkRecord(order.statusToken, Date.parse(order.createdAt))];
}

/** Whether `token` opens the order now: a record with its hash, neither expired nor revoked (compared in constant time). */
export function linkOpens(order: LinkHolder, token: string, now: number): boolean {
  const given = Buffer.from(hashOf(token), 'hex');
  return linksOf(order).some(
    (link) =>
      link.revokedAt === null && Date.parse(link.expiresAt) > now && timingSafeEqual(given, Buffer.from(link.hash, 'hex')),
  );
}

/**
 * A fresh link for an order: the token to send (in an email or to the page that placed it) and the
 * order's records to store with it, in one write with whatever else changes (`links` replaces the
 * legacy raw token). With `revokeOthers` every earlier link stops working, as "find my order"
 * wants; otherwise they keep working, so an email's link still opens after a later email. Records
 * past their expiry are dropped: they open nothing, revoked or not.
 */
export function issueLink(
  order: LinkHolder,
  now: number,
  { revokeOthers = false }: { revokeOthers?: boolean } = {},
): { token: string; patch: { links: OrderLinkRecord[]; statusToken: null } } {
  const token = randomBytes(32).toString('base64url');
  const kept = linksOf(order)
    .filter((link) => Date.parse(link.expiresAt) > now)
    .map((link) => (revokeOthers && link.revokedAt === null ? { ...link, revokedAt: iso(now) } : link));
  return { token, patch: { links: [...kept, linkRecord(token, now)], statusToken: null } };
}

/**
 * The order page's path for an email about the order, with a link of its own (the store keeps only
 * hashes, so an earlier link cannot be sent again), and the patch that stores that link: written in
 * the same transaction as the mail is queued.
 */
export function mailedOrderPath(order: { id: string; data: LinkHolder }, now: number) {
  const { token, patch } = issueLink(order.data, now);
  return { path: orderPagePath({ orderId: order.id, token }), patch };
}

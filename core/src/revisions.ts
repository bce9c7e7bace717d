import { findProduct, REVISION_DELIVERY_DAYS } from './catalogue.ts';
import type { OrderStage, PaymentStatus } from './enums.ts';
import type { MessageKey } from './messages.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A revision as an order keeps it: what the customer asked, when, and when its version was delivered. */
export interface OrderRevision {
  notes: string;
  requestedAt: string;
  /** Null while the songwriters work on it. */
  deliveredAt: string | null;
}

/** Revisions a product includes; none for a product the catalogue no longer sells. */
export function revisionsIncluded(productId: string): number {
  return findProduct(productId)?.revisionsIncluded ?? 0;
}

export function revisionsLeft(productId: string, revisions: readonly OrderRevision[]): number {
  return Math.max(0, revisionsIncluded(productId) - revisions.length);
}

/** The revision being worked on, if any: the newest, while its version is not delivered. */
export function openRevision(revisions: readonly OrderRevision[]): OrderRevision | null {
  const last = revisions.at(-1);
  return last && last.deliveredAt === null ? last : null;
}

/**
 * Why a revision cannot be asked for now (a MESSAGES key), or null when it can: one at a time,
 * only of a delivered song, and never beyond what the suite includes.
 */
export function revisionRefusal(order: {
  productId: string;
  stage: OrderStage;
  revisions: readonly OrderRevision[];
}): MessageKey | null {
  if (openRevision(order.revisions)) return 'revisionInProgress';
  if (order.stage !== 'delivered') return 'revisionNotDelivered';
  if (revisionsLeft(order.productId, order.revisions) === 0) return 'revisionsUsedUp';
  return null;
}

/**
 * When the customer can expect their song: the suite's delivery days from payment, or, while a
 * revision is open, the revision's days from the request. Null when nothing is on its way.
 */
export function expectedDeliveryAt(order: {
  productId: string;
  paymentStatus: PaymentStatus;
  stage: OrderStage;
  paidAt: string | null;
  revisions: readonly OrderRevision[];
}): string | null {
  if (order.paymentStatus !== 'paid' || !order.paidAt) return null;
  if (order.stage !== 'received' && order.stage !== 'in_production') return null;
  const revision = openRevision(order.revisions);
  const product = findProduct(order.productId);
  if (!revision && !product) return null;
  const from = revision ? revision.requestedAt : order.paidAt;
  const days = revision ? REVISION_DELIVERY_DAYS : (product?.deliveryDays ?? 0);
  return new Date(Date.parse(from) + days * DAY_MS).toISOString();
}

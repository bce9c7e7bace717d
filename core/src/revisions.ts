import { findProduct, REVISION_DELIVERY_DAYS } from './catalogue.ts';
import { DAY_MS } from './durations.ts';
import type { OrderStage, PaymentStatus } from './enums.ts';
import { customerLyricDays, type LyricDraftTimes } from './lyrics.ts';
import type { MessageKey } from './messages.ts';

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
 * only of a delivered song whose story is still kept, and never beyond what the suite includes.
 */
export function revisionRefusal(order: {
  productId: string;
  stage: OrderStage;
  revisions: readonly OrderRevision[];
  /** When the story and files were deleted (docs/privacy.md): nothing is left to revise from. */
  erasedAt?: string | null;
}): MessageKey | null {
  if (order.erasedAt) return 'revisionErased';
  if (openRevision(order.revisions)) return 'revisionInProgress';
  if (order.stage !== 'delivered') return 'revisionNotDelivered';
  if (revisionsLeft(order.productId, order.revisions) === 0) return 'revisionsUsedUp';
  return null;
}

/** The delivery terms an order keeps: its suite, and rush delivery when the customer paid for it. */
export interface DeliveryTerms {
  productId: string;
  /** Rush days bought with the order; absent or null for one without rush (and every order placed before rush). */
  rush?: { days: number } | null;
  /** The lyric drafts sent for approval: the days the customer took to answer them move the promise. */
  lyricDrafts?: readonly LyricDraftTimes[];
}

/** Calendar days the order's first delivery is promised in: rush days when bought, else the suite's; null for a suite no longer sold. */
export function deliveryDaysOf(order: DeliveryTerms): number | null {
  if (order.rush) return order.rush.days;
  return findProduct(order.productId)?.deliveryDays ?? null;
}

/**
 * The date promised for the song's first delivery: its delivery days (rush days when bought) from
 * payment, plus the whole days the customer took to answer each lyric draft. Null until it is paid. It stays the promise after delivery: the order page shows it and
 * staff compare the delivery with it (a missed rush date is refundable).
 */
export function promisedDeliveryAt(order: DeliveryTerms & { paidAt: string | null }): string | null {
  const days = deliveryDaysOf(order);
  if (!order.paidAt || days === null) return null;
  return new Date(Date.parse(order.paidAt) + (days + customerLyricDays(order.lyricDrafts)) * DAY_MS).toISOString();
}

/**
 * When the customer can expect their song, and so when it is due for staff (decision 024): the
 * promised date (`promisedDeliveryAt`), or, while a revision is open, the revision's days from the
 * request. Null when nothing is on its way.
 */
export function expectedDeliveryAt(
  order: DeliveryTerms & {
    paymentStatus: PaymentStatus;
    stage: OrderStage;
    paidAt: string | null;
    revisions: readonly OrderRevision[];
  },
): string | null {
  if (order.paymentStatus !== 'paid' || !order.paidAt) return null;
  if (order.stage !== 'received' && order.stage !== 'in_production') return null;
  const revision = openRevision(order.revisions);
  if (!revision) return promisedDeliveryAt(order);
  return new Date(Date.parse(revision.requestedAt) + REVISION_DELIVERY_DAYS * DAY_MS).toISOString();
}

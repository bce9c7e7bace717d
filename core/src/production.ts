import type { ExtraId, OrderExtra } from './catalogue.ts';
import type { OrderStage, PaymentStatus } from './enums.ts';
import type { LyricDraftTimes } from './lyrics.ts';
import type { MessageKey } from './messages.ts';
import { promisedDeliveryAt } from './revisions.ts';

/** How close an open order's due date is, as the production board groups it and the morning email lists it. */
export const DUE_GROUPS = ['overdue', 'soon', 'later'] as const;
export type DueGroup = (typeof DUE_GROUPS)[number];

/** "Due soon" is due within this long from now: the next 48 hours. */
export const DUE_SOON_MS = 48 * 60 * 60 * 1000;

/**
 * The group of an order due at `dueAt` (its expected delivery: the promised date, or an open
 * revision's): overdue once the moment has passed, soon within 48 hours, else later. An order
 * without a due date (a suite no longer sold) is later.
 */
export function dueGroup(dueAt: string | null, nowMs: number): DueGroup {
  if (dueAt === null) return 'later';
  const due = Date.parse(dueAt);
  if (due < nowMs) return 'overdue';
  return due - nowMs <= DUE_SOON_MS ? 'soon' : 'later';
}

/** Open orders are the team's work: paid, and received or in production (a revision puts one back there). */
export function isOpenOrder(order: { paymentStatus: PaymentStatus; stage: OrderStage }): boolean {
  return order.paymentStatus === 'paid' && (order.stage === 'received' || order.stage === 'in_production');
}

/** Orders sorted by due date, soonest first; those without one last. */
export function byDueDate<T extends { dueAt: string | null }>(a: T, b: T): number {
  if (a.dueAt === b.dueAt) return 0;
  if (a.dueAt === null) return 1;
  if (b.dueAt === null) return -1;
  return a.dueAt < b.dueAt ? -1 : 1;
}

/** The time of the morning email, in the business's time zone (Europe/London). */
export const PRODUCTION_DIGEST_HOUR = 7;

/** What an order must show for its rush delivery to be refunded on its own. */
export interface RushRefundCheck {
  productId: string;
  paymentStatus: PaymentStatus;
  paidAt: string | null;
  rush?: { days: number; pricePounds: number } | null;
  /** The rush date moves by the days the customer took over the lyrics: those days are not the team's miss. */
  lyricDrafts?: readonly LyricDraftTimes[];
  /** When the first version of the song was delivered; null while none has been. */
  firstDeliveredAt: string | null;
  /** A refund of the rush line was already asked for (and did not fail). */
  rushRefunded: boolean;
}

/**
 * Why staff cannot refund an order's rush delivery now (a MESSAGES key), or null when they can: the
 * order was paid with rush, the rush date (rush days from payment) has been missed (the first version
 * came after it, or it has passed with none), and its rush was not refunded already.
 */
export function rushRefundRefusal(order: RushRefundCheck, nowMs: number): MessageKey | null {
  if (!order.rush) return 'rushNotBought';
  if (order.paymentStatus !== 'paid') return 'refundNotPaid';
  if (order.rushRefunded) return 'rushAlreadyRefunded';
  const due = promisedDeliveryAt(order);
  if (due === null) return 'refundNotPaid';
  const delivered = order.firstDeliveredAt === null ? null : Date.parse(order.firstDeliveredAt);
  const missed = delivered === null ? nowMs > Date.parse(due) : delivered > Date.parse(due);
  return missed ? null : 'rushDateNotMissed';
}

/** What an order must show for one of its extras to be refunded on its own. */
export interface ExtraRefundCheck {
  paymentStatus: PaymentStatus;
  /** The extras as the order keeps them, each at what it was charged. */
  extras?: readonly OrderExtra[];
  /** A refund of this extra's line was already asked for (and did not fail). */
  refunded: boolean;
}

/**
 * Why staff cannot refund an extra of an order on its own (a MESSAGES key), or null when they can: it
 * was bought and charged (an extra the suite includes cost nothing), the order is paid, and that
 * extra was not refunded already.
 */
export function extraRefundRefusal(order: ExtraRefundCheck, id: ExtraId): MessageKey | null {
  const bought = order.extras?.find((extra) => extra.id === id);
  if (!bought || bought.pricePounds <= 0) return 'extraNotBought';
  if (order.paymentStatus !== 'paid') return 'refundNotPaid';
  return order.refunded ? 'extraAlreadyRefunded' : null;
}

import {
  type ExtraFileId,
  type LyricDraft,
  type OrderExtra,
  type OrderOccasion,
  type OrderRefund,
  type OrderRevision,
  type OrderStage,
  type PaymentStatus,
  poundsToPence,
  type RushOption,
  type Voice,
} from '@storysong/core';
import type { OrderLinkRecord } from './order-links.ts';
import type { RevealRecord } from './reveal-records.ts';

export const ORDERS = 'orders';
export const PAYMENT_EVENTS = 'payment_events';
/** Every payment received for an order, keyed by the provider's payment id (docs/data-model.md `order_payments`). */
export const ORDER_PAYMENTS = 'order_payments';

/** An order as stored (docs/data-model.md `orders`); amounts in whole pounds. */
export interface OrderRecord extends Record<string, unknown> {
  customerName: string;
  customerEmail: string;
  /** `emailKey(customerEmail)`: finds a customer's earlier paid orders whatever case they typed. */
  customerEmailKey: string;
  /** ISO 3166-1 alpha-2; absent on orders placed before the country was kept. */
  country?: string;
  story: string;
  emotion: string;
  genre: string;
  language: string;
  relationship: string;
  /** The site language the customer ordered in (their emails use it); absent on orders placed before it was kept. */
  siteLanguage?: string;
  productId: string;
  productName: string;
  listPricePounds: number;
  amountPounds: number;
  isDiscounted: boolean;
  referralCode: string | null;
  affiliateId: string | null;
  profilePicture: string | null;
  /**
   * What the customer agreed to with the order (docs/privacy.md): the version of the terms, that they
   * are old enough, and the photo as the gift link's preview. Absent on orders placed before consent
   * was kept; the terms' fields are absent on orders placed before they were.
   */
  consent?: { termsVersion?: string; ageConfirmed?: true; acceptedAt?: string; photoAsPreview: boolean };
  voiceNote: string | null;
  /** The voice the customer asked to sing the song; absent when they left it to us (and before it was asked). */
  voice?: Voice | null;
  /** The names to be sung and how to say each; absent when none were given (and before they were asked). */
  names?: SungNameRecord[];
  /** Lines or phrases the song must hold; absent when none were given. */
  mustInclude?: string | null;
  /** What the song must leave out; absent when nothing was given. */
  avoid?: string | null;
  paymentStatus: PaymentStatus;
  stage: OrderStage;
  /** The secret links to the order's page, by hash (order-links.ts). */
  links?: OrderLinkRecord[];
  /** The one raw link orders kept before `links`; null once `links` is written (migration 003 hashes it). */
  statusToken?: string | null;
  /** The newest checkout session; `checkoutSessions` keeps every one. */
  checkoutSessionId: string | null;
  /** Every checkout session opened for the order, oldest first; absent on orders from before they were kept. */
  checkoutSessions?: string[];
  /** The payment the order was paid with: refunds go to it, whichever session is newest. */
  payment?: { sessionId: string | null; paymentId: string } | null;
  /**
   * Every dispute the cardholder's bank opened on the payment, one per provider dispute id, oldest
   * first; absent until the first. A closed one stays: a lost one keeps its money lost whatever
   * dispute comes after it.
   */
  disputes?: OrderDisputeRecord[];
  /** The one dispute orders kept before `disputes` (read as the only one there); null once `disputes` is written. */
  dispute?: OrderDisputeRecord | null;
  /** The oldest refund still waiting for the provider (requested); null when none is, for the retry job. */
  refundPendingSince?: string | null;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  /** Refunds asked of the provider, oldest first; absent until the first. */
  refunds?: RefundEntry[];
  /** The sum of the settled refunds; absent (nothing refunded) until the first settles. */
  refundedPence?: number;
  /** Set when staff start the song (absent on orders moved before it was kept). */
  inProductionAt?: string | null;
  /** The newest version of the song. */
  song?: SongRecord | null;
  /** Versions delivered before `song`, oldest first; absent until a revision is delivered. */
  earlierSongs?: SongRecord[];
  /** Revisions the customer asked for, oldest first; absent until the first. */
  revisions?: OrderRevision[];
  /** Lyric drafts sent for the customer's approval before recording, oldest first; absent until the first. */
  lyricDrafts?: LyricDraftRecord[];
  /** When the lyrics schedule next acts (reminder, then approval) while a draft waits; null or absent when none does. */
  lyricDueAt?: string | null;
  /** The title the customer gave the song; absent until they choose one. */
  songTitle?: string | null;
  /** The song's gift page id while it is delivered; a new one revokes the old link. */
  shareId?: string | null;
  /** What the song is for and its date; absent or null on orders placed without one (and before occasions were asked). */
  occasion?: OrderOccasion | null;
  /** The customer's IANA time zone when they ordered; absent on orders placed before it was kept. */
  timeZone?: string;
  /** Rush delivery bought with the order (its price and days, as the catalogue had them); absent or null without. */
  rush?: RushOption | null;
  /** The extras bought with the order, each at what it was charged (0 where the suite includes it); absent without. */
  extras?: OrderExtra[];
  /** The customer's photos for the lyric video (`profile-pictures` bucket), claimed with the order; absent without. */
  videoPhotos?: string[];
  /** The extras staff delivered as files of their own, each in its bucket (`EXTRA_FILE_BUCKETS`); absent until the first. */
  extraFiles?: Partial<Record<ExtraFileId, ExtraFileRecord>>;
  /** The staff member (uid) who has the order on the production board; absent or null when nobody does. */
  assigneeUid?: string | null;
  /** The reveal the customer scheduled for the song's recipient (reveal-records.ts); absent or null when none is. */
  reveal?: RevealRecord | null;
  /**
   * When the retention job next acts on the order (docs/privacy.md): the notice 11 months after
   * delivery, then the erasure 30 days after it; null or absent when nothing is due.
   */
  retentionDueAt?: string | null;
  /** When the retention notice was queued; null until then and again once the customer keeps the order. */
  retentionNoticeAt?: string | null;
  /** The customer's pending request to delete the story and files, confirmed by the link emailed to them. */
  erasureRequest?: { confirmationHash: string; expiresAt: string } | null;
  /** When the story, files and personal details were erased; the accounting record stays. */
  erasedAt?: string | null;
}

/** A lyric draft as the order keeps it: what the customer sees, who sent it (uid) and when they were reminded. */
export interface LyricDraftRecord extends LyricDraft {
  sentBy: string;
  remindedAt: string | null;
}

/** A name to be sung as the order keeps it: its recording is a file in the private `voice-notes` bucket. */
export interface SungNameRecord {
  name: string;
  pronunciation: string | null;
  recording: string | null;
}

/** The delivered song: a file in the private `songs` bucket and its lyrics. */
export interface SongRecord {
  /** Absent on songs delivered before versions were kept: those are version 1. */
  version?: number;
  file: string;
  lyrics: string;
  deliveredAt: string;
  /** Seconds, as staff's browser read them from the file; absent when it could not (or before it was kept). */
  durationSeconds?: number;
}

/** An extra's delivered file: the newest one staff delivered for it. */
export interface ExtraFileRecord {
  file: string;
  deliveredAt: string;
}

/** A refund as the order keeps it: what staff see, plus who asked (uid) and the provider's id for it. */
export interface RefundEntry extends OrderRefund {
  requestedByUid: string | null;
  providerRefundId: string | null;
  /**
   * Set when the retry job gave up on a refund that never reached the provider and released its
   * amount (shown as failed): unlike a failure the provider reported, a later success still counts.
   */
  released?: boolean;
}

/** A dispute on the order's payment, as staff see it on the order. */
export interface OrderDisputeRecord {
  providerDisputeId: string;
  status: 'open' | 'won' | 'lost';
  amountPence: number;
  openedAt: string;
  closedAt: string | null;
}

/** The order's disputes by provider id, oldest first, an order's single `dispute` from before they were kept included. */
export const disputesOf = (order: OrderRecord): OrderDisputeRecord[] => order.disputes ?? (order.dispute ? [order.dispute] : []);

/** Whether a dispute on the order's payment is open: its commission must not become payable. */
export const disputeOpen = (order: OrderRecord) => disputesOf(order).some((dispute) => dispute.status === 'open');

/** Whether a dispute was lost: whatever disputes come after it, the payment counts as gone for the commission. */
export const disputeLost = (order: OrderRecord) => disputesOf(order).some((dispute) => dispute.status === 'lost');

/** What the bank gave the cardholder back through lost disputes, at most what was paid: staff cannot refund it again. */
export function lostToDisputesPence(order: OrderRecord): number {
  const lost = disputesOf(order)
    .filter((dispute) => dispute.status === 'lost')
    .reduce((sum, dispute) => sum + dispute.amountPence, 0);
  return Math.min(lost, poundsToPence(order.amountPounds));
}

/**
 * One payment received for an order. Most are the order's own (`order`); one that arrives for a
 * cancelled order (`cancelled`) or after the order was already paid in another session
 * (`duplicate`) is refunded in full automatically, with the key `automaticRefund.refundId`.
 */
export interface OrderPaymentRecord extends Record<string, unknown> {
  orderId: string;
  sessionId: string | null;
  amountPence: number;
  role: 'order' | 'cancelled' | 'duplicate';
  receivedAt: string;
  /** `automaticRefund.status` at the top level, where the retry job's query can reach it on every store; null for the order's own. */
  automaticRefundStatus: 'requested' | 'succeeded' | 'failed' | null;
  automaticRefund: {
    refundId: string;
    status: 'requested' | 'succeeded' | 'failed';
    providerRefundId: string | null;
    requestedAt: string;
  } | null;
}

/** When the oldest refund still waiting for the provider was asked for; null when none waits. */
export const refundPendingSince = (refunds: readonly RefundEntry[]): string | null =>
  refunds
    .filter((r) => r.status === 'requested')
    .map((r) => r.requestedAt)
    .sort()[0] ?? null;

/** The order's refunds as staff see them. */
export const refundsOf = (order: OrderRecord): OrderRefund[] =>
  (order.refunds ?? []).map(({ requestedByUid: _, providerRefundId: __, released: ___, ...refund }) => refund);

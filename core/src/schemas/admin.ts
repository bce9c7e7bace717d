import { z } from 'zod';
import { EXTRA_IDS, type OrderExtra } from '../catalogue.ts';
import { ORDER_STAGES, type OrderStage, PAYMENT_STATUSES, type PaymentStatus } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import type { LyricsView } from '../lyrics.ts';
import { MESSAGES as M } from '../messages.ts';
import type { Occasion } from '../occasion.ts';
import type { OrderRevision } from '../revisions.ts';
import type { SalesWeek } from '../sales.ts';
import type { TipView } from '../tips.ts';
import type { TopAffiliate } from '../topAffiliates.ts';
import type { StaffMember } from './board.ts';
import type { DeliveredExtraFile, DeliveredSong } from './delivery.ts';
import type { HeardName, SongWishes } from './songWishes.ts';

/** Staff profile as the settings screen edits it; the email is Firebase Auth's and read-only here. */
export const adminProfileSchema = z.object({
  displayName: z.string().trim().min(1, M.fullNameRequired).max(LIMITS.nameMaxChars, M.max100),
  notifyNewOrders: z.boolean(),
  /** Conversations handed to the team and contact messages; left out, the stored choice stands. */
  notifyMessages: z.boolean().optional(),
});
export type AdminProfileInput = z.infer<typeof adminProfileSchema>;

export interface AdminProfile {
  uid: string;
  email: string;
  displayName: string;
  notifyNewOrders: boolean;
  notifyMessages: boolean;
  lastLogin: string | null;
}

/** Filters of the customer stories list: fulfilment stage, payment status, name or email text. */
export const adminOrdersQuerySchema = z.object({
  stage: z.enum(ORDER_STAGES).optional(),
  payment: z.enum(PAYMENT_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const orderStageChangeSchema = z.object({ stage: z.enum(ORDER_STAGES) });

/** Stripe keeps at most 500 characters in a metadata value, where the reason travels with the refund. */
export const REFUND_REASON_MAX_CHARS = 500;

/**
 * A staff refund as the drawer's form holds it: the amount typed in pounds (`25`, `12.50`), which
 * the schema turns into whole pence, and why. What is left to refund is checked on the server.
 */
export const orderRefundSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, M.refundAmountInvalid)
    .transform((pounds) => Math.round(Number(pounds) * 100))
    .refine((pence) => pence > 0, M.refundAmountInvalid),
  reason: z.string().trim().min(1, M.refundReasonRequired).max(REFUND_REASON_MAX_CHARS, M.max500),
  /**
   * One per staff action, made when the form opens and sent again when staff retry after an error:
   * the provider's idempotency key is made from it, so a retry never refunds twice. Absent, each
   * request is a new refund.
   */
  requestKey: z.string().uuid().optional(),
});
export type OrderRefundForm = z.input<typeof orderRefundSchema>;
export type OrderRefundInput = z.output<typeof orderRefundSchema>;

/** A refund is requested of the payment provider, then settled by the provider's event. */
export const REFUND_STATUSES = ['requested', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface OrderRefund {
  id: string;
  amountPence: number;
  /** Null for a refund made at the provider's own dashboard, which gives none we keep. */
  reason: string | null;
  status: RefundStatus;
  /** The staff member's email; null for a refund made at the provider. */
  requestedBy: string | null;
  requestedAt: string;
  settledAt: string | null;
}

/** The customer's wishes for the song (voice, names, what to include and avoid) go with it into the CSV. */
export interface AdminOrderSummary extends SongWishes {
  id: string;
  customerName: string;
  customerEmail: string;
  /** ISO 3166-1 alpha-2; null for orders placed before the country was kept. */
  country: string | null;
  productName: string;
  amountPounds: number;
  paymentStatus: PaymentStatus;
  /** What has come back to the customer so far (settled refunds only). */
  refundedPence: number;
  stage: OrderStage;
  createdAt: string;
  /** The customer asked for a revision the songwriters have not delivered yet. */
  revisionRequested: boolean;
  /** The order was paid with rush delivery. */
  rush: boolean;
  /** A lyric draft waits for the customer's approval: recording cannot start. */
  lyricsWaiting: boolean;
  /** When the song is due (the promised date, or an open revision's); null when nothing is on its way. */
  dueAt: string | null;
  /** What the song is for and its date, as the customer gave them; null when they gave neither. */
  occasion: { kind: Occasion | null; date: string | null } | null;
}

/** An extra on an order as staff see it in the drawer. */
export interface AdminOrderExtra extends OrderExtra {
  /** Whether staff may refund this extra's line now (charged, paid, not refunded yet); the server checks again. */
  refundable: boolean;
  /** Its line was refunded on its own (asked for, and not failed). */
  refunded: boolean;
}

/** Staff refunding one extra of an order on its own, by id. */
export const extraRefundSchema = z.object({ extra: z.enum(EXTRA_IDS, { error: M.extraUnknown }) });

export interface AdminOrderDetail extends AdminOrderSummary {
  /** The names to be sung, each recording as a signed, expiring link. */
  names: HeardName[];
  story: string;
  emotion: string;
  genre: string;
  language: string;
  relationship: string;
  productId: string;
  listPricePounds: number;
  isDiscounted: boolean;
  referralCode: string | null;
  paidAt: string | null;
  updatedAt: string;
  /** Signed, expiring download URLs: customer uploads are private. */
  photoUrl: string | null;
  voiceNoteUrl: string | null;
  /** Oldest first, requested and failed ones included. */
  refunds: OrderRefund[];
  /** The newest version; earlier ones newest first. */
  song: DeliveredSong | null;
  earlierSongs: DeliveredSong[];
  /** Oldest first. */
  revisions: OrderRevision[];
  revisionsIncluded: number;
  /** The lyric drafts sent for approval before recording, and the rounds left. */
  lyrics: LyricsView;
  /** Every dispute the cardholder's bank opened on the payment, oldest first; closed ones stay. */
  disputes: OrderDispute[];
  /** The date promised for the first delivery from payment (rush days when bought); null until paid. */
  promisedAt: string | null;
  /** What rush delivery cost on this order, in whole pounds; null without rush. */
  rushPricePounds: number | null;
  /** Whether staff may refund the rush line now (its date missed, not refunded yet); the server checks again. */
  rushRefundable: boolean;
  /** The rush line was refunded for a missed rush date (asked for, and not failed). */
  rushRefunded: boolean;
  /** The extras bought with the order, each at what it was charged, and where its own refund stands. */
  extras: AdminOrderExtra[];
  /** The extras' files staff delivered (the lyric video, the instrumental). */
  extraFiles: DeliveredExtraFile[];
  /** The customer's photos for the lyric video, as signed, expiring URLs, in the order they added them. */
  videoPhotoUrls: string[];
  /** Who on the team has the order; null when nobody does. */
  assignee: StaffMember | null;
  /**
   * The terms the customer accepted (their version) and when, with their word that they are old
   * enough; null on orders placed before it was kept.
   */
  consent: { termsVersion: string; acceptedAt: string } | null;
  /** Thank-you tips paid after delivery, oldest first: money beside the order's, never refundable with it. */
  tips: TipView[];
}

export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export interface OrderDispute {
  /** The provider's id for it (Stripe's `dp_…`), to find it in the provider's dashboard. */
  id: string;
  status: DisputeStatus;
  amountPence: number;
  openedAt: string;
  closedAt: string | null;
}

export interface AdminDashboard {
  postCount: number;
  /** Paid orders: a checkout left unpaid is not a story the team has. */
  paidOrderCount: number;
  /** Checkouts started and not (yet) paid, shown apart. */
  unpaidOrderCount: number;
  /** Paid orders still at stage `received`: the team's queue. */
  awaitingCount: number;
  recentOrders: AdminOrderSummary[];
  /** The recent weeks' paid orders, revenue and refunds, oldest first. */
  sales: SalesWeek[];
  /** Over the same weeks: the affiliates whose referred orders earned most. */
  topAffiliates: TopAffiliate[];
}

import { z } from 'zod';
import { ORDER_STAGES, type OrderStage, PAYMENT_STATUSES, type PaymentStatus } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES as M } from '../messages.ts';
import type { DeliveredSong } from './delivery.ts';

/** Staff profile as the settings screen edits it; the email is Firebase Auth's and read-only here. */
export const adminProfileSchema = z.object({
  displayName: z.string().trim().min(1, M.fullNameRequired).max(LIMITS.nameMaxChars, M.max100),
  notifyNewOrders: z.boolean(),
});
export type AdminProfileInput = z.infer<typeof adminProfileSchema>;

export interface AdminProfile {
  uid: string;
  email: string;
  displayName: string;
  notifyNewOrders: boolean;
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

export interface AdminOrderSummary {
  id: string;
  customerName: string;
  customerEmail: string;
  /** ISO 3166-1 alpha-2; null for orders placed before the country was kept. */
  country: string | null;
  productName: string;
  amountPounds: number;
  paymentStatus: PaymentStatus;
  stage: OrderStage;
  createdAt: string;
}

export interface AdminOrderDetail extends AdminOrderSummary {
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
  song: DeliveredSong | null;
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
}

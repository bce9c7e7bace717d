import type { AffiliateStatus, OrderStage, PaymentStatus, TransactionStatus } from '@storysong/core';

export const ORDERS = 'orders';
export const PAYMENT_EVENTS = 'payment_events';
export const AFFILIATES = 'affiliates';
export const REFERRAL_CODES = 'referral_codes';
export const REFERRAL_TRANSACTIONS = 'referral_transactions';

/** An order as stored (docs/data-model.md `orders`); amounts in whole pounds. */
export interface OrderRecord extends Record<string, unknown> {
  customerName: string;
  customerEmail: string;
  story: string;
  emotion: string;
  genre: string;
  language: string;
  relationship: string;
  productId: string;
  productName: string;
  listPricePounds: number;
  amountPounds: number;
  isDiscounted: boolean;
  referralCode: string | null;
  affiliateId: string | null;
  profilePicture: string | null;
  voiceNote: string | null;
  paymentStatus: PaymentStatus;
  stage: OrderStage;
  statusToken: string;
  checkoutSessionId: string | null;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
}

/** The fields of an affiliate this feature reads; the affiliates feature owns the rest. */
export interface AffiliateRecord extends Record<string, unknown> {
  status: AffiliateStatus;
  commissionRate: number;
}

export interface ReferralCodeRecord extends Record<string, unknown> {
  affiliateId: string;
}

export interface ReferralTransactionRecord extends Record<string, unknown> {
  affiliateId: string;
  orderId: string;
  customerEmail: string;
  commissionPence: number;
  status: TransactionStatus;
  transactionDate: string;
  decidedAt: string | null;
  decidedBy: string | null;
}

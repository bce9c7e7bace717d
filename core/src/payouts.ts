import { z } from 'zod';
import { toCsv } from './csv.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES as M } from './messages.ts';
import { CURRENCY } from './pricing.ts';
import type { PaymentDetails } from './schemas/accounts.ts';

/** An affiliate is paid once what is due to them reaches this. */
export const MIN_PAYOUT_PENCE = 5000;

export const PAYOUT_STATUSES = ['created', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * Until when a change of payment details made at `changedAt` holds the next payout, or null once
 * it no longer does: long enough for the owner to read the email it sent and stop a thief's change.
 */
export function payoutHeldUntil(changedAt: string | null | undefined, now: number): string | null {
  if (!changedAt) return null;
  const until = Date.parse(changedAt) + LIMITS.payoutHoldAfterDetailsChangeMs;
  return until > now ? new Date(until).toISOString() : null;
}

/**
 * One affiliate's line in a payout batch, with the payment details they had when it was made:
 * masked wherever the batch is shown; whole only in the payout files the API builds.
 */
export interface PayoutItem {
  affiliateId: string;
  fullName: string;
  email: string;
  amountPence: number;
  paymentDetails: PaymentDetails;
}

export interface PayoutBatch {
  id: string;
  status: PayoutStatus;
  totalPence: number;
  items: PayoutItem[];
  createdAt: string;
  createdBy: string;
  paidAt: string | null;
  paidBy: string | null;
}

/** An affiliate's balance as the Payouts page lists it. */
export interface DueAffiliate {
  affiliateId: string;
  fullName: string;
  email: string;
  paymentMethod: PaymentDetails['method'];
  pendingPence: number;
  duePence: number;
  inPayoutPence: number;
  /** Whether the next batch pays them: what is due reaches the minimum (any amount once they closed their account), and no hold. */
  payable: boolean;
  /** Until when a change of their payment details holds their payout; null when none does. */
  heldUntil: string | null;
}

export interface PayoutsOverview {
  minimumPence: number;
  holdingDays: number;
  affiliates: DueAffiliate[];
  batches: PayoutBatch[];
}

/** What an affiliate sees of a payout that paid them. */
export interface AffiliatePayout {
  id: string;
  amountPence: number;
  status: PayoutStatus;
  createdAt: string;
  paidAt: string | null;
}

/** The affiliate's money: what is held, due and paid, and their payouts. */
export interface AffiliatePayouts {
  minimumPence: number;
  holdingDays: number;
  pendingPence: number;
  duePence: number;
  inPayoutPence: number;
  paidPence: number;
  payouts: AffiliatePayout[];
}

/** Staff reject a pending commission with a reason the ledger keeps. */
export const commissionRejectSchema = z.object({
  reason: z.string().trim().min(1, M.rejectReasonRequired).max(500, M.rejectReasonRequired),
});
export type CommissionRejectInput = z.infer<typeof commissionRejectSchema>;

const pounds = (pence: number) => (pence / 100).toFixed(2);

/**
 * PayPal's mass payment file: one row per recipient, no header: recipient email, amount,
 * currency, a reference of ours (the batch and affiliate) and a note the recipient sees.
 */
export function paypalMassPayCsv(batch: PayoutBatch): string {
  const rows = batch.items.flatMap((item) =>
    item.paymentDetails.method === 'paypal'
      ? [
          [
            item.paymentDetails.paypalEmail,
            pounds(item.amountPence),
            CURRENCY,
            `${batch.id}-${item.affiliateId}`,
            'Storysong referral commission',
          ],
        ]
      : [],
  );
  return toCsv(null, rows);
}

/** Every affiliate paid another way (bank transfer or Cash App), with what a person needs to pay them. */
export function manualPayoutsCsv(batch: PayoutBatch): string {
  const header = [
    'reference',
    'name',
    'email',
    'method',
    'amount',
    'currency',
    'cashtag',
    'bankName',
    'accountNumber',
    'sortCode',
    'routingNumber',
    'iban',
    'swiftCode',
    'bankCountry',
  ];
  const rows = batch.items.flatMap((item) => {
    const d = item.paymentDetails;
    if (d.method === 'paypal') return [];
    const bank = d.method === 'bank' ? d : null;
    return [
      [
        `${batch.id}-${item.affiliateId}`,
        item.fullName,
        item.email,
        d.method,
        pounds(item.amountPence),
        CURRENCY,
        d.method === 'cashapp' ? `$${d.cashappTag}` : null,
        bank?.bankName ?? null,
        bank?.accountNumber ?? null,
        bank?.sortCode ?? null,
        bank?.routingNumber ?? null,
        bank?.iban ?? null,
        bank?.swiftCode ?? null,
        bank?.country ?? null,
      ],
    ];
  });
  return toCsv(header, rows);
}

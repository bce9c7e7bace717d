import { z } from 'zod';
import {
  type AffiliateStatus,
  LANGUAGE_CODES,
  type PaymentMethod,
  STAFF_AFFILIATE_STATUSES,
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES as M } from '../messages.ts';
import { country, email, fullName, id, STRICT_EMAIL } from './fields.ts';

const optionalText = z.string().trim().max(64).optional();

export const paymentDetailsSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('paypal'), paypalEmail: email(M.paypalEmailRequired) }),
  z.object({
    method: z.literal('cashapp'),
    cashappTag: z
      .string()
      .trim()
      .min(1, M.cashappTagRequired)
      .max(32, M.cashappTagRequired)
      .regex(/^[A-Za-z0-9_-]+$/, M.cashappTagRequired),
  }),
  z.object({
    method: z.literal('bank'),
    bankName: z.string().trim().min(1, M.bankNameRequired).max(LIMITS.nameMaxChars, M.max100),
    accountNumber: z.string().trim().min(1, M.accountNumberRequired).max(34, M.accountNumberRequired),
    country: country(M.countryNameLetters),
    routingNumber: optionalText,
    swiftCode: optionalText,
    sortCode: optionalText,
    iban: optionalText,
  }),
]);
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

export const password = z.string().min(1, M.passwordRequired).min(LIMITS.passwordMinChars, M.passwordMin).max(128);

export const affiliateRegisterSchema = z.object({
  fullName,
  email: email(M.emailRequired, STRICT_EMAIL),
  password,
  paymentDetails: paymentDetailsSchema,
  acceptTerms: z.literal(true, { error: M.termsRequired }),
  /** The site language they register in: their emails are written in it. */
  siteLanguage: z.enum(LANGUAGE_CODES).optional(),
});
export type AffiliateRegisterInput = z.infer<typeof affiliateRegisterSchema>;

export const forgotPasswordSchema = z.object({
  email: email(M.emailRequired, STRICT_EMAIL),
  captchaToken: z.string().min(1, M.captchaRequired).max(4096),
});

/** Reset password: at least 8 characters and a digit, typed twice. */
export const newPasswordSchema = z
  .object({
    password: z.string().min(LIMITS.passwordMinChars, M.passwordMinLong).regex(/\d/, M.passwordDigit).max(128),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: M.passwordsMismatch, path: ['confirmPassword'] });

export function passwordStrength(value: string): 'veryWeak' | 'strong' {
  return value.length >= LIMITS.passwordMinChars && /\d/.test(value) ? 'strong' : 'veryWeak';
}

/**
 * An affiliate's new payment details, with their password typed again: whoever holds an open
 * session must still know the password to redirect the money. `language` is the site language the
 * confirmation email is written in.
 */
export const paymentDetailsChangeSchema = z.object({
  password: z.string().min(1, M.passwordRequired).max(128),
  paymentDetails: paymentDetailsSchema,
  language: z.enum(LANGUAGE_CODES).optional(),
});
export type PaymentDetailsChangeInput = z.infer<typeof paymentDetailsChangeSchema>;

/** An affiliate closing their account, with their password: an open session alone must not end it. */
export const accountCloseSchema = z.object({ password: paymentDetailsChangeSchema.shape.password });
export type AccountCloseInput = z.infer<typeof accountCloseSchema>;

export const signInSchema = z.object({
  email: z.string().trim().min(1, M.emailRequired).regex(STRICT_EMAIL, M.emailInvalid),
  password: z.string().min(1, M.passwordRequired),
});

export interface AffiliateView {
  id: string;
  fullName: string;
  email: string;
  referralCode: string;
  status: AffiliateStatus;
  commissionRate: number;
  earningsTotalPence: number;
  pendingPence: number;
  duePence: number;
  paidPence: number;
  referralCount: number;
  paymentMethod: PaymentMethod;
  createdAt: string;
}

/** What the signed-in affiliate sees of their own account: whether their email is verified too. */
export interface OwnAffiliateView extends AffiliateView {
  /** Until it is, referred orders book no commission. */
  emailVerified: boolean;
  /** Where they are paid, masked (`maskPaymentDetails`): the API never sends them whole. */
  paymentDetails: PaymentDetails;
  /** Until when a change of those details holds their next payout; null when none does. */
  payoutHeldUntil: string | null;
}

export interface ReferralTransaction {
  id: string;
  affiliateId: string;
  orderId: string;
  customerEmail: string;
  commissionPence: number;
  status: TransactionStatus;
  transactionDate: string;
  /** When it becomes due for payout: the booking plus the holding period. */
  dueAt: string;
}

/** One page of the affiliate's own commissions: newest first, optionally of one status, after a cursor. */
export const transactionPageQuerySchema = z.object({
  status: z.enum(TRANSACTION_STATUSES).optional(),
  /** The id of the last commission of the page before. */
  after: id.optional(),
});
export type TransactionPageQuery = z.infer<typeof transactionPageQuerySchema>;

/** The affiliate's commissions as CSV: all of them, or those of one status, as the page filters them. */
export const transactionExportQuerySchema = transactionPageQuerySchema.pick({ status: true });

export interface TransactionPage {
  items: ReferralTransaction[];
  /** Every commission the filter matches, on all pages. */
  total: number;
  pageSize: number;
  /** The cursor for the next page; null on the last one. */
  next: string | null;
}

/** Staff suspend or reactivate an affiliate; a suspended affiliate's code stops giving discounts. */
export const affiliateStatusSchema = z.object({ status: z.enum(STAFF_AFFILIATE_STATUSES) });

/**
 * Staff decisions on a pending commission: approve releases it before its holding period ends,
 * reject (with a reason) cancels it. It becomes paid_out only through a payout batch.
 */
export const COMMISSION_ACTIONS = ['approve', 'reject'] as const;
export type CommissionAction = (typeof COMMISSION_ACTIONS)[number];

const COMMISSION_MOVES: Record<CommissionAction, { from: TransactionStatus; to: TransactionStatus }> = {
  approve: { from: 'pending', to: 'approved' },
  reject: { from: 'pending', to: 'rejected' },
};

/** The status a commission moves to, or null when the action does not apply to its current status. */
export function commissionMove(current: TransactionStatus, action: CommissionAction): TransactionStatus | null {
  const move = COMMISSION_MOVES[action];
  return move.from === current ? move.to : null;
}

/**
 * A cancelled or failed order earns no commission: a pending or approved one becomes rejected.
 * One already paid out is money that has left; taking it back is a ledger entry, not a status.
 */
export function voidedCommission(current: TransactionStatus): TransactionStatus | null {
  return current === 'pending' || current === 'approved' ? 'rejected' : null;
}

/** What other features may use of the affiliate programme: ordering checks referral codes, and books and voids commissions on its records. */
export {
  AFFILIATES,
  type AffiliateRecord,
  REFERRAL_CODES,
  REFERRAL_TRANSACTIONS,
  type ReferralCodeRecord,
  type TransactionRecord,
} from './records.ts';
export { type ActiveReferral, activeReferral } from './referral-codes.ts';

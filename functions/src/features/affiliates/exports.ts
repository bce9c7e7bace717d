/**
 * What other features may use of the affiliate programme: ordering checks referral codes, books
 * commissions and moves them on refunds, staff cancelling an order voids its commission, all
 * through the ledger, each held for the programme's holding period; the scheduled job matures held commissions.
 */
export {
  bookCommission,
  holdCommission,
  matureCommissions,
  refundCommission,
  releaseCommission,
  voidOrderCommission,
} from './commissions.ts';
export { checkLedger } from './ledger.ts';
export { affiliatePersonalData } from './personal-data.ts';
export { programmeSettings } from './programme-settings.ts';
export {
  AFFILIATES,
  type AffiliateRecord,
  REFERRAL_CODES,
  REFERRAL_TRANSACTIONS,
  type ReferralCodeRecord,
  type TransactionRecord,
} from './records.ts';
export { type ActiveReferral, activeReferral } from './referral-codes.ts';
export { openPaymentDetails, resealed, sealPaymentDetails } from './sealed-payment-details.ts';

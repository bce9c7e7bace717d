import { maskPaymentDetails, type PaymentDetails, paymentDetailsSchema } from '@storysong/core';
import type { Config } from '../../config.ts';
import { needsReseal, seal, unseal } from '../../platform/sealed.ts';

/**
 * How an affiliate's payment details are stored: sealed (platform/sealed.ts) for the two places
 * that need them whole, the payout files and a staff reveal, and a masked copy for every screen
 * and email. The method stays in clear: lists and the payout page sort by it.
 */
export type StoredPaymentDetails = {
  paymentMethod: PaymentDetails['method'];
  paymentDetailsMasked: PaymentDetails;
  paymentDetailsSealed: string;
};

/** Sealed for this affiliate only: a ciphertext copied onto another affiliate's record does not open there. */
const contextOf = (affiliateId: string) => `affiliates/${affiliateId}/paymentDetails`;

export function sealPaymentDetails(config: Config, affiliateId: string, details: PaymentDetails): StoredPaymentDetails {
  return {
    paymentMethod: details.method,
    paymentDetailsMasked: maskPaymentDetails(details),
    paymentDetailsSealed: seal(config.sealingKeys, JSON.stringify(details), contextOf(affiliateId)),
  };
}

/** The details whole, from a sealed value of this affiliate's (the record's, or a payout batch's copy of it). */
export function openPaymentDetails(config: Config, affiliateId: string, sealed: string): PaymentDetails {
  return paymentDetailsSchema.parse(JSON.parse(unseal(config.sealingKeys, sealed, contextOf(affiliateId))));
}

/** The same details sealed with the current key, or null when they already are. */
export function resealed(config: Config, affiliateId: string, sealed: string): string | null {
  if (!needsReseal(config.sealingKeys, sealed)) return null;
  return sealPaymentDetails(config, affiliateId, openPaymentDetails(config, affiliateId, sealed)).paymentDetailsSealed;
}

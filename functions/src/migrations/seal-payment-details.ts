import { maskPaymentDetails, type PaymentDetails } from '@storysong/core';
import { AFFILIATES, type AffiliateRecord, resealed, sealPaymentDetails } from '../features/affiliates/exports.ts';
import type { Services } from '../services.ts';
import { eachDoc, type Migration } from './migration.ts';

const PAYOUTS = 'payouts';

/** An affiliate written before payment details were sealed: the details whole, in `paymentDetails`. */
type StoredAffiliate = Partial<AffiliateRecord> & { paymentDetails?: PaymentDetails };
type StoredItem = { affiliateId: string; paymentDetails: PaymentDetails; paymentDetailsSealed?: string | null };
type StoredBatch = { status: string; items: StoredItem[] };

/** The affiliate's details sealed with the current key, or null when they already are. */
function sealedAffiliate({ config }: Services, id: string, data: StoredAffiliate): AffiliateRecord | null {
  if (data.paymentDetails) {
    const { paymentDetails, ...rest } = data;
    return { ...(rest as AffiliateRecord), ...sealPaymentDetails(config, id, paymentDetails) };
  }
  const again = data.paymentDetailsSealed ? resealed(config, id, data.paymentDetailsSealed) : null;
  return again ? { ...(data as AffiliateRecord), paymentDetailsSealed: again } : null;
}

/**
 * A batch's items as they are now kept: the masked details, and while the batch is unpaid the
 * sealed ones its payout files open; null when every item already is.
 */
function sealedItems({ config }: Services, batch: StoredBatch): StoredItem[] | null {
  let changed = false;
  const items = batch.items.map((item) => {
    if (item.paymentDetailsSealed === undefined) {
      changed = true;
      const sealed = sealPaymentDetails(config, item.affiliateId, item.paymentDetails).paymentDetailsSealed;
      return {
        ...item,
        paymentDetails: maskPaymentDetails(item.paymentDetails),
        paymentDetailsSealed: batch.status === 'paid' ? null : sealed,
      };
    }
    const again = item.paymentDetailsSealed ? resealed(config, item.affiliateId, item.paymentDetailsSealed) : null;
    if (!again) return item;
    changed = true;
    return { ...item, paymentDetailsSealed: again };
  });
  return changed ? items : null;
}

/**
 * Seals affiliates' payment details kept whole, on their records and in payout batches (which
 * keep a masked copy, and a sealed one only until paid), and seals again with the current key
 * whatever an older key sealed. Rotating the key (docs/operations.md) adds this again under a new id.
 * Each document is read and written in one transaction, so a change made meanwhile is not undone.
 */
export function sealingPaymentDetails(id: string): Migration {
  return {
    id,
    async run(services) {
      const { documents } = services;
      const affiliates = await eachDoc<StoredAffiliate>(documents, AFFILIATES, (doc) =>
        documents.transaction(async (tx) => {
          const current = await tx.get<StoredAffiliate>(AFFILIATES, doc.id);
          const next = current && sealedAffiliate(services, doc.id, current.data);
          if (next) tx.set(AFFILIATES, doc.id, next);
          return next !== null;
        }),
      );
      const batches = await eachDoc<StoredBatch>(documents, PAYOUTS, (doc) =>
        documents.transaction(async (tx) => {
          const current = await tx.get<StoredBatch>(PAYOUTS, doc.id);
          const items = current && sealedItems(services, current.data);
          if (items) tx.update(PAYOUTS, doc.id, { items });
          return items !== null;
        }),
      );
      return affiliates + batches;
    },
  };
}

export const sealPaymentDetailsAtRest = sealingPaymentDetails('005-seal-payment-details');

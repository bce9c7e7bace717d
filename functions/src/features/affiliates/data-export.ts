import { type AffiliateDataExport, MESSAGES, type OwnAffiliateView, payoutHeldUntil } from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { Doc } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { referralActivity } from './clicks.ts';
import { payoutsOf } from './payouts.ts';
import { type AffiliateRecord, forAffiliate, toAffiliateView } from './records.ts';
import { transactionsOf } from './store.ts';

/** The affiliate's account as their dashboard shows it, and as their data's download and the staff export give it. */
export async function ownView(services: Services, doc: Doc<AffiliateRecord>): Promise<OwnAffiliateView> {
  const paymentDetails = doc.data.paymentDetailsMasked;
  if (!paymentDetails) throw notFound(MESSAGES.affiliateNotFound);
  const [transactions, user] = await Promise.all([transactionsOf(services, doc.id), services.identity.get(doc.id)]);
  return {
    ...toAffiliateView(doc, transactions),
    emailVerified: user?.emailVerified === true,
    paymentDetails,
    payoutHeldUntil: payoutHeldUntil(doc.data.paymentDetailsChangedAt, services.clock.now()),
  };
}

/** Everything the affiliate's account holds, for its owner to download. */
export async function exportAccount(
  services: Services,
  affiliate: Doc<AffiliateRecord>,
  account: OwnAffiliateView,
): Promise<AffiliateDataExport> {
  const [clicks, commissions, payouts] = await Promise.all([
    referralActivity(services, affiliate.id),
    transactionsOf(services, affiliate.id),
    payoutsOf(services, affiliate),
  ]);
  return {
    exportedAt: isoNow(services.clock),
    account,
    clicks,
    commissions: commissions.map(forAffiliate),
    payouts,
  };
}

import type { AffiliateDataExport, OwnAffiliateView } from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import type { Doc } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { referralActivity } from './clicks.ts';
import { payoutsOf } from './payouts.ts';
import { type AffiliateRecord, forAffiliate } from './records.ts';
import { transactionsOf } from './store.ts';

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

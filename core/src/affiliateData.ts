import type { AffiliatePayouts } from './payouts.ts';
import type { ReferralActivity } from './referralClicks.ts';
import type { OwnAffiliateView, ReferralTransaction } from './schemas/accounts.ts';

/** What closing an affiliate account answers: what a later payout still pays them, and what was forfeited (pence). */
export interface AccountClosed {
  closed: true;
  owedPence: number;
  forfeitedPence: number;
}

/**
 * Everything an affiliate account holds, as its owner downloads it (`GET /api/affiliates/me/export`):
 * the payment details masked, as every answer sends them.
 */
export interface AffiliateDataExport {
  exportedAt: string;
  account: OwnAffiliateView;
  clicks: ReferralActivity;
  commissions: ReferralTransaction[];
  payouts: AffiliatePayouts;
}

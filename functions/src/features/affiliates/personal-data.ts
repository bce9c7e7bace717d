import { EMPTY_LEDGER, type HeldRecord } from '@storysong/core';
import { jsonFile, type PersonalDataSource } from '../../platform/personal-data.ts';
import type { Doc } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { referralActivity } from './clicks.ts';
import { closeAffiliate, owedOn } from './closing.ts';
import { exportAccount, ownView } from './data-export.ts';
import { AFFILIATES, type AffiliateRecord } from './records.ts';

/**
 * The accounts registered with the address (kept in lower case at registration), a closed one too
 * while a payout still owes it and its details are not yet erased.
 */
const accountsOf = (services: Services, email: string): Promise<Doc<AffiliateRecord>[]> =>
  services.documents.query<AffiliateRecord>(AFFILIATES, {
    where: [{ field: 'email', op: '==', value: email.trim().toLowerCase() }],
  });

/** A closed account whose details wait for the payout that pays what it is still owed. */
const awaitingPayout = (doc: Doc<AffiliateRecord>): boolean =>
  doc.data.status === 'closed' && owedOn(doc.data.ledger ?? EMPTY_LEDGER) > 0;

const heldAccount = (doc: Doc<AffiliateRecord>): HeldRecord => ({
  kind: 'affiliate',
  id: doc.id,
  summary: `${doc.data.referralCode} (${doc.data.status})`,
  at: doc.data.createdAt,
  ...(awaitingPayout(doc) && { keptBecause: 'payout_owed' as const }),
});

/**
 * The affiliate programme's part of the staff Privacy page: the account, and its referral clicks
 * (counts per week, under the account). The export is the affiliate's own download; the erasure is
 * the affiliate's own closing (docs/product-rules.md): commissions in their holding period are
 * forfeited, what is owed is paid by the next payouts, and the details are erased then, or at once.
 */
export const affiliatePersonalData: PersonalDataSource = {
  kind: 'affiliate',
  async find(services, email) {
    const held: HeldRecord[] = [];
    for (const doc of await accountsOf(services, email)) {
      held.push(heldAccount(doc));
      const { totalClicks } = await referralActivity(services, doc.id);
      if (totalClicks > 0)
        held.push({ kind: 'referralClicks', id: doc.id, summary: `${totalClicks} clicks`, at: doc.data.createdAt });
    }
    return held;
  },
  async export(services, email) {
    const files = [];
    for (const doc of await accountsOf(services, email)) {
      files.push(jsonFile(`affiliate/${doc.id}.json`, await exportAccount(services, doc, await ownView(services, doc))));
    }
    return files;
  },
  async erase(services, email) {
    let erased = 0;
    const kept: HeldRecord[] = [];
    for (const doc of await accountsOf(services, email)) {
      // A closed account still found by its address is one a payout still owes (closing erases the others).
      const closed = doc.data.status === 'closed' ? null : await closeAffiliate(services, doc.id, 'staff');
      if (closed?.owedPence === 0) erased += 1;
      else kept.push({ ...heldAccount(doc), keptBecause: 'payout_owed' });
    }
    return { erased, kept };
  },
};

import {
  commissionDueAt,
  commissionPence,
  DAY_MS,
  discountedPrice,
  findProduct,
  LIMITS,
  type TransactionStatus,
} from '@storysong/core';
import type { Services } from '../../services.ts';
import { ledgerOf } from './ledger.ts';
import {
  AFFILIATE_EMAILS,
  AFFILIATES,
  type AffiliateRecord,
  REFERRAL_CODES,
  REFERRAL_TRANSACTIONS,
  type TransactionRecord,
} from './records.ts';
import { sealPaymentDetails } from './sealed-payment-details.ts';

export const DEMO_AFFILIATE = {
  email: 'affiliate@storysong.local',
  password: 'StorysongAffiliate1',
  fullName: 'Demo Affiliate',
  referralCode: 'DEMO2024',
};

/** Four referred purchases: what the affiliate earned is 10% of what each customer paid. */
const DEMO_REFERRALS: { productId: string; daysAgo: number; status: TransactionStatus; customer: string }[] = [
  { productId: 'basic-full-song', daysAgo: 48, status: 'approved', customer: 'olivia.hart@example.com' },
  { productId: 'basic-song', daysAgo: 31, status: 'approved', customer: 'kwame.mensah@example.com' },
  { productId: 'pro-studio', daysAgo: 9, status: 'pending', customer: 'sofia.alves@example.com' },
  { productId: 'basic-song', daysAgo: 2, status: 'pending', customer: 'li.wei@example.com' },
];

function commissionFor(productId: string): number {
  const product = findProduct(productId);
  if (!product) throw new Error(`Unknown demo product ${productId}`);
  return commissionPence(discountedPrice(product.pricePounds), LIMITS.defaultCommissionRate);
}

/** The demo affiliate with the fixed code DEMO2024 and a short history of commissions. */
export async function seedAffiliates(services: Services): Promise<void> {
  const { documents, identity, clock } = services;
  const now = clock.now();
  const user = await identity.ensureUser(DEMO_AFFILIATE.email, DEMO_AFFILIATE.password, DEMO_AFFILIATE.fullName);

  const transactions: [string, TransactionRecord][] = DEMO_REFERRALS.map((r, index) => {
    const orderId = `demo-referral-${index + 1}`;
    const date = new Date(now - r.daysAgo * DAY_MS).toISOString();
    const decided = r.status === 'pending' ? null : new Date(now - (r.daysAgo - 3) * DAY_MS).toISOString();
    return [
      orderId,
      {
        affiliateId: user.uid,
        orderId,
        customerEmail: r.customer,
        commissionPence: commissionFor(r.productId),
        status: r.status,
        transactionDate: date,
        dueAt: commissionDueAt(date),
        decidedAt: decided,
        decidedBy: null,
      },
    ];
  });
  const affiliate: AffiliateRecord = {
    fullName: DEMO_AFFILIATE.fullName,
    email: DEMO_AFFILIATE.email,
    referralCode: DEMO_AFFILIATE.referralCode,
    status: 'active',
    commissionRate: LIMITS.defaultCommissionRate,
    earningsTotalPence: 0,
    ...sealPaymentDetails(services.config, user.uid, { method: 'paypal', paypalEmail: 'payouts.demo@storysong.local' }),
    createdAt: new Date(now - 60 * DAY_MS).toISOString(),
  };

  await documents.transaction(async (tx) => {
    tx.set(AFFILIATES, user.uid, affiliate);
    tx.set(AFFILIATE_EMAILS, DEMO_AFFILIATE.email, { affiliateId: user.uid });
    tx.set(REFERRAL_CODES, DEMO_AFFILIATE.referralCode, { affiliateId: user.uid });
    // Through the ledger, as real commissions are: booked, and the older ones past their holding period.
    const ledger = ledgerOf(tx, { id: user.uid, data: affiliate, updateTime: '' }, new Date(now).toISOString());
    for (const [id, record] of transactions) {
      tx.set(REFERRAL_TRANSACTIONS, id, record);
      ledger.append({ kind: 'booked', transactionId: id, pendingPence: record.commissionPence });
      if (record.status === 'approved') {
        ledger.append({
          kind: 'matured',
          transactionId: id,
          pendingPence: -record.commissionPence,
          duePence: record.commissionPence,
        });
      }
    }
  });
  await identity.setClaims(user.uid, { affiliate: true });
  // A demo account with no mailbox behind it: verified here, so it earns and shows no notice.
  if (!user.emailVerified) await identity.markEmailVerified(user.uid);
}

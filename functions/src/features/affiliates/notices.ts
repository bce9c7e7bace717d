import type { MailKind } from '@storysong/core';
import type { Doc, TransactionOps } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { composeMail, queueMail } from '../mail/exports.ts';
import type { AffiliateRecord } from './records.ts';

/** The affiliate's notices about their money, each linking to the dashboard. */
type MoneyNotice = Extract<MailKind, 'commissionBooked' | 'commissionApproved' | 'commissionPaid'>;

/**
 * Queues a notice to the affiliate inside the caller's transaction, in the language they registered
 * in (English for accounts made before it was kept). Returns the message's id for `dispatchQueued`.
 */
export function queueAffiliateNotice(
  services: Services,
  tx: Pick<TransactionOps, 'create'>,
  affiliate: Doc<AffiliateRecord>,
  kind: MoneyNotice,
  amountPence: number,
): string {
  const mail = composeMail(services.config, {
    kind,
    to: affiliate.data.email,
    language: affiliate.data.siteLanguage,
    name: affiliate.data.fullName,
    path: '/affiliate/dashboard',
    amountPence,
  });
  return queueMail(tx, mail, services.clock.now());
}

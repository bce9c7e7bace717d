import type { MailKind } from '@storysong/core';
import type { Doc, TransactionOps } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { composeMail, type QueuedMail, queueMail } from '../mail/exports.ts';
import type { AffiliateRecord } from './records.ts';

/** The affiliate's notices about their money, each linking to the dashboard. */
type MoneyNotice = Extract<MailKind, 'commissionBooked' | 'commissionApproved' | 'commissionPaid'>;

/**
 * Queues a notice to the affiliate inside the caller's transaction, in the language they registered
 * in (English for accounts made before it was kept). Returns it for `dispatchQueued`.
 */
export function queueAffiliateNotice(
  services: Services,
  tx: Pick<TransactionOps, 'create'>,
  affiliate: Doc<AffiliateRecord>,
  kind: MoneyNotice,
  amountPence: number,
): QueuedMail {
  const mail = composeMail(services.config, {
    kind,
    to: affiliate.data.email,
    language: affiliate.data.siteLanguage,
    name: affiliate.data.fullName,
    path: '/affiliate/dashboard',
    amountPence,
  });
  return queueMail(tx, services, mail);
}

import { Badge } from '@mantine/core';
import type { AffiliateStatus, TransactionStatus } from '@storysong/core';
import { useTranslation } from 'react-i18next';

/** Spec colours: transactions pending yellow, approved green, anything else red. */
export function transactionColor(status: TransactionStatus): string {
  if (status === 'pending') return 'yellow';
  if (status === 'approved') return 'green';
  return 'red';
}

/** Spec colours: an active affiliate green, any other status yellow. Shown to the affiliate and to staff. */
export function AffiliateStatusBadge({ status }: { status: AffiliateStatus }) {
  const { t } = useTranslation('affiliate');
  return <Badge color={status === 'active' ? 'green' : 'yellow'}>{t(`affiliateStatus.${status}`)}</Badge>;
}

import type { PayoutStatus } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './StatusBadge.tsx';

/** A payout batch's status: on the back office's Payouts page and in the affiliate's payout history. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation('affiliates');
  return (
    <StatusBadge kind="payout" status={status}>
      {t(`payoutStatus.${status}`)}
    </StatusBadge>
  );
}

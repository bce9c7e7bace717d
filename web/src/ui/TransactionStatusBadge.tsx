import type { TransactionStatus } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './StatusBadge.tsx';

/** A referral commission's status: on the affiliate's transactions and in the back office's commissions. */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation('affiliates');
  return (
    <StatusBadge kind="transaction" status={status}>
      {t(`status.${status}`)}
    </StatusBadge>
  );
}

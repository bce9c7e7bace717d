import type { ReferralTransaction } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { formatDate, money } from '../../ui/format.ts';
import type { Column } from '../../ui/ResponsiveTable.tsx';
import { TransactionStatusBadge } from '../../ui/TransactionStatusBadge.tsx';

/** Below this the commissions table scrolls sideways (from a tablet up; a phone shows cards). */
export const TRANSACTIONS_MIN_WIDTH = 520;

/** The columns of an affiliate's commissions, on the dashboard card and the full page alike. */
export function useTransactionColumns(): Column<ReferralTransaction>[] {
  const { t, i18n } = useTranslation('affiliates');
  return [
    { key: 'date', label: t('dashboard.transactions.date'), render: (tx) => formatDate(tx.transactionDate, i18n.language) },
    { key: 'customer', label: t('dashboard.transactions.customer'), render: (tx) => <bdi>{tx.customerEmail}</bdi> },
    {
      key: 'commission',
      label: t('dashboard.transactions.commission'),
      render: (tx) => money(tx.commissionPence, i18n.language),
    },
    {
      key: 'status',
      label: t('dashboard.transactions.status'),
      render: (tx) => <TransactionStatusBadge status={tx.status} />,
    },
    {
      key: 'due',
      label: t('dashboard.transactions.dueOn'),
      // Only a commission still held has a date to wait for.
      render: (tx) => (tx.status === 'pending' && tx.dueAt ? formatDate(tx.dueAt, i18n.language) : '—'),
    },
  ];
}

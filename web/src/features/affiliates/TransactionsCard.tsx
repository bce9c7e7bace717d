import { Anchor, Text } from '@mantine/core';
import { LIMITS, type ReferralTransaction } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TableSection } from '../../ui/TableSection.tsx';
import { TRANSACTIONS_MIN_WIDTH, useTransactionColumns } from './transactionColumns.tsx';

/** The latest five commissions, with the full list (pages, a status filter, CSV) one link away. */
export function TransactionsCard({ transactions }: { transactions: ReferralTransaction[] }) {
  const { t } = useTranslation('affiliates');
  const columns = useTransactionColumns();
  return (
    <TableSection
      variant="card"
      title={t('dashboard.transactions.title')}
      empty={<Text c="dimmed">{t('dashboard.transactions.empty')}</Text>}
      rows={transactions.slice(0, LIMITS.recentTransactions)}
      rowKey={(tx) => tx.id}
      columns={columns}
      minWidth={TRANSACTIONS_MIN_WIDTH}
      footer={
        transactions.length > 0 && (
          <Anchor component={Link} to="/affiliate/transactions" size="sm">
            {t('dashboard.transactions.viewAll', { count: transactions.length })}
          </Anchor>
        )
      }
    />
  );
}

import { Anchor, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LIMITS, type ReferralTransaction } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { formatDate, money } from '../../ui/format.ts';
import { type Column, ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { TableSection } from '../../ui/TableSection.tsx';
import { TransactionStatusBadge } from '../../ui/TransactionStatusBadge.tsx';

const MIN_WIDTH = 520;

function useTransactionColumns(): Column<ReferralTransaction>[] {
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

/** The latest five commissions, with the full list one click away. */
export function TransactionsCard({ transactions }: { transactions: ReferralTransaction[] }) {
  const { t } = useTranslation('affiliates');
  const [open, { open: show, close }] = useDisclosure(false);
  const columns = useTransactionColumns();
  return (
    <>
      <TableSection
        variant="card"
        title={t('dashboard.transactions.title')}
        empty={<Text c="dimmed">{t('dashboard.transactions.empty')}</Text>}
        rows={transactions.slice(0, LIMITS.recentTransactions)}
        rowKey={(tx) => tx.id}
        columns={columns}
        minWidth={MIN_WIDTH}
        footer={
          transactions.length > LIMITS.recentTransactions && (
            <Anchor component="button" type="button" onClick={show} size="sm">
              {t('dashboard.transactions.viewAll', { count: transactions.length })}
            </Anchor>
          )
        }
      />
      <Modal opened={open} onClose={close} title={t('dashboard.transactions.allTitle')} size="xl">
        <ResponsiveTable
          rows={transactions}
          rowKey={(tx) => tx.id}
          columns={columns}
          minWidth={MIN_WIDTH}
          label={t('dashboard.transactions.allTitle')}
        />
      </Modal>
    </>
  );
}

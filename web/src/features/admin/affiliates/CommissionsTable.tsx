import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import {
  type AffiliateView,
  type CommissionAction,
  type ReferralTransaction,
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from '@storysong/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, money } from '../../../ui/format.ts';
import type { Column } from '../../../ui/ResponsiveTable.tsx';
import { TableSection } from '../../../ui/TableSection.tsx';
import { TransactionStatusBadge } from '../../../ui/TransactionStatusBadge.tsx';
import { usePhone } from '../../../ui/usePhone.ts';
import { RejectCommissionModal } from './RejectCommissionModal.tsx';
import { useAdminAffiliatesStore } from './store.ts';

/** The actions staff can take on a commission in each status; a due one is paid through a payout batch. */
const ACTIONS: Partial<Record<TransactionStatus, CommissionAction[]>> = {
  pending: ['approve', 'reject'],
};

type Filter = TransactionStatus | 'all';

/** Every commission, pending first, with the decisions staff can take on each. */
export function CommissionsTable({ affiliates }: { affiliates: AffiliateView[] }) {
  const { t, i18n } = useTranslation('affiliates');
  const { transactions, loading, busy, decide } = useAdminAffiliatesStore();
  const [filter, setFilter] = useState<Filter>('pending');
  const [rejecting, setRejecting] = useState<ReferralTransaction | null>(null);
  // Five statuses side by side are wider than a phone: there they stack.
  const phone = usePhone();
  const names = useMemo(() => new Map(affiliates.map((a) => [a.id, a.fullName])), [affiliates]);
  const shown = filter === 'all' ? transactions : transactions.filter((tx) => tx.status === filter);
  const columns: Column<ReferralTransaction>[] = [
    { key: 'date', label: t('dashboard.transactions.date'), render: (tx) => formatDate(tx.transactionDate, i18n.language) },
    { key: 'affiliate', label: t('admin.affiliate'), render: (tx) => names.get(tx.affiliateId) ?? tx.affiliateId },
    {
      key: 'order',
      label: t('admin.order'),
      render: (tx) => (
        <Text span inherit ff="monospace">
          {tx.orderId}
        </Text>
      ),
    },
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
      key: 'actions',
      label: t('admin.actions'),
      headerHidden: true,
      action: true,
      render: (tx) => (
        <Group gap="xs" wrap="nowrap">
          {(ACTIONS[tx.status] ?? []).map((action) => (
            <Button
              key={action}
              size="xs"
              // Mantine's light green and red text read below 4.5:1 on white.
              variant="default"
              c={action === 'reject' ? 'red.9' : undefined}
              loading={busy === tx.id}
              onClick={() => (action === 'reject' ? setRejecting(tx) : void decide(tx.id, action))}
            >
              {t(`admin.actionLabels.${action}`)}
            </Button>
          ))}
        </Group>
      ),
    },
  ];

  return (
    <>
      <RejectCommissionModal commission={rejecting} onClose={() => setRejecting(null)} />
      <TableSection
        variant="card"
        title={t('admin.commissions')}
        actions={
          <SegmentedControl
            aria-label={t('admin.filter')}
            orientation={phone ? 'vertical' : 'horizontal'}
            fullWidth={phone}
            w={phone ? '100%' : undefined}
            value={filter}
            onChange={(value) => setFilter(value as Filter)}
            data={[...TRANSACTION_STATUSES, 'all' as const].map((s) => ({
              value: s,
              label: t(s === 'all' ? 'admin.all' : `status.${s}`),
            }))}
          />
        }
        empty={<Text c="dimmed">{loading ? t('admin.loading') : t('admin.noCommissions')}</Text>}
        rows={shown}
        rowKey={(tx) => tx.id}
        columns={columns}
        minWidth={760}
      />
    </>
  );
}

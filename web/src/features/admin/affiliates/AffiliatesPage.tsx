import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  type AffiliateView,
  type CommissionAction,
  type ReferralTransaction,
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from '@storysong/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, money } from '../../../ui/format.ts';
import { type Column, ResponsiveTable } from '../../../ui/ResponsiveTable.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { usePhone } from '../../../ui/usePhone.ts';
import { useAdminAffiliatesStore } from './store.ts';

/** The actions staff can take on a commission in each status. */
const ACTIONS: Partial<Record<TransactionStatus, CommissionAction[]>> = {
  pending: ['approve', 'reject'],
  approved: ['mark-paid'],
};

type Filter = TransactionStatus | 'all';

/** /admin/affiliates: every affiliate with their figures, and the commissions staff decide on. */
export default function AdminAffiliatesPage() {
  const { t } = useTranslation('affiliate');
  const { affiliates, error, load } = useAdminAffiliatesStore();
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('admin.title')}
      </Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <AffiliatesTable affiliates={affiliates} />
      <CommissionsTable affiliates={affiliates} />
    </Stack>
  );
}

function AffiliatesTable({ affiliates }: { affiliates: AffiliateView[] }) {
  const { t, i18n } = useTranslation('affiliate');
  const { busy, loading, setStatus } = useAdminAffiliatesStore();
  const columns: Column<AffiliateView>[] = [
    { key: 'name', label: t('fields.fullName'), render: (a) => a.fullName },
    { key: 'email', label: t('fields.email'), render: (a) => <span dir="ltr">{a.email}</span> },
    {
      key: 'status',
      label: t('admin.status'),
      render: (a) => (
        <StatusBadge kind="affiliate" status={a.status} variant="filled">
          {t(`affiliateStatus.${a.status}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'code',
      label: t('admin.code'),
      render: (a) => (
        <Text span inherit ff="monospace">
          {a.referralCode}
        </Text>
      ),
    },
    { key: 'earnings', label: t('dashboard.stats.totalEarnings'), render: (a) => money(a.earningsTotalPence, i18n.language) },
    { key: 'pending', label: t('dashboard.stats.pending'), render: (a) => money(a.pendingPence, i18n.language) },
    { key: 'method', label: t('fields.paymentMethod'), render: (a) => t(`methods.${a.paymentMethod}`) },
    {
      key: 'actions',
      label: t('admin.actions'),
      headerHidden: true,
      action: true,
      render: (a) => {
        const active = a.status === 'active';
        return (
          <Button
            size="xs"
            variant="light"
            color={active ? 'yellow' : 'green'}
            loading={busy === a.id}
            onClick={() => void setStatus(a.id, active ? 'suspended' : 'active')}
            aria-label={t(active ? 'admin.suspendName' : 'admin.reactivateName', { name: a.fullName })}
          >
            {t(active ? 'admin.suspend' : 'admin.reactivate')}
          </Button>
        );
      },
    },
  ];
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t('admin.affiliates')}
      </Title>
      {affiliates.length === 0 ? (
        <Text c="dimmed">{loading ? t('admin.loading') : t('admin.noAffiliates')}</Text>
      ) : (
        <ResponsiveTable rows={affiliates} rowKey={(a) => a.id} columns={columns} minWidth={860} />
      )}
    </Paper>
  );
}

function CommissionsTable({ affiliates }: { affiliates: AffiliateView[] }) {
  const { t, i18n } = useTranslation('affiliate');
  const { transactions, busy, decide } = useAdminAffiliatesStore();
  const [filter, setFilter] = useState<Filter>('pending');
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
      render: (tx) => (
        <StatusBadge kind="transaction" status={tx.status}>
          {t(`status.${tx.status}`)}
        </StatusBadge>
      ),
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
              variant={action === 'reject' ? 'subtle' : 'light'}
              color={action === 'reject' ? 'red' : 'green'}
              loading={busy === tx.id}
              onClick={() => void decide(tx.id, action)}
            >
              {t(`admin.actionLabels.${action}`)}
            </Button>
          ))}
        </Group>
      ),
    },
  ];

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('admin.commissions')}
        </Title>
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
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed">{t('admin.noCommissions')}</Text>
      ) : (
        <ResponsiveTable rows={shown} rowKey={(tx) => tx.id} columns={columns} minWidth={760} />
      )}
    </Paper>
  );
}

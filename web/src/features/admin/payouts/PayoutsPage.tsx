import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { DueAffiliate, PayoutBatch } from '@storysong/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatSiteDateTime, money } from '../../../ui/format.ts';
import { IconCash } from '../../../ui/icons/IconCash.ts';
import { IconCheck } from '../../../ui/icons/IconCheck.ts';
import { IconDownload } from '../../../ui/icons/IconDownload.ts';
import { translateMessage } from '../../../ui/messages.ts';
import { PayoutStatusBadge } from '../../../ui/PayoutStatusBadge.tsx';
import type { Column } from '../../../ui/ResponsiveTable.tsx';
import { statusBadgeStyle } from '../../../ui/statusColours.ts';
import { TableSection } from '../../../ui/TableSection.tsx';
import { useAdminPayoutsStore } from './store.ts';

/** /admin/payouts: what is due to each affiliate, and the batches that pay them. */
export default function PayoutsPage() {
  const { t, i18n } = useTranslation(['affiliates', 'validation']);
  const { overview, loading, busy, error, load, create } = useAdminPayoutsStore();
  useEffect(() => {
    void load();
  }, [load]);

  const affiliates = overview?.affiliates ?? [];
  const payable = affiliates.some((a) => a.payable);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('payouts.title')}
      </Title>
      {overview && (
        <Text c="dimmed">
          {t('payouts.rules', { days: overview.holdingDays, minimum: money(overview.minimumPence, i18n.language) })}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {translateMessage(t, error)}
        </Alert>
      )}
      <DueTable
        affiliates={affiliates}
        loading={loading && !overview}
        action={
          <Button
            leftSection={<IconCash size={16} />}
            onClick={() => void create()}
            loading={busy === 'create'}
            disabled={!payable}
          >
            {t('payouts.create')}
          </Button>
        }
      />
      <BatchesTable batches={overview?.batches ?? []} />
    </Stack>
  );
}

function DueTable({ affiliates, loading, action }: { affiliates: DueAffiliate[]; loading: boolean; action: React.ReactNode }) {
  const { t, i18n } = useTranslation('affiliates');
  const columns: Column<DueAffiliate>[] = [
    { key: 'name', label: t('admin.affiliate'), render: (a) => a.fullName },
    { key: 'method', label: t('fields.paymentMethod'), render: (a) => t(`methods.${a.paymentMethod}`) },
    { key: 'pending', label: t('payouts.pending'), render: (a) => money(a.pendingPence, i18n.language) },
    { key: 'inPayout', label: t('payouts.inPayout'), render: (a) => money(a.inPayoutPence, i18n.language) },
    {
      key: 'due',
      label: t('payouts.due'),
      render: (a) => (
        <Text span inherit fw={700}>
          {money(a.duePence, i18n.language)}
        </Text>
      ),
    },
    {
      key: 'next',
      label: t('payouts.nextBatch'),
      render: (a) =>
        a.duePence === 0 ? (
          '—'
        ) : a.heldUntil ? (
          <Text span size="sm" c="dimmed">
            {t('payouts.heldUntil', { date: formatSiteDateTime(a.heldUntil, i18n.language) })}
          </Text>
        ) : a.payable ? (
          <Badge variant="light" style={statusBadgeStyle('green', 'light')}>
            {t('payouts.payable')}
          </Badge>
        ) : (
          <Text span size="sm" c="dimmed">
            {t('payouts.belowMinimum')}
          </Text>
        ),
    },
  ];
  return (
    <TableSection
      variant="card"
      title={t('payouts.dueTitle')}
      actions={action}
      empty={<Text c="dimmed">{loading ? t('admin.loading') : t('payouts.nothingOwed')}</Text>}
      rows={affiliates}
      rowKey={(a) => a.affiliateId}
      columns={columns}
      minWidth={760}
    />
  );
}

function BatchesTable({ batches }: { batches: PayoutBatch[] }) {
  const { t, i18n } = useTranslation('affiliates');
  const { busy, markPaid, download } = useAdminPayoutsStore();
  const columns: Column<PayoutBatch>[] = [
    { key: 'date', label: t('payouts.created'), render: (b) => formatDate(b.createdAt, i18n.language) },
    {
      key: 'id',
      label: t('payouts.batch'),
      render: (b) => (
        <Text span inherit ff="monospace">
          {b.id}
        </Text>
      ),
    },
    { key: 'count', label: t('payouts.affiliates'), render: (b) => String(b.items.length) },
    { key: 'total', label: t('payouts.total'), render: (b) => money(b.totalPence, i18n.language) },
    {
      key: 'status',
      label: t('dashboard.transactions.status'),
      render: (b) => (
        <Group gap={6} wrap="nowrap">
          <PayoutStatusBadge status={b.status} />
          {b.paidAt && (
            <Text span size="sm" c="dimmed">
              {formatDate(b.paidAt, i18n.language)}
            </Text>
          )}
        </Group>
      ),
    },
    {
      key: 'actions',
      label: t('admin.actions'),
      headerHidden: true,
      action: true,
      render: (b) => (
        <Group gap="xs" wrap="wrap" justify="flex-end">
          {b.items.some((i) => i.paymentDetails.method === 'paypal') && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              loading={busy === `${b.id}:paypal`}
              onClick={() => void download(b.id, 'paypal')}
            >
              {t('payouts.paypalCsv')}
            </Button>
          )}
          {b.items.some((i) => i.paymentDetails.method !== 'paypal') && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              loading={busy === `${b.id}:other`}
              onClick={() => void download(b.id, 'other')}
            >
              {t('payouts.otherCsv')}
            </Button>
          )}
          {b.status === 'created' && (
            <Button size="xs" leftSection={<IconCheck size={14} />} loading={busy === b.id} onClick={() => void markPaid(b.id)}>
              {t('payouts.markPaid')}
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <TableSection
      variant="card"
      title={t('payouts.batches')}
      empty={<Text c="dimmed">{t('payouts.noBatches')}</Text>}
      rows={batches}
      rowKey={(b) => b.id}
      columns={columns}
      minWidth={860}
    />
  );
}

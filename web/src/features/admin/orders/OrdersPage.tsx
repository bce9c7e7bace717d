import { Button, Group, Loader, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type AdminOrderSummary, ORDER_STAGES, type OrderStage, PAYMENT_STATUSES, type PaymentStatus } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../../lib/download.ts';
import { formatDate } from '../../../ui/format.ts';
import { IconDownload } from '../../../ui/icons/IconDownload.ts';
import { IconEye } from '../../../ui/icons/IconEye.ts';
import { IconSearch } from '../../../ui/icons/IconSearch.ts';
import type { Column } from '../../../ui/ResponsiveTable.tsx';
import { TableSection } from '../../../ui/TableSection.tsx';
import { LoadError } from '../LoadError.tsx';
import { ordersCsv } from './csv.ts';
import { OrderDrawer } from './OrderDrawer.tsx';
import { StatusBadges } from './StatusBadges.tsx';
import { useAdminOrders } from './store.ts';

export default function OrdersPage() {
  const { t, i18n } = useTranslation('admin');
  const { filters, orders, loading, error, setFilters, load } = useAdminOrders();
  const [search, setSearch] = useState(filters.q);
  const [debounced] = useDebouncedValue(search, 300);
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => setFilters({ q: debounced }), [debounced, setFilters]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload whenever a filter changes
  useEffect(() => {
    void load();
  }, [filters, load]);

  const exportCsv = () => {
    downloadText(`customer-stories-${new Date().toISOString().slice(0, 10)}.csv`, ordersCsv(orders));
  };

  const columns: Column<AdminOrderSummary>[] = [
    {
      key: 'customer',
      label: t('stories.customer'),
      render: (order) => (
        <>
          <Text size="sm" fw={500}>
            {order.customerName}
          </Text>
          <Text size="xs" c="dimmed">
            {order.customerEmail}
          </Text>
        </>
      ),
    },
    {
      key: 'product',
      label: t('stories.product'),
      render: (order) => (
        <>
          <Text size="sm">{order.productName}</Text>
          <Text size="xs" c="dimmed">
            £{order.amountPounds.toFixed(2)}
          </Text>
        </>
      ),
    },
    { key: 'status', label: t('stories.status'), render: (order) => <StatusBadges order={order} /> },
    {
      key: 'submitted',
      label: t('stories.submitted'),
      render: (order) => formatDate(order.createdAt, i18n.language, { month: 'short', day: 'numeric' }),
    },
    {
      key: 'actions',
      label: t('stories.actions'),
      action: true,
      render: (order) => (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconEye size={14} />}
          onClick={() => setOpenId(order.id)}
          aria-label={t('stories.viewOf', { name: order.customerName })}
        >
          {t('stories.view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <TableSection
        variant="page"
        title={t('nav.stories')}
        actions={
          <Button leftSection={<IconDownload size={16} />} variant="light" onClick={exportCsv} disabled={orders.length === 0}>
            {t('stories.export')}
          </Button>
        }
        toolbar={
          <>
            <Group grow preventGrowOverflow={false} wrap="wrap" align="flex-end">
              <TextInput
                label={t('stories.search')}
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                miw={200}
              />
              <Select
                label={t('stories.stage')}
                placeholder={t('stories.all')}
                clearable
                data={ORDER_STAGES.map((s) => ({ value: s, label: t(`stage.${s}`) }))}
                value={filters.stage}
                onChange={(value) => setFilters({ stage: value as OrderStage | null })}
                miw={160}
              />
              <Select
                label={t('stories.payment')}
                placeholder={t('stories.all')}
                clearable
                data={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`payment.${s}`) }))}
                value={filters.payment}
                onChange={(value) => setFilters({ payment: value as PaymentStatus | null })}
                miw={160}
              />
            </Group>
            {error && <LoadError message={error} onRetry={load} />}
          </>
        }
        empty={
          loading ? (
            <Loader mx="auto" role="img" aria-label={t('common.loading')} />
          ) : (
            <Text c="dimmed" ta="center" py="xl">
              {t('stories.empty')}
            </Text>
          )
        }
        rows={orders}
        rowKey={(order) => order.id}
        columns={columns}
        minWidth={720}
      />
      <OrderDrawer orderId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

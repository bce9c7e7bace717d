import { Button, Group, Loader, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ORDER_STAGES, type OrderStage, PAYMENT_STATUSES, type PaymentStatus } from '@storysong/core';
import { IconDownload, IconEye, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format.ts';
import { LoadError } from '../LoadError.tsx';
import { downloadText, ordersCsv } from './csv.ts';
import { OrderDrawer } from './OrderDrawer.tsx';
import { StatusBadges } from './StatusBadges.tsx';
import { useStories } from './store.ts';

export default function StoriesPage() {
  const { t, i18n } = useTranslation('admin');
  const { filters, orders, loading, error, setFilters, load } = useStories();
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

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('nav.stories')}</Title>
        <Button leftSection={<IconDownload size={16} />} variant="light" onClick={exportCsv} disabled={orders.length === 0}>
          {t('stories.export')}
        </Button>
      </Group>
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
      {loading && orders.length === 0 ? (
        <Loader mx="auto" role="img" aria-label={t('common.loading')} />
      ) : orders.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('stories.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stories.customer')}</Table.Th>
                <Table.Th>{t('stories.product')}</Table.Th>
                <Table.Th>{t('stories.status')}</Table.Th>
                <Table.Th>{t('stories.submitted')}</Table.Th>
                <Table.Th>{t('stories.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {order.customerName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {order.customerEmail}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{order.productName}</Text>
                    <Text size="xs" c="dimmed">
                      £{order.amountPounds.toFixed(2)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadges order={order} />
                  </Table.Td>
                  <Table.Td>{formatDate(order.createdAt, i18n.language, { month: 'short', day: 'numeric' })}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconEye size={14} />}
                      onClick={() => setOpenId(order.id)}
                      aria-label={t('stories.viewOf', { name: order.customerName })}
                    >
                      {t('stories.view')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <OrderDrawer orderId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

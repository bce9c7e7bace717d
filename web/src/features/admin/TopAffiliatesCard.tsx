import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TopAffiliate } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { BarChartFigure } from '../../ui/BarChartFigure.tsx';
import { count, money } from '../../ui/format.ts';
import { type Column, ResponsiveTable } from '../../ui/ResponsiveTable.tsx';

/** The affiliates whose referred orders earned most over the sales chart's weeks: a table, and a chart of it. */
export function TopAffiliatesCard({ top, weeks }: { top: TopAffiliate[] | undefined; weeks: number }) {
  const { t, i18n } = useTranslation('admin');
  const columns: Column<TopAffiliate>[] = [
    { key: 'name', label: t('dashboard.topAffiliates.affiliate'), render: (row) => row.fullName },
    { key: 'orders', label: t('dashboard.topAffiliates.paidOrders'), render: (row) => count(row.paidOrders, i18n.language) },
    {
      key: 'commission',
      label: t('dashboard.topAffiliates.commission'),
      render: (row) => money(row.commissionPence, i18n.language),
    },
  ];
  return (
    <Card withBorder padding="lg" data-testid="top-affiliates">
      <Title order={2} size="h4" mb="sm">
        {t('dashboard.topAffiliates.title', { weeks })}
      </Title>
      {!top ? (
        <Skeleton h={180} />
      ) : top.length === 0 ? (
        <Text c="dimmed">{t('dashboard.topAffiliates.none')}</Text>
      ) : (
        <Stack>
          <BarChartFigure
            caption={t('dashboard.topAffiliates.chartCaption', { weeks })}
            labelHeader={t('dashboard.topAffiliates.affiliate')}
            valueHeader={t('dashboard.topAffiliates.commissionPounds')}
            data={top.map((row) => ({
              label: row.fullName,
              value: row.commissionPence / 100,
              shown: money(row.commissionPence, i18n.language),
            }))}
          />
          <ResponsiveTable
            rows={top}
            rowKey={(row) => row.affiliateId}
            columns={columns}
            minWidth={360}
            label={t('dashboard.topAffiliates.title', { weeks })}
          />
        </Stack>
      )}
    </Card>
  );
}

import { Card, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { dateTimeFormat, languageOption, type SalesWeek } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { BarChartFigure } from '../../ui/BarChartFigure.tsx';
import { count, money } from '../../ui/format.ts';

/** The recent weeks at a glance: paid orders and revenue by week, and what was refunded. */
export function SalesCard({ sales }: { sales: SalesWeek[] | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const weekOf = dateTimeFormat(languageOption(i18n.language).dateLocale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = (week: SalesWeek) => weekOf.format(new Date(`${week.weekStart}T00:00:00Z`));
  const refunded = sales?.reduce((sum, week) => sum + week.refundedPence, 0) ?? 0;
  return (
    <Card withBorder padding="lg" data-testid="sales">
      <Title order={2} size="h4" mb="sm">
        {t('dashboard.sales.title', { weeks: sales?.length ?? 0 })}
      </Title>
      {sales ? (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <BarChartFigure
              caption={t('dashboard.sales.ordersCaption')}
              labelHeader={t('dashboard.sales.week')}
              valueHeader={t('dashboard.sales.orders')}
              data={sales.map((week) => ({
                label: label(week),
                value: week.paidOrders,
                shown: count(week.paidOrders, i18n.language),
              }))}
            />
            <BarChartFigure
              caption={t('dashboard.sales.revenueCaption')}
              labelHeader={t('dashboard.sales.week')}
              valueHeader={t('dashboard.sales.revenue')}
              data={sales.map((week) => ({
                label: label(week),
                value: week.revenuePence / 100,
                shown: money(week.revenuePence, i18n.language),
              }))}
            />
          </SimpleGrid>
          <Text size="sm" mt="sm" data-testid="sales-refunded">
            {t('dashboard.sales.refunded', { amount: money(refunded, i18n.language) })}
          </Text>
        </>
      ) : (
        <Skeleton h={180} />
      )}
    </Card>
  );
}

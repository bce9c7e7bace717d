import { Paper, Stack, Text, Title } from '@mantine/core';
import { dateTimeFormat, earningsByMonth, languageOption, type ReferralTransaction } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { BarChartFigure } from '../../ui/BarChartFigure.tsx';
import { money } from '../../ui/format.ts';

/** Half a year is enough to see a trend without the bars becoming slivers on a phone. */
const MONTHS = 6;

/** What the affiliate earned each month, from their commissions (rejected ones are not earnings). */
export function EarningsCard({ transactions }: { transactions: readonly ReferralTransaction[] }) {
  const { t, i18n } = useTranslation('affiliates');
  const monthName = dateTimeFormat(languageOption(i18n.language).dateLocale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const months = earningsByMonth(transactions, Date.now(), MONTHS);
  return (
    <Paper withBorder radius="md" p="md" data-testid="earnings-by-month">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('dashboard.earnings.title')}
        </Title>
        <BarChartFigure
          caption={t('dashboard.earnings.chartCaption', { months: MONTHS })}
          labelHeader={t('dashboard.earnings.month')}
          valueHeader={t('dashboard.earnings.earned')}
          data={months.map((row) => ({
            label: monthName.format(new Date(`${row.month}-01T00:00:00Z`)),
            value: row.commissionPence / 100,
            shown: money(row.commissionPence, i18n.language),
          }))}
        />
        <Text size="sm" c="dimmed">
          {t('dashboard.earnings.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}

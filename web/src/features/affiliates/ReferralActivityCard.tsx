import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { conversionPercent, dateTimeFormat, languageOption, type ReferralActivity } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { BarChartFigure } from '../../ui/BarChartFigure.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { count } from '../../ui/format.ts';

interface ReferralActivityCardProps {
  activity: ReferralActivity;
  /** Paid orders that came with the affiliate's code. */
  paidOrders: number;
}

/** How the affiliate's link is doing: visits, the paid orders they became, and visits by week. */
export function ReferralActivityCard({ activity, paidOrders }: ReferralActivityCardProps) {
  const { t, i18n } = useTranslation('affiliates');
  const locale = languageOption(i18n.language).dateLocale;
  const weekOf = dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const rate = conversionPercent(paidOrders, activity.totalClicks);
  const figures = [
    { key: 'clicks', value: count(activity.totalClicks, i18n.language) },
    { key: 'paidOrders', value: count(paidOrders, i18n.language) },
    { key: 'conversion', value: rate === null ? '—' : `${count(rate, i18n.language)}%` },
  ];
  return (
    <Paper withBorder radius="md" p="md" data-testid="referral-activity">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('dashboard.activity.title')}
        </Title>
        <Group gap="xl" wrap="wrap">
          {figures.map((figure) => (
            <Figure
              key={figure.key}
              testId={`activity-${figure.key}`}
              label={t(`dashboard.activity.${figure.key}`)}
              value={figure.value}
            />
          ))}
        </Group>
        <BarChartFigure
          caption={t('dashboard.activity.chartCaption', { weeks: activity.weeks.length })}
          labelHeader={t('dashboard.activity.week')}
          valueHeader={t('dashboard.activity.clicks')}
          data={activity.weeks.map((week) => ({
            label: weekOf.format(new Date(`${week.weekStart}T00:00:00Z`)),
            value: week.clicks,
            shown: count(week.clicks, i18n.language),
          }))}
        />
        <Text size="sm" c="dimmed">
          {t('dashboard.activity.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}

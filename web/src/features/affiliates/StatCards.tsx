import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { AffiliateView } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { count, money } from '../../ui/format.ts';

export function StatCards({ affiliate }: { affiliate: AffiliateView }) {
  const { t, i18n } = useTranslation('affiliates');
  const stats = [
    { key: 'totalEarnings', value: money(affiliate.earningsTotalPence, i18n.language) },
    { key: 'totalReferrals', value: count(affiliate.referralCount, i18n.language) },
    { key: 'pending', value: money(affiliate.pendingPence, i18n.language) },
    { key: 'commissionRate', value: `${count(affiliate.commissionRate, i18n.language)}%` },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {stats.map((stat) => (
        <Paper key={stat.key} withBorder radius="md" p="md" data-testid={`stat-${stat.key}`}>
          <Text size="sm" c="dimmed">
            {t(`dashboard.stats.${stat.key}`)}
          </Text>
          <Text fz={26} fw={700} dir="ltr" style={{ unicodeBidi: 'isolate' }}>
            {stat.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

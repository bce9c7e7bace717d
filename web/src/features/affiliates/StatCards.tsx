import { Paper, SimpleGrid } from '@mantine/core';
import type { AffiliateView } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../ui/Figure.tsx';
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
          <Figure label={t(`dashboard.stats.${stat.key}`)} value={stat.value} size={26} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format.ts';
import { IconArticle } from '../../ui/icons/IconArticle.ts';
import { IconBook2 } from '../../ui/icons/IconBook2.ts';
import { IconClockHour4 } from '../../ui/icons/IconClockHour4.ts';
import { IconReceiptOff } from '../../ui/icons/IconReceiptOff.ts';
import { useDashboard } from './dashboard.ts';
import { LoadError } from './LoadError.tsx';
import { UndeliveredMailCard } from './mail/UndeliveredMailCard.tsx';
import { StatusBadges } from './orders/StatusBadges.tsx';
import { SalesCard } from './SalesCard.tsx';
import { TopAffiliatesCard } from './TopAffiliatesCard.tsx';

export default function AdminDashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const { data, error, loading, load } = useDashboard();

  useEffect(() => {
    void load();
  }, [load]);

  const cards = [
    { key: 'posts', label: t('dashboard.posts'), value: data?.postCount, icon: IconArticle },
    { key: 'paid', label: t('dashboard.stories'), value: data?.paidOrderCount, icon: IconBook2 },
    { key: 'awaiting', label: t('dashboard.awaiting'), value: data?.awaitingCount, icon: IconClockHour4 },
    { key: 'unpaid', label: t('dashboard.unpaid'), value: data?.unpaidOrderCount, icon: IconReceiptOff },
  ];

  return (
    <Stack>
      <Title order={1}>{t('nav.dashboard')}</Title>
      {error && <LoadError message={error} onRetry={load} />}
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {cards.map(({ key, label, value, icon: Icon }) => (
          <Card key={key} withBorder padding="lg" data-testid={`stat-${key}`}>
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                {value === undefined ? (
                  <Skeleton h={32} w={60} mt={4} />
                ) : (
                  <Text fz={28} fw={700}>
                    {value}
                  </Text>
                )}
              </div>
              <Icon size={32} aria-hidden />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          {t('dashboard.recent')}
        </Title>
        {loading && !data ? (
          <Skeleton h={120} />
        ) : data?.recentOrders.length ? (
          // Rows wrap rather than scroll: on a phone the badges go under the name.
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {data.recentOrders.map((order, index) => (
              <Group
                component="li"
                key={order.id}
                justify="space-between"
                gap="xs"
                py="xs"
                style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
              >
                <div>
                  <Text size="sm" fw={500}>
                    {t('dashboard.submission', { name: order.customerName })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {order.productName} · {formatDate(order.createdAt, i18n.language, { month: 'short', day: 'numeric' })}
                  </Text>
                </div>
                <StatusBadges order={order} />
              </Group>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{t('dashboard.noStories')}</Text>
        )}
      </Card>
      <SalesCard sales={data?.sales} />
      <TopAffiliatesCard top={data?.topAffiliates} weeks={data?.sales.length ?? 0} />
      <UndeliveredMailCard />
    </Stack>
  );
}

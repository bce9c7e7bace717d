import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AffiliatePayout, AffiliatePayouts } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../ui/Figure.tsx';
import { formatDate, money } from '../../ui/format.ts';
import { PayoutStatusBadge } from '../../ui/PayoutStatusBadge.tsx';
import { type Column, ResponsiveTable } from '../../ui/ResponsiveTable.tsx';

/** What is held, due and paid, when the next payout comes, and every payout so far. */
export function PayoutsCard({ payouts }: { payouts: AffiliatePayouts }) {
  const { t, i18n } = useTranslation('affiliates');
  const amount = (pence: number) => money(pence, i18n.language);
  // What a batch has taken but not yet paid is still on its way to them.
  const owed = payouts.duePence + payouts.inPayoutPence;
  const figures = [
    { key: 'pending', value: payouts.pendingPence },
    { key: 'due', value: owed },
    { key: 'paid', value: payouts.paidPence },
  ] as const;
  const next =
    payouts.inPayoutPence > 0
      ? t('dashboard.payouts.processing', { amount: amount(payouts.inPayoutPence) })
      : payouts.duePence >= payouts.minimumPence
        ? t('dashboard.payouts.nextRun', { amount: amount(payouts.duePence) })
        : payouts.duePence > 0
          ? t('dashboard.payouts.toMinimum', {
              amount: amount(payouts.minimumPence - payouts.duePence),
              minimum: amount(payouts.minimumPence),
            })
          : t('dashboard.payouts.nothingDue', { minimum: amount(payouts.minimumPence) });
  const columns: Column<AffiliatePayout>[] = [
    { key: 'date', label: t('dashboard.transactions.date'), render: (p) => formatDate(p.createdAt, i18n.language) },
    { key: 'amount', label: t('dashboard.payouts.amount'), render: (p) => amount(p.amountPence) },
    { key: 'status', label: t('dashboard.transactions.status'), render: (p) => <PayoutStatusBadge status={p.status} /> },
    {
      key: 'paidAt',
      label: t('dashboard.payouts.paidOn'),
      render: (p) => (p.paidAt ? formatDate(p.paidAt, i18n.language) : '—'),
    },
  ];
  return (
    <Paper withBorder radius="md" p="md" data-testid="payouts">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('dashboard.payouts.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {figures.map((figure) => (
            <Figure
              key={figure.key}
              testId={`payouts-${figure.key}`}
              label={t(`dashboard.payouts.${figure.key}`)}
              value={amount(figure.value)}
            />
          ))}
        </SimpleGrid>
        <Text size="sm" fw={600}>
          {next}
        </Text>
        <Text size="sm" c="dimmed">
          {t('dashboard.payouts.rules', { days: payouts.holdingDays, minimum: amount(payouts.minimumPence) })}
        </Text>
        <Title order={3} size="h5">
          {t('dashboard.payouts.history')}
        </Title>
        {payouts.payouts.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('dashboard.payouts.none')}
          </Text>
        ) : (
          <ResponsiveTable
            rows={payouts.payouts}
            rowKey={(p) => p.id}
            columns={columns}
            minWidth={420}
            label={t('dashboard.payouts.history')}
          />
        )}
      </Stack>
    </Paper>
  );
}

import { List, Stack, Text, Title } from '@mantine/core';
import type { AdminOrderDetail } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { visitorTimeZone } from '../../../lib/visitorTime.ts';
import { formatDateTimeIn, money } from '../../../ui/format.ts';

/** The thank-you tips the customer paid after delivery: money beside the order's, apart from its refunds. */
export function OrderTips({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation('admin');
  if (order.tips.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="tips">
      <Title order={4}>{t('stories.tips.title')}</Title>
      <List size="sm">
        {order.tips.map((tip) => (
          <List.Item key={tip.id}>
            {t('stories.tips.paid', {
              amount: money(tip.amountPence, i18n.language),
              date: tip.paidAt ? formatDateTimeIn(tip.paidAt, i18n.language, visitorTimeZone()) : '',
            })}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        {t('stories.tips.note')}
      </Text>
    </Stack>
  );
}

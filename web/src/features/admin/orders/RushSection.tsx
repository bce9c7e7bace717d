import { Alert, Button, Stack, Text } from '@mantine/core';
import { type AdminOrderDetail, poundsToPence } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { visitorTimeZone } from '../../../lib/visitorTime.ts';
import { formatDateTimeIn, money } from '../../../ui/format.ts';
import { IconBolt } from '../../../ui/icons/IconBolt.ts';
import { LineRefundOutcome, useLineRefund } from './LineRefund.tsx';
import { useAdminOrders } from './store.ts';

/**
 * Rush delivery on a paid order: the date it promised, and once staff have missed it, the action that
 * refunds the rush line on its own (its price, through the usual refund; the server checks the date again).
 */
export function RushSection({ order, onRefunded }: { order: AdminOrderDetail; onRefunded(order: AdminOrderDetail): void }) {
  const { t, i18n } = useTranslation(['admin', 'validation']);
  const refundRush = useAdminOrders((s) => s.refundRush);
  const { busy, failure, done, refund } = useLineRefund(onRefunded);
  if (order.rushPricePounds === null || order.paymentStatus !== 'paid') return null;
  const amount = money(poundsToPence(order.rushPricePounds), i18n.language);
  const date = order.promisedAt ? formatDateTimeIn(order.promisedAt, i18n.language, visitorTimeZone()) : '';

  return (
    <Alert
      color="pink"
      variant="light"
      icon={<IconBolt size={18} aria-hidden />}
      title={t('production.fields.rush')}
      styles={{ title: { color: 'var(--mantine-color-text)' }, icon: { color: 'var(--mantine-color-pink-9)' } }}
      data-testid="rush"
    >
      <Stack gap="xs">
        <Text size="sm">
          {order.rushRefundable ? t('production.rushRefund.missed', { date }) : t('production.rushRefund.kept', { date })}
        </Text>
        {order.rushRefunded && <Text size="sm">{t('production.rushRefund.refunded')}</Text>}
        <LineRefundOutcome done={done} failure={failure} />
        {order.rushRefundable && (
          <Button
            color="red"
            variant="outline"
            loading={busy}
            onClick={() => refund(() => refundRush(order.id), t('production.rushRefund.done', { amount }))}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('production.rushRefund.submit', { amount })}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

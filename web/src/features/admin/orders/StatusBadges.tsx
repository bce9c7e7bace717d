import { Group } from '@mantine/core';
import type { AdminOrderSummary } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';

/** An order's payment status and fulfilment stage, as two labelled badges. */
export function StatusBadges({ order }: { order: Pick<AdminOrderSummary, 'paymentStatus' | 'stage'> }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap={6} wrap="nowrap">
      <StatusBadge kind="payment" status={order.paymentStatus}>
        {t(`payment.${order.paymentStatus}`)}
      </StatusBadge>
      <StatusBadge kind="stage" status={order.stage} variant="outline">
        {t(`stage.${order.stage}`)}
      </StatusBadge>
    </Group>
  );
}

import { Badge, Group } from '@mantine/core';
import type { AdminOrderSummary, OrderStage, PaymentStatus } from '@storysong/core';
import { useTranslation } from 'react-i18next';

const PAYMENT_COLOURS: Record<PaymentStatus, string> = {
  awaiting_payment: 'yellow',
  paid: 'green',
  cancelled: 'gray',
  failed: 'red',
};
const STAGE_COLOURS: Record<OrderStage, string> = {
  received: 'blue',
  in_production: 'grape',
  delivered: 'teal',
  cancelled: 'gray',
};

/** An order's payment status and fulfilment stage, as two labelled badges. */
export function StatusBadges({ order }: { order: Pick<AdminOrderSummary, 'paymentStatus' | 'stage'> }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={PAYMENT_COLOURS[order.paymentStatus]} variant="light">
        {t(`payment.${order.paymentStatus}`)}
      </Badge>
      <Badge color={STAGE_COLOURS[order.stage]} variant="outline">
        {t(`stage.${order.stage}`)}
      </Badge>
    </Group>
  );
}

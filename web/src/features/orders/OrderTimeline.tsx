import { Text, Timeline, Title } from '@mantine/core';
import type { OrderStatusView } from '@storysong/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format.ts';

/** Received, in production, delivered: each step with the date it happened, or "not yet". */
export function OrderTimeline({ order }: { order: OrderStatusView }) {
  const { t, i18n } = useTranslation('orders');
  const steps = [
    { key: 'received', at: order.createdAt },
    // Orders moved on before the date was kept still show the step as done.
    { key: 'in_production', at: order.inProductionAt ?? (order.song ? order.song.deliveredAt : null) },
    { key: 'delivered', at: order.song?.deliveredAt ?? null },
  ] as const;
  const done = steps.filter((step) => step.at !== null).length;
  return (
    <section aria-labelledby="order-progress">
      <Title id="order-progress" order={2} size="h4" mb="sm">
        {t('status.progress')}
      </Title>
      <Timeline active={done - 1} bulletSize={24} lineWidth={2}>
        {steps.map((step) => (
          <Timeline.Item
            key={step.key}
            bullet={step.at ? <IconCheck size={14} aria-hidden /> : null}
            title={t(`stage.${step.key}`)}
          >
            <Text size="sm">{step.at ? formatDate(step.at, i18n.language) : t('status.notYet')}</Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}

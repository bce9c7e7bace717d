import { Stack, Text, Timeline, Title } from '@mantine/core';
import type { OrderStatusView } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDate, formatDayIn } from '../../ui/format.ts';
import { IconCheck } from '../../ui/icons/IconCheck.ts';

/**
 * Received, in production, delivered, then each revision asked for and its version delivered: each
 * step with the date it happened, or when it is expected, or "not yet".
 */
export function OrderTimeline({ order }: { order: OrderStatusView }) {
  const { t, i18n } = useTranslation('orders');
  const firstSong = order.earlierSongs.at(-1) ?? order.song;
  const steps: { key: string; title: string; at: string | null }[] = [
    { key: 'received', title: t('stage.received'), at: order.createdAt },
    // Orders moved on before the date was kept still show the step as done.
    { key: 'in_production', title: t('stage.in_production'), at: order.inProductionAt ?? firstSong?.deliveredAt ?? null },
    { key: 'delivered', title: t('stage.delivered'), at: firstSong?.deliveredAt ?? null },
    ...order.revisions.flatMap((revision, index) => [
      { key: `revision-${index}`, title: t('status.revisionRequested', { number: index + 1 }), at: revision.requestedAt },
      { key: `version-${index}`, title: t('status.versionDelivered', { version: index + 2 }), at: revision.deliveredAt },
    ]),
  ];
  const done = steps.filter((step) => step.at !== null).length;
  // The date promised is the delivery's: the last step.
  const last = steps.at(-1);
  const expected = order.expectedDeliveryAt
    ? t('status.expectedBy', { date: formatDate(order.expectedDeliveryAt, i18n.language) })
    : t('status.notYet');
  // The promise is shown in the customer's own zone, kept with the order, so the server's render and theirs agree.
  const promised = order.promisedAt
    ? t(order.rush ? 'occasion.promisedRush' : 'occasion.promisedBy', {
        date: formatDayIn(order.promisedAt, i18n.language, order.timeZone ?? 'UTC'),
      })
    : null;
  const occasion = order.occasion?.kind
    ? order.occasion.date
      ? t('occasion.forOccasionOn', {
          occasion: t(`occasion.kinds.${order.occasion.kind}`),
          date: formatCalendarDate(order.occasion.date, i18n.language),
        })
      : t('occasion.forOccasion', { occasion: t(`occasion.kinds.${order.occasion.kind}`) })
    : null;
  return (
    <section aria-labelledby="order-progress">
      <Title id="order-progress" order={2} size="h4" mb="sm">
        {t('status.progress')}
      </Title>
      {(promised || occasion) && (
        <Stack gap={2} mb="sm" data-testid="order-promise">
          {promised && <Text fw={600}>{promised}</Text>}
          {/* Until the song is made, how the customer's days on the lyric drafts move the date (README's product rules). */}
          {promised && !order.song && (
            <Text size="sm">
              {order.lyrics.daysTaken > 0
                ? t('lyrics.promiseMoved', { count: order.lyrics.daysTaken })
                : t('lyrics.promiseMoves')}
            </Text>
          )}
          {occasion && <Text size="sm">{occasion}</Text>}
        </Stack>
      )}
      <Timeline active={done - 1} bulletSize={24} lineWidth={2}>
        {steps.map((step) => (
          <Timeline.Item key={step.key} bullet={step.at ? <IconCheck size={14} aria-hidden /> : null} title={step.title}>
            <Text size="sm">{step.at ? formatDate(step.at, i18n.language) : step === last ? expected : t('status.notYet')}</Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}

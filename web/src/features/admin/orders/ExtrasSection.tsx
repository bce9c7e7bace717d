import { Anchor, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { type AdminOrderDetail, type AdminOrderExtra, poundsToPence } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { money } from '../../../ui/format.ts';
import { LineRefundOutcome, useLineRefund } from './LineRefund.tsx';
import { useAdminOrders } from './store.ts';

/** One extra: what it was charged (or that the suite includes it), and the action that refunds its line on its own. */
function ExtraLine({
  order,
  extra,
  onRefunded,
}: {
  order: AdminOrderDetail;
  extra: AdminOrderExtra;
  onRefunded(order: AdminOrderDetail): void;
}) {
  const { t, i18n } = useTranslation(['admin', 'orders', 'validation']);
  const refundExtra = useAdminOrders((s) => s.refundExtra);
  const { busy, failure, done, refund } = useLineRefund(onRefunded);
  const name = t(`orders:extras.names.${extra.id}`);
  const amount = money(poundsToPence(extra.pricePounds), i18n.language, 0);

  return (
    <Stack gap={4} data-testid={`extra-${extra.id}`}>
      <Group gap="xs" justify="space-between">
        <Text size="sm">
          {extra.pricePounds > 0 ? t('production.extras.line', { name, amount }) : t('production.extras.included', { name })}
        </Text>
        {extra.refunded && (
          <Text size="sm" fw={600}>
            {t('production.extras.refunded')}
          </Text>
        )}
      </Group>
      <LineRefundOutcome done={done} failure={failure} />
      {extra.refundable && (
        <Button
          size="xs"
          color="red"
          variant="outline"
          loading={busy}
          onClick={() => refund(() => refundExtra(order.id, extra.id), t('production.extras.done', { name, amount }))}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('production.extras.refund', { name, amount })}
        </Button>
      )}
    </Stack>
  );
}

/** The extras bought with the order, each refundable on its own (its line's price, through the usual refund), and the lyric video's photos. */
export function ExtrasSection({ order, onRefunded }: { order: AdminOrderDetail; onRefunded(order: AdminOrderDetail): void }) {
  const { t } = useTranslation('admin');
  if (order.extras.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="extras">
      <Title order={4}>{t('production.extras.title')}</Title>
      {order.extras.map((extra) => (
        <ExtraLine key={extra.id} order={order} extra={extra} onRefunded={onRefunded} />
      ))}
      {order.videoPhotoUrls.length > 0 && (
        <>
          <Title order={5}>{t('production.extras.photos', { count: order.videoPhotoUrls.length })}</Title>
          <Group gap="xs" data-testid="video-photos">
            {order.videoPhotoUrls.map((url, index) => (
              <Anchor key={url} href={url} target="_blank" rel="noreferrer">
                <Image src={url} alt={t('production.extras.photoAlt', { number: index + 1 })} h={72} w={72} radius="sm" />
              </Anchor>
            ))}
          </Group>
        </>
      )}
    </Stack>
  );
}

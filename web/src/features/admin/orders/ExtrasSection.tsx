import { Anchor, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { type AdminOrderDetail, type AdminOrderExtra, type ExtraId, poundsToPence } from '@storysong/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../ui/format.ts';
import { translateMessage } from '../../../ui/messages.ts';
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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const name = t(`orders:extras.names.${extra.id}`);
  const amount = money(poundsToPence(extra.pricePounds), i18n.language, 0);

  const refund = async (id: ExtraId) => {
    setBusy(true);
    setFailure(null);
    try {
      onRefunded(await refundExtra(order.id, id));
      setDone(t('production.extras.done', { name, amount }));
    } catch (error) {
      setFailure(translateMessage(t, (error as Error).message) ?? null);
    } finally {
      setBusy(false);
    }
  };

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
      {done && (
        <Text size="sm" role="status" fw={600}>
          {done}
        </Text>
      )}
      {failure && (
        <Text size="sm" role="alert" c="red.9">
          {failure}
        </Text>
      )}
      {extra.refundable && (
        <Button
          size="xs"
          color="red"
          variant="outline"
          loading={busy}
          onClick={() => refund(extra.id)}
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

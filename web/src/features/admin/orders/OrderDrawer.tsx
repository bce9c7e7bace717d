import { Alert, Button, Divider, Drawer, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type AdminOrderDetail,
  countryName,
  hasWishes,
  languageOption,
  MESSAGES,
  type OrderStage,
  productionLyricsRefusal,
  TERMS,
} from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visitorTimeZone } from '../../../lib/visitorTime.ts';
import { formatCalendarDate, formatDate, formatDateTimeIn, money } from '../../../ui/format.ts';
import { translateMessage } from '../../../ui/messages.ts';
import { SongWishesList } from '../../orders/exports.ts';
import { DeliverExtraFiles } from './DeliverExtraFileForm.tsx';
import { DeliverSongForm } from './DeliverSongForm.tsx';
import { ExtrasSection } from './ExtrasSection.tsx';
import { OrderLyrics } from './OrderLyrics.tsx';
import { OrderRevisions } from './OrderRevisions.tsx';
import { OrderTips } from './OrderTips.tsx';
import { RefundSection } from './RefundSection.tsx';
import { RushSection } from './RushSection.tsx';
import { StatusBadges } from './StatusBadges.tsx';
import { fetchOrder, nextStages, useAdminOrders } from './store.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** One version of the song as delivered: the newest with its lyrics, earlier ones with their version and date. */
function DeliveredSong({ song, earlier = false }: { song: NonNullable<AdminOrderDetail['song']>; earlier?: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const date = formatDate(song.deliveredAt, i18n.language);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={earlier ? 500 : undefined}>
        {earlier
          ? t('stories.delivery.earlierVersion', { version: song.version, date })
          : t('stories.delivery.deliveredOn', { date })}
      </Text>
      {!earlier && song.version > 1 && (
        <Text size="sm" fw={600}>
          {t('stories.delivery.version', { version: song.version })}
        </Text>
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: the lyrics are shown in full below the player */}
      <audio controls preload="none" src={song.audioUrl} style={{ width: '100%' }}>
        {t('stories.noAudio')}
      </audio>
      {song.lyrics && !earlier && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {song.lyrics}
        </Text>
      )}
    </Stack>
  );
}

/** One order in full: story, choices, wishes, the private photo, voice note and names' recordings (signed, expiring links) and its stage. */
export function OrderDrawer({ orderId, onClose }: { orderId: string | null; onClose(): void }) {
  const { t, i18n } = useTranslation(['admin', 'validation', 'orders']);
  const moveStage = useAdminOrders((s) => s.moveStage);
  const [order, setOrder] = useState<AdminOrderDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState<OrderStage | null>(null);

  useEffect(() => {
    setOrder(null);
    setError(null);
    if (!orderId) return;
    let current = true;
    fetchOrder(orderId)
      .then((detail) => current && setOrder(detail))
      .catch((e: Error) => current && setError(e.message));
    return () => {
      current = false;
    };
  }, [orderId]);

  const move = async (stage: OrderStage) => {
    if (!order) return;
    setMoving(stage);
    setError(null);
    try {
      setOrder(await moveStage(order.id, stage));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setMoving(null);
    }
  };

  const na = t('stories.none');
  const lyricsRefusal = order ? productionLyricsRefusal(order.lyrics.drafts) : null;
  return (
    <Drawer opened={orderId !== null} onClose={onClose} position="right" size="lg" title={t('stories.detailTitle')}>
      {error && (
        <Alert color="red" role="alert" mb="md">
          {translateMessage(t, error)}
        </Alert>
      )}
      {!order && !error && <Loader role="img" aria-label={t('common.loading')} />}
      {order && (
        <Stack>
          <div>
            <Title order={3}>{order.customerName}</Title>
            <Text size="sm" c="dimmed">
              <bdi>{order.customerEmail}</bdi> · {formatDate(order.createdAt, i18n.language, { month: 'short', day: 'numeric' })}
            </Text>
          </div>
          <StatusBadges order={order} />
          {order.disputes.map((dispute) => (
            <Alert
              key={dispute.id}
              color={dispute.status === 'won' ? 'green' : 'red'}
              title={t(`stories.dispute.${dispute.status}`)}
            >
              {t('stories.dispute.detail', {
                amount: money(dispute.amountPence, i18n.language),
                date: formatDate(dispute.openedAt, i18n.language, { month: 'short', day: 'numeric', year: 'numeric' }),
              })}
            </Alert>
          ))}
          {/* What the customer asked to change comes first: it is what the team works from now. */}
          {order.revisions.length > 0 && <OrderRevisions order={order} />}
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <Field label={t('stories.fields.product')} value={order.productName} />
            <Field
              label={t('stories.fields.amount')}
              value={`£${order.amountPounds.toFixed(2)}${order.isDiscounted ? ` (£${order.listPricePounds.toFixed(2)})` : ''}`}
            />
            <Field label={t('stories.fields.referralCode')} value={order.referralCode ?? na} />
            <Field label={t('stories.fields.country')} value={order.country ? countryName(order.country, i18n.language) : na} />
            <Field
              label={t('stories.fields.emotion')}
              value={t(`orders:emotions.${order.emotion}`, { defaultValue: order.emotion })}
            />
            <Field label={t('stories.fields.genre')} value={t(`orders:genres.${order.genre}`, { defaultValue: order.genre })} />
            <Field label={t('stories.fields.language')} value={languageOption(order.language).name} />
            <Field label={t('stories.fields.relationship')} value={order.relationship} />
            <Field
              label={t('production.fields.occasion')}
              value={
                order.occasion?.kind
                  ? [
                      t(`orders:occasion.kinds.${order.occasion.kind}`),
                      order.occasion.date && formatCalendarDate(order.occasion.date, i18n.language),
                    ]
                      .filter(Boolean)
                      .join(', ')
                  : na
              }
            />
            <Field
              label={t('production.fields.promised')}
              value={order.promisedAt ? formatDateTimeIn(order.promisedAt, i18n.language, visitorTimeZone()) : na}
            />
            <Field
              label={t('production.fields.assignee')}
              value={order.assignee ? order.assignee.displayName || order.assignee.email : t('production.nobody')}
            />
            <Field
              label={t('stories.fields.consent')}
              value={
                order.consent
                  ? t('stories.consent', {
                      version: formatCalendarDate(order.consent.termsVersion, i18n.language),
                      age: TERMS.minimumAge,
                    })
                  : na
              }
            />
          </SimpleGrid>
          <RushSection order={order} onRefunded={setOrder} />
          <ExtrasSection order={order} onRefunded={setOrder} />
          <Divider />
          <Title order={4}>{t('stories.fields.story')}</Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {order.story}
          </Text>
          {hasWishes(order) && (
            <>
              <Title order={4}>{t('stories.fields.wishes')}</Title>
              <SongWishesList wishes={order} />
            </>
          )}
          {order.photoUrl && (
            <>
              <Title order={4}>{t('stories.fields.photo')}</Title>
              <Image src={order.photoUrl} alt={t('stories.photoAlt', { name: order.customerName })} maw={320} radius="md" />
            </>
          )}
          <Title order={4}>{t('stories.fields.voiceNote')}</Title>
          {order.voiceNoteUrl ? (
            // biome-ignore lint/a11y/useMediaCaption: a customer's spoken voice note has no captions to offer
            <audio controls preload="none" src={order.voiceNoteUrl} style={{ width: '100%' }}>
              {t('stories.noAudio')}
            </audio>
          ) : (
            <Text size="sm" c="dimmed">
              {na}
            </Text>
          )}
          <RefundSection order={order} onRefunded={setOrder} />
          {order.paymentStatus === 'paid' && (order.stage === 'received' || order.lyrics.drafts.length > 0) && (
            <>
              <Divider />
              <OrderLyrics order={order} onChanged={setOrder} />
            </>
          )}
          <OrderTips order={order} />
          <Divider />
          <Title order={4}>{t('stories.delivery.title')}</Title>
          {order.song && <DeliveredSong song={order.song} />}
          {order.stage === 'in_production' && order.paymentStatus === 'paid' ? (
            <>
              {order.song && <Text size="sm">{t('stories.delivery.nextVersion', { version: order.song.version + 1 })}</Text>}
              <DeliverSongForm orderId={order.id} onDelivered={setOrder} />
            </>
          ) : (
            !order.song && (
              <Text size="sm" c="dimmed">
                {t('stories.delivery.notYet')}
              </Text>
            )
          )}
          <DeliverExtraFiles order={order} onDelivered={setOrder} />
          {order.earlierSongs.length > 0 && (
            <>
              <Title order={5}>{t('stories.delivery.earlier')}</Title>
              {order.earlierSongs.map((song) => (
                <DeliveredSong key={song.version} song={song} earlier />
              ))}
            </>
          )}
          <Divider />
          <Title order={4}>{t('stories.moveStage')}</Title>
          {lyricsRefusal && order.stage === 'received' && (
            <Text size="sm" c="dimmed" id="lyrics-before-recording">
              {translateMessage(t, MESSAGES[lyricsRefusal])}
            </Text>
          )}
          {nextStages(order).length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('stories.finalStage')}
            </Text>
          ) : (
            <Group>
              {nextStages(order).map((stage) => (
                <Button
                  key={stage}
                  variant={stage === 'cancelled' ? 'outline' : 'filled'}
                  color={stage === 'cancelled' ? 'red.9' : undefined}
                  loading={moving === stage}
                  disabled={moving !== null}
                  // The customer may approve while the drawer is open: the server decides, and says why when it refuses.
                  aria-describedby={stage === 'in_production' && lyricsRefusal ? 'lyrics-before-recording' : undefined}
                  onClick={() => move(stage)}
                >
                  {t('stories.moveTo', { stage: t(`stage.${stage}`) })}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
      )}
    </Drawer>
  );
}

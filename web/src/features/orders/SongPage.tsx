import { Alert, Button, Container, Image, Stack, Text, Title } from '@mantine/core';
import { SONG_COVER_ARTWORK, type SongShareView, songPagePath } from '@storysong/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useInitialData, useServedOrFetched } from '../../lib/initialData.ts';
import { Loading } from '../../ui/Loading.tsx';
import { Seo, siteOrigin } from '../../ui/Seo.tsx';
import { ordersApi } from './api.ts';
import { EarlierVersions } from './EarlierVersions.tsx';
import { GiftShareButtons } from './GiftShareButtons.tsx';
import { keepGiftPageForOffline } from './offlineSong.ts';
import { SongPlayer } from './SongPlayer.tsx';
import { SongTestimonialForm } from './SongTestimonialForm.tsx';

/** The song's title and cover, its player and lyrics, and ways to pass the link on. */
function GiftSong({ view, shareId }: { view: SongShareView; shareId: string }) {
  const { t } = useTranslation(['orders', 'products']);
  const title = view.title ?? t(`products:items.${view.productId}.name`, { defaultValue: view.productName });
  const url = `${siteOrigin()}${songPagePath(shareId)}`;
  return (
    <Stack>
      <Seo title={title} description={t('song.page.intro')} noindex {...(view.coverUrl && { image: view.coverUrl })} />
      <Image
        src={view.coverUrl ?? SONG_COVER_ARTWORK}
        alt={view.coverUrl ? t('song.gift.coverPhoto', { title }) : t('song.gift.coverArt')}
        radius="md"
        w="100%"
        h="auto"
        style={{ aspectRatio: '40 / 21', objectFit: 'cover' }}
      />
      <Title order={1}>{title}</Title>
      <Text>{t('song.page.intro')}</Text>
      <SongPlayer song={view.song} title={t('song.page.title')} />
      <Stack gap="xs" component="section" aria-label={t('song.gift.shareTitle')}>
        <Title order={2} size="h4">
          {t('song.gift.shareTitle')}
        </Title>
        <GiftShareButtons url={url} title={title} />
      </Stack>
      <EarlierVersions songs={view.earlierSongs} />
      <SongTestimonialForm shareId={shareId} />
    </Stack>
  );
}

/** /songs/{shareId}: the gift page of a delivered song, for the person it was written for. */
export default function SongPage() {
  const { t } = useTranslation('orders');
  const { shareId = '' } = useParams();
  const served = useInitialData().song;
  const servedView = served?.shareId === shareId ? served.view : null;
  const song = useServedOrFetched(servedView, shareId, ordersApi.sharedSong);
  useEffect(() => {
    if (servedView) keepGiftPageForOffline(shareId, servedView);
  }, [shareId, servedView]);

  return (
    <Container size="sm" py="xl">
      {song.kind !== 'ready' && <Seo title={t('song.page.title')} description={t('song.page.intro')} noindex />}
      {song.kind === 'loading' && <Loading />}
      {song.kind === 'failed' && (
        <Stack>
          <Title order={1}>{t('song.page.missingTitle')}</Title>
          <Alert color="yellow">{t('song.page.missing')}</Alert>
          <Button component={Link} to="/" style={{ alignSelf: 'flex-start' }}>
            {t('result.home')}
          </Button>
        </Stack>
      )}
      {song.kind === 'ready' && <GiftSong view={song.value} shareId={shareId} />}
    </Container>
  );
}

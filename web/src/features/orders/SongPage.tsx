import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { type GiftPageView, isCountdown, type SongShareView, songPagePath } from '@storysong/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useInitialData, useServedOrFetched } from '../../lib/initialData.ts';
import { Loading } from '../../ui/Loading.tsx';
import { Seo, siteOrigin } from '../../ui/Seo.tsx';
import { ordersApi } from './api.ts';
import { EarlierVersions } from './EarlierVersions.tsx';
import { ExtraFiles } from './ExtraFiles.tsx';
import { GiftShareButtons } from './GiftShareButtons.tsx';
import { keepGiftPageForOffline } from './offlineSong.ts';
import { RevealCountdown } from './RevealCountdown.tsx';
import { revealApi } from './revealApi.ts';
import { SongCover } from './SongCover.tsx';
import { SongPlayer } from './SongPlayer.tsx';
import { SongTestimonialForm } from './SongTestimonialForm.tsx';

const reported = new Set<string>();
const waitingForConnection = new Set<string>();

/**
 * Tells the server of the page's first play (kept as the reveal's opening); once per page, never in
 * the way of playing. A gift page played offline (kept for offline) tells it once back online.
 */
function reportFirstPlay(shareId: string) {
  if (reported.has(shareId)) return;
  if (!navigator.onLine) {
    if (waitingForConnection.has(shareId)) return;
    waitingForConnection.add(shareId);
    window.addEventListener(
      'online',
      () => {
        waitingForConnection.delete(shareId);
        reportFirstPlay(shareId);
      },
      { once: true },
    );
    return;
  }
  reported.add(shareId);
  revealApi.played(shareId).catch(() => reported.delete(shareId));
}

/** How long the page waits to ask again when the song did not come at the countdown's end (offline, or the server a little behind). */
const ARRIVAL_RETRY_MS = 5000;

/** The song's title and cover, its player and lyrics, and ways to pass the link on. */
function GiftSong({ view, shareId }: { view: SongShareView; shareId: string }) {
  const { t } = useTranslation(['orders', 'products']);
  const title = view.title ?? t(`products:items.${view.productId}.name`, { defaultValue: view.productName });
  const url = `${siteOrigin()}${songPagePath(shareId)}`;
  return (
    <Stack>
      <Seo title={title} description={t('song.page.intro')} noindex {...(view.coverUrl && { image: view.coverUrl })} />
      <SongCover coverUrl={view.coverUrl} title={title} shareId={shareId} />
      <Title order={1}>{title}</Title>
      <Text>{t('song.page.intro')}</Text>
      <SongPlayer song={view.song} title={t('song.page.title')} onPlay={() => reportFirstPlay(shareId)} />
      <ExtraFiles files={view.extraFiles} />
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

/** /songs/{shareId}: the gift page of a delivered song, for the person it was written for; before a scheduled reveal, its countdown. */
export default function SongPage() {
  const { t } = useTranslation('orders');
  const { shareId = '' } = useParams();
  const served = useInitialData().song;
  const servedView = served?.shareId === shareId ? served.view : null;
  const song = useServedOrFetched(servedView, shareId, ordersApi.sharedSong);
  // What the page asked for when its countdown ended: the song, or (a server a little behind) a new countdown.
  const [arrived, setArrived] = useState<{ shareId: string; view: GiftPageView } | null>(null);
  useEffect(() => {
    if (servedView && !isCountdown(servedView)) keepGiftPageForOffline(shareId, servedView);
  }, [shareId, servedView]);
  const askAgain = useCallback(() => {
    const ask = () =>
      ordersApi
        .sharedSong(shareId)
        .then((view) => setArrived({ shareId, view }))
        .catch(() => setTimeout(ask, ARRIVAL_RETRY_MS));
    ask();
  }, [shareId]);
  const view = arrived?.shareId === shareId ? arrived.view : song.kind === 'ready' ? song.value : null;

  return (
    <Container size="sm" py="xl">
      {!view && <Seo title={t('song.page.title')} description={t('song.page.intro')} noindex />}
      {!view && song.kind === 'loading' && <Loading />}
      {!view && song.kind === 'failed' && (
        <Stack>
          <Title order={1}>{t('song.page.missingTitle')}</Title>
          <Alert color="yellow">{t('song.page.missing')}</Alert>
          <Button component={Link} to="/" style={{ alignSelf: 'flex-start' }}>
            {t('result.home')}
          </Button>
        </Stack>
      )}
      {view &&
        (isCountdown(view) ? (
          <RevealCountdown key={view.serverNow} view={view} shareId={shareId} onArrived={askAgain} />
        ) : (
          <GiftSong view={view} shareId={shareId} />
        ))}
    </Container>
  );
}

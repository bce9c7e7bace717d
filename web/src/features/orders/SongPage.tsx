import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import type { SongShareView } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Loading } from '../../ui/Loading.tsx';
import { Seo } from '../../ui/Seo.tsx';
import { ordersApi } from './api.ts';
import { EarlierVersions } from './EarlierVersions.tsx';
import { SongPlayer } from './SongPlayer.tsx';
import { SongTestimonialForm } from './SongTestimonialForm.tsx';

type SongState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'loaded'; view: SongShareView };

/** /songs/{shareId}: the gift page of a delivered song, for the person it was written for. */
export default function SongPage() {
  const { t } = useTranslation(['orders', 'products']);
  const { shareId } = useParams();
  const [state, setState] = useState<SongState>({ kind: 'loading' });
  useEffect(() => {
    if (!shareId) {
      setState({ kind: 'missing' });
      return;
    }
    let current = true;
    ordersApi
      .sharedSong(shareId)
      .then((view) => current && setState({ kind: 'loaded', view }))
      .catch(() => current && setState({ kind: 'missing' }));
    return () => {
      current = false;
    };
  }, [shareId]);

  return (
    <Container size="sm" py="xl">
      <Seo title={t('song.page.title')} description={t('song.page.intro')} noindex />
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'missing' && (
        <Stack>
          <Title order={1}>{t('song.page.missingTitle')}</Title>
          <Alert color="yellow">{t('song.page.missing')}</Alert>
          <Button component={Link} to="/" style={{ alignSelf: 'flex-start' }}>
            {t('result.home')}
          </Button>
        </Stack>
      )}
      {state.kind === 'loaded' && (
        <Stack>
          <Title order={1}>{t('song.page.title')}</Title>
          <Text>{t('song.page.intro')}</Text>
          <SongPlayer
            song={state.view.song}
            title={t(`products:items.${state.view.productId}.name`, { defaultValue: state.view.productName })}
          />
          <EarlierVersions songs={state.view.earlierSongs} />
          {shareId && <SongTestimonialForm shareId={shareId} />}
        </Stack>
      )}
    </Container>
  );
}

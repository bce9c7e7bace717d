import { Alert, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { type PostDetail, previewPath } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api.ts';
import { IconEye } from '../../ui/icons/IconEye.ts';
import { Seo } from '../../ui/Seo.tsx';
import { fetchPreview } from './api.ts';
import { BackToBlog, PostArticle } from './PostArticle.tsx';

type State = { kind: 'loading' } | { kind: 'gone' } | { kind: 'failed' } | { kind: 'ready'; post: PostDetail };

/** /blog/preview/:token: a post before it is published, signed out, by the private link staff made. */
export default function PreviewPage() {
  const { t } = useTranslation('blog');
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    fetchPreview(token)
      .then((post) => current && setState({ kind: 'ready', post }))
      .catch((error: unknown) => {
        if (!current) return;
        const gone = error instanceof ApiError && (error.status === 404 || error.status === 410);
        setState({ kind: gone ? 'gone' : 'failed' });
      });
    return () => {
      current = false;
    };
  }, [token]);

  if (state.kind === 'loading') {
    return (
      <Center py={96}>
        <Loader role="img" aria-label={t('loading')} />
      </Center>
    );
  }
  if (state.kind !== 'ready') {
    const title = state.kind === 'gone' ? t('preview.expired') : t('postFailed');
    return (
      <Container size="sm" py={64}>
        <Seo title={title} description={title} noindex />
        <Stack align="center" ta="center">
          <Title order={1}>{title}</Title>
          {state.kind === 'gone' && <Text>{t('preview.expiredHint')}</Text>}
          <BackToBlog asButton />
        </Stack>
      </Container>
    );
  }
  return (
    <PostArticle
      post={state.post}
      meta={{ path: previewPath(token), noindex: true }}
      notice={
        <Alert color="yellow" icon={<IconEye size={18} aria-hidden />} title={t('preview.title')}>
          {t('preview.notice')}
        </Alert>
      }
    />
  );
}

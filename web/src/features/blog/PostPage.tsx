import { Center, Container, Loader, Stack, Title } from '@mantine/core';
import { type PostDetail, postPath } from '@storysong/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api.ts';
import { useInitialData, useServedOrFetched } from '../../lib/initialData.ts';
import { Seo } from '../../ui/Seo.tsx';
import { fetchPost } from './api.ts';
import { BackToBlog, PostArticle } from './PostArticle.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string | null }
  | { kind: 'ready'; post: PostDetail };

/** The post at `address`: the one the page was served with (decision 014), else read from the API. */
function usePost(address: string): State {
  const served = useInitialData().post;
  const post = useServedOrFetched(served?.slug === address ? served : null, address, fetchPost);
  if (post.kind === 'ready') return { kind: 'ready', post: post.value };
  if (post.kind === 'loading') return post;
  const { error } = post;
  if (error instanceof ApiError && error.status === 404) return { kind: 'missing' };
  return { kind: 'failed', message: error instanceof ApiError ? error.message : null };
}

export default function PostPage() {
  const { t } = useTranslation('blog');
  const { slug = '' } = useParams();
  const state = usePost(slug);
  const navigate = useNavigate();
  // An old address (the post's id, or a slug it had) shows the post at its address now, as the server redirects.
  const movedTo = state.kind === 'ready' && state.post.slug !== slug ? postPath(state.post.slug) : null;
  useEffect(() => {
    if (movedTo) navigate({ pathname: movedTo, search: window.location.search }, { replace: true });
  }, [movedTo, navigate]);

  if (state.kind === 'loading') {
    return (
      <Center py={96}>
        <Loader role="img" aria-label={t('loading')} />
      </Center>
    );
  }
  if (state.kind !== 'ready') {
    const text = state.kind === 'missing' ? t('notFound') : (state.message ?? t('postFailed'));
    return (
      <Container size="sm" py={64}>
        <Seo title={text} description={text} noindex />
        <Stack align="center" ta="center">
          <Title order={1}>{text}</Title>
          <BackToBlog asButton />
        </Stack>
      </Container>
    );
  }

  return <PostArticle post={state.post} />;
}

import {
  Anchor,
  AspectRatio,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { COVER_ART_HEIGHT, COVER_ART_WIDTH, type PostDetail, postPageMeta, postPath, tagPath } from '@storysong/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api.ts';
import { CoverImage } from '../../ui/CoverImage.tsx';
import { formatDate } from '../../ui/format.ts';
import rtl from '../../ui/rtl.module.css';
import { Seo, siteOrigin } from '../../ui/Seo.tsx';
import { fetchPost } from './api.ts';
import { PostCard } from './PostCard.tsx';
import { SafeHtml } from './SafeHtml.tsx';
import { ShareButtons } from './ShareButtons.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string | null }
  | { kind: 'ready'; post: PostDetail };

function BackToBlog({ asButton }: { asButton?: boolean }) {
  const { t } = useTranslation('blog');
  const icon = <IconArrowLeft size={16} className={rtl.flip} aria-hidden />;
  return asButton ? (
    <Button component={Link} to="/blog" leftSection={icon}>
      {t('back')}
    </Button>
  ) : (
    <Anchor component={Link} to="/blog" size="sm">
      <Group gap={4}>
        {icon}
        {t('back')}
      </Group>
    </Anchor>
  );
}

function usePost(id: string) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    fetchPost(id)
      .then((post) => current && setState({ kind: 'ready', post }))
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setState({ kind: 'missing' });
        else setState({ kind: 'failed', message: error instanceof ApiError ? error.message : null });
      });
    return () => {
      current = false;
    };
  }, [id]);
  return state;
}

export default function PostPage() {
  const { t, i18n } = useTranslation('blog');
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

  const { post } = state;
  const url = `${window.location.origin}${postPath(post.slug)}`;
  return (
    <Container size="md" py="xl" component="article">
      <Seo {...postPageMeta(post, siteOrigin())} />
      <Stack>
        <BackToBlog />
        {post.featuredImageUrl && (
          <AspectRatio ratio={COVER_ART_WIDTH / COVER_ART_HEIGHT}>
            <CoverImage src={post.featuredImageUrl} radius="md" h="100%" loading="eager" />
          </AspectRatio>
        )}
        <Title order={1} dir="auto">
          {post.title}
        </Title>
        <Text size="sm" c="dimmed">
          {post.publishedAt && formatDate(post.publishedAt, i18n.language, { month: 'long', day: 'numeric' })} ·{' '}
          <bdi>{post.authorMasked}</bdi> · {t('minRead', { count: post.readingMinutes })}
        </Text>
        {post.tags.length > 0 && (
          <Group gap={6}>
            {post.tags.map((tag) => (
              <Badge key={tag} variant="light" component={Link} to={tagPath(tag)} style={{ cursor: 'pointer' }}>
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <ShareButtons url={url} title={post.title} />
        <SafeHtml html={post.content} />
        {post.related.length > 0 && (
          <Stack mt="xl" component="section" aria-labelledby="related-heading">
            <Title order={2} id="related-heading">
              {t('related')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {post.related.map((related) => (
                <PostCard key={related.id} post={related} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

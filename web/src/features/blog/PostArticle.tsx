import { Anchor, AspectRatio, Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  COVER_ART_HEIGHT,
  COVER_ART_WIDTH,
  type PageMeta,
  type PostDetail,
  postPageMeta,
  postPath,
  tagPath,
} from '@storysong/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CoverImage } from '../../ui/CoverImage.tsx';
import { formatDate } from '../../ui/format.ts';
import { IconArrowLeft } from '../../ui/icons/IconArrowLeft.ts';
import rtl from '../../ui/rtl.module.css';
import { Seo, siteOrigin } from '../../ui/Seo.tsx';
import { PostCard } from './PostCard.tsx';
import { SafeHtml } from './SafeHtml.tsx';
import { ShareButtons } from './ShareButtons.tsx';

export function BackToBlog({ asButton }: { asButton?: boolean }) {
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

interface Props {
  post: PostDetail;
  /** Changes to the post's head tags (a preview is not indexed and lives at its own link). */
  meta?: Partial<PageMeta>;
  /** Shown above the post (a preview says it is one). */
  notice?: ReactNode;
}

/** A post as readers see it: its published page, and the preview staff share before that. */
export function PostArticle({ post, meta, notice }: Props) {
  const { t, i18n } = useTranslation('blog');
  const url = `${siteOrigin()}${postPath(post.slug)}`;
  return (
    <Container size="md" py="xl" component="article">
      <Seo {...postPageMeta(post, siteOrigin())} {...meta} />
      <Stack>
        {notice}
        <BackToBlog />
        {post.featuredImageUrl && (
          <AspectRatio ratio={COVER_ART_WIDTH / COVER_ART_HEIGHT}>
            <CoverImage
              src={post.featuredImageUrl}
              responsive={post.featuredImageSet}
              sizes="(min-width: 62em) 900px, 100vw"
              radius="md"
              h="100%"
              loading="eager"
            />
          </AspectRatio>
        )}
        <Title order={1} dir="auto">
          {post.title}
        </Title>
        <Text size="sm" c="dimmed">
          {/* A draft's preview has no date yet, and no separator before the author. */}
          {post.publishedAt && `${formatDate(post.publishedAt, i18n.language, { month: 'long', day: 'numeric' })} · `}
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

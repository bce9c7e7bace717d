import { Anchor, Card, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type PostSummary, postPath } from '@storysong/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CoverImage } from '../../ui/CoverImage.tsx';
import { formatDate } from '../../ui/format.ts';

/**
 * A story card: image, title, date, masked author, excerpt, 'Read more'. What staff wrote keeps its
 * own direction (<bdi>, dir=auto), so an English post reads right in an Arabic page. Memoised: just after
 * hydration the blog store adopts the list the page was rendered with, which re-renders the list;
 * the cards, given the very same items, are skipped.
 */
export const PostCard = memo(function PostCard({
  post,
  coverLoading = 'lazy',
}: {
  post: PostSummary;
  /** Eager for the cards on screen as the page opens. */
  coverLoading?: 'lazy' | 'eager';
}) {
  const { t, i18n } = useTranslation('blog');
  const href = postPath(post.slug);
  return (
    <Card withBorder component="article" padding="md" h="100%">
      <Card.Section>
        <CoverImage
          src={post.featuredImageUrl}
          responsive={post.featuredImageSet}
          sizes="(min-width: 62em) 300px, (min-width: 48em) 50vw, 100vw"
          h={180}
          loading={coverLoading}
        />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Text component="h2" fw={700} size="lg" m={0}>
          <Anchor component={Link} to={href} c="inherit" underline="never">
            <bdi>{post.title}</bdi>
          </Anchor>
        </Text>
        <Text size="xs" c="dimmed">
          {post.publishedAt && formatDate(post.publishedAt, i18n.language, { month: 'long', day: 'numeric' })} ·{' '}
          <bdi>{post.authorMasked}</bdi>
        </Text>
        {/* Staff write posts in any language: the excerpt's own words set its direction. */}
        <Text size="sm" style={{ flex: 1 }} dir="auto">
          {post.excerpt}
        </Text>
        <Anchor component={Link} to={href} size="sm" fw={600}>
          {t('readMore')}
          <VisuallyHidden>: {post.title}</VisuallyHidden>
        </Anchor>
      </Stack>
    </Card>
  );
});

import { Paper, Stack, Text } from '@mantine/core';
import { postPath, postSearchResult } from '@storysong/core';
import { useTranslation } from 'react-i18next';

interface SearchPreviewProps {
  title: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  slug: string;
}

/** How a search engine will list the post: the same title and description its served head carries. */
export function SearchPreview({ slug, ...post }: SearchPreviewProps) {
  const { t } = useTranslation('admin');
  const result = postSearchResult(post);
  const url = `${window.location.host}${decodeURIComponent(postPath(slug))}`;
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={t('posts.searchPreview')}>
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {t('posts.searchPreview')}
        </Text>
        <Text size="sm" c="dimmed" truncate="end" dir="ltr" data-testid="preview-url">
          {url}
        </Text>
        <Text size="lg" c="blue.8" lineClamp={1} data-testid="preview-title">
          {result.title || t('posts.untitled')}
        </Text>
        <Text size="sm" lineClamp={2} data-testid="preview-description">
          {result.description}
        </Text>
      </Stack>
    </Paper>
  );
}

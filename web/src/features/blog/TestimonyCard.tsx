import { Anchor, Card, Image, Stack, Text } from '@mantine/core';
import type { PublicTestimonial } from '@storysong/core';
import { IconExternalLink } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format.ts';
import { linkPreview } from './linkPreview.ts';

/** A testimony card; memoised like PostCard, for the same reason. */
export const TestimonyCard = memo(function TestimonyCard({ testimony }: { testimony: PublicTestimonial }) {
  const { t, i18n } = useTranslation('blog');
  const preview = linkPreview(testimony.linkUrl);
  return (
    <Card withBorder component="article" padding="md" h="100%">
      {preview?.thumbnailUrl && (
        <Card.Section>
          <Image src={preview.thumbnailUrl} alt="" h={180} fit="cover" loading="lazy" />
        </Card.Section>
      )}
      <Stack gap={6} mt={preview?.thumbnailUrl ? 'sm' : 0}>
        <Text component="h2" fw={700} size="lg" m={0}>
          {testimony.title}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(testimony.createdAt, i18n.language, { month: 'long', day: 'numeric' })}
        </Text>
        {testimony.description && <Text size="sm">{testimony.description}</Text>}
        <Anchor href={testimony.linkUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
          <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
          {preview?.thumbnailUrl ? t('watch') : t('visit', { host: preview?.hostname ?? '' })}
        </Anchor>
      </Stack>
    </Card>
  );
});

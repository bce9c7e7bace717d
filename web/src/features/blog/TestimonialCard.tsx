import { Anchor, Card, Stack, Text } from '@mantine/core';
import type { PublicTestimonial } from '@storysong/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { linkPreview } from '../../lib/linkPreview.ts';
import { CoverImage } from '../../ui/CoverImage.tsx';
import { formatDate } from '../../ui/format.ts';
import { IconExternalLink } from '../../ui/icons/IconExternalLink.ts';

/** A testimonial card; memoised like PostCard, for the same reason. */
export const TestimonialCard = memo(function TestimonialCard({
  testimonial,
  coverLoading = 'lazy',
}: {
  testimonial: PublicTestimonial;
  /** Eager for the cards on screen as the page opens. */
  coverLoading?: 'lazy' | 'eager';
}) {
  const { t, i18n } = useTranslation('blog');
  const preview = linkPreview(testimonial.linkUrl);
  return (
    <Card withBorder component="article" padding="md" h="100%">
      <Card.Section>
        <CoverImage src={preview?.thumbnailUrl ?? null} artSeed={testimonial.id} h={180} loading={coverLoading} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text component="h2" fw={700} size="lg" m={0}>
          {testimonial.title}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(testimonial.createdAt, i18n.language, { month: 'long', day: 'numeric' })}
        </Text>
        {testimonial.description && <Text size="sm">{testimonial.description}</Text>}
        {testimonial.linkUrl && (
          <Anchor href={testimonial.linkUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
            {preview?.thumbnailUrl ? t('watch') : t('visit', { host: preview?.hostname ?? '' })}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
});

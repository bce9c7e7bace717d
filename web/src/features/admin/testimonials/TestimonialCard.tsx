import { ActionIcon, Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { Testimonial } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { linkPreview } from '../../../lib/linkPreview.ts';
import { CoverImage } from '../../../ui/CoverImage.tsx';
import { formatDate } from '../../../ui/format.ts';
import { IconEdit } from '../../../ui/icons/IconEdit.ts';
import { IconExternalLink } from '../../../ui/icons/IconExternalLink.ts';
import { IconTrash } from '../../../ui/icons/IconTrash.ts';

interface TestimonialCardProps {
  testimonial: Testimonial;
  /** Only the creator may change it; the server enforces the same rule. */
  canEdit: boolean;
  onEdit(): void;
  onDelete(): void;
}

export function TestimonialCard({ testimonial, canEdit, onEdit, onDelete }: TestimonialCardProps) {
  const { t, i18n } = useTranslation('admin');
  const preview = linkPreview(testimonial.linkUrl);
  return (
    <Card withBorder padding="md" component="article">
      <Card.Section>
        <CoverImage src={preview?.thumbnailUrl ?? null} artSeed={testimonial.id} h={160} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Text fw={600} component="h2" size="md" m={0}>
          {testimonial.title}
        </Text>
        {testimonial.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {testimonial.description}
          </Text>
        )}
        {testimonial.linkUrl && (
          <Anchor href={testimonial.linkUrl} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap">
              <IconExternalLink size={14} aria-hidden />
              <Text size="sm" truncate>
                {preview?.hostname ?? testimonial.linkUrl}
              </Text>
            </Group>
          </Anchor>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {formatDate(testimonial.createdAt, i18n.language, { month: 'short', day: 'numeric', year: 'numeric' })}
          </Text>
          {canEdit && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" onClick={onEdit} aria-label={t('testimonials.editOf', { title: testimonial.title })}>
                <IconEdit size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={onDelete}
                aria-label={t('testimonials.deleteOf', { title: testimonial.title })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

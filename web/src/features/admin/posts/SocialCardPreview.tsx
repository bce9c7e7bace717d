import { AspectRatio, Box, Image, Paper, Stack, Text } from '@mantine/core';
import { DEFAULT_OG_IMAGE, postSocialCard } from '@storysong/core';
import { useTranslation } from 'react-i18next';

interface SocialCardPreviewProps {
  title: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  socialImageUrl: string | null;
  featuredImageUrl: string | null;
}

/**
 * How a shared link to the post will look in a social feed or a chat: the image, the site and the
 * same title and description the served head gives link previews (the site's own image when the
 * post has none).
 */
export function SocialCardPreview(post: SocialCardPreviewProps) {
  const { t } = useTranslation('admin');
  const card = postSocialCard(post);
  return (
    <Paper withBorder radius="md" role="group" aria-label={t('posts.socialPreview')} style={{ overflow: 'hidden' }}>
      <Text size="xs" c="dimmed" px="sm" py={6}>
        {t('posts.socialPreview')}
      </Text>
      <AspectRatio ratio={DEFAULT_OG_IMAGE.width / DEFAULT_OG_IMAGE.height}>
        <Image src={card.image ?? DEFAULT_OG_IMAGE.path} alt="" fit="cover" data-testid="card-image" />
      </AspectRatio>
      <Box p="sm" bg="var(--mantine-color-gray-0)">
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" dir="ltr">
            {window.location.host}
          </Text>
          <Text fw={700} size="sm" lineClamp={2} data-testid="card-title">
            {card.title || t('posts.untitled')}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2} data-testid="card-description">
            {card.description}
          </Text>
        </Stack>
      </Box>
    </Paper>
  );
}

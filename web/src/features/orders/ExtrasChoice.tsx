import { ActionIcon, Checkbox, Fieldset, Group, Image, Stack, Text } from '@mantine/core';
import { EXTRA_IDS, type ExtraId, extraPricePounds, LIMITS, type Product, poundsToPence } from '@storysong/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { money } from '../../ui/format.ts';
import { ImageUpload } from '../../ui/ImageUpload.tsx';
import { IconCircleCheck } from '../../ui/icons/IconCircleCheck.ts';
import { IconTrash } from '../../ui/icons/IconTrash.ts';
import { translateMessage } from '../../ui/messages.ts';
import { useOrderStore } from './store.ts';
import type { StoryForm } from './storyForm.ts';

/** The legend reads as the step's other field labels do. */
const LEGEND_STYLES = { legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)' } } as const;

/** The lyric video's photos: each one uploaded through the image picker, shown with Remove, up to the limit. */
function VideoPhotos() {
  const { t } = useTranslation('orders');
  const photos = useOrderStore((s) => s.videoPhotos);
  const setPhotos = useOrderStore((s) => s.setVideoPhotos);
  return (
    <Stack gap="xs">
      {photos.length > 0 && (
        <Group gap="xs">
          {photos.map((photo, index) => (
            <Stack key={photo.fileId} gap={4} align="center">
              <Image src={photo.previewUrl} alt={t('extras.photoAlt', { number: index + 1 })} h={64} w={64} radius="sm" />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('extras.removePhoto', { number: index + 1 })}
                onClick={() => setPhotos(photos.filter((other) => other.fileId !== photo.fileId))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Stack>
          ))}
        </Group>
      )}
      {/* Each upload joins the list and the picker empties for the next, until the video has all it takes. */}
      {photos.length < LIMITS.videoPhotosMax && (
        <ImageUpload
          bucket="profile-pictures"
          label={t('extras.photos')}
          description={t('extras.photosHint', { max: LIMITS.videoPhotosMax, count: photos.length })}
          value={null}
          onChange={(photo) => photo && setPhotos([...useOrderStore.getState().videoPhotos, photo])}
        />
      )}
    </Stack>
  );
}

/**
 * The extras offered with the suite, each with its price from core (the server prices the order
 * again); what the suite includes is said to be included rather than offered.
 */
export function ExtrasChoice({ form, product }: { form: StoryForm; product: Product }) {
  const { t, i18n } = useTranslation(['orders', 'validation']);
  const offered = EXTRA_IDS.filter((id) => extraPricePounds(product, id) > 0);
  const included = EXTRA_IDS.filter((id) => extraPricePounds(product, id) === 0);
  const chosen = form.watch('extras') ?? [];
  const price = (id: ExtraId) => money(poundsToPence(extraPricePounds(product, id)), i18n.language, 0);
  return (
    <Fieldset legend={t('extras.heading')} variant="unstyled" p={0} styles={LEGEND_STYLES}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('extras.hint')}
        </Text>
        {included.map((id) => (
          <Group key={id} gap="xs" wrap="nowrap">
            <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden />
            <Text size="sm">{t('extras.includedWith', { name: t(`extras.names.${id}`) })}</Text>
          </Group>
        ))}
        <Controller
          control={form.control}
          name="extras"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              value={field.value ?? []}
              onChange={(value) => field.onChange(EXTRA_IDS.filter((id) => value.includes(id)))}
              error={translateMessage(t, fieldState.error?.message)}
            >
              <Stack gap="sm">
                {offered.map((id) => (
                  <Checkbox
                    key={id}
                    value={id}
                    label={t('extras.priced', { name: t(`extras.names.${id}`), price: price(id) })}
                    description={t(`extras.descriptions.${id}`)}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        {chosen.includes('video') && <VideoPhotos />}
      </Stack>
    </Fieldset>
  );
}

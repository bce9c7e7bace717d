import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { type AdminOrderDetail, LIMITS, type SongDeliveryInput, songDeliverySchema } from '@storysong/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AudioUpload } from '../../../ui/AudioUpload.tsx';
import { audioLength } from '../../../ui/audioLength.ts';
import { GrowingTextarea } from '../../../ui/GrowingTextarea.tsx';
import { IconSend } from '../../../ui/icons/IconSend.ts';
import { translateMessage } from '../../../ui/messages.ts';
import type { UploadedFile } from '../../../ui/upload.ts';
import { useAdminOrders } from './store.ts';

type FormValues = z.input<typeof songDeliverySchema>;

/**
 * Delivers an order: the finished song (uploaded straight to the private songs bucket), its lyrics,
 * and its length as this browser reads it, so the song's pages show it without loading the audio.
 */
export function DeliverSongForm({ orderId, onDelivered }: { orderId: string; onDelivered(order: AdminOrderDetail): void }) {
  const { t } = useTranslation(['admin', 'validation']);
  const deliverSong = useAdminOrders((s) => s.deliverSong);
  const [song, setSong] = useState<UploadedFile | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue } = useForm<FormValues, unknown, SongDeliveryInput>({
    resolver: zodResolver(songDeliverySchema),
    defaultValues: { songFile: '', lyrics: '' },
  });

  // Read while the form is filled in; a delivery waits for it, so the length is never left behind.
  const length = useRef<Promise<number | null>>(Promise.resolve(null));

  const chooseSong = (file: UploadedFile | null) => {
    setSong(file);
    setValue('songFile', file?.fileId ?? '', { shouldValidate: formState.isSubmitted });
    length.current = file ? audioLength(file.previewUrl) : Promise.resolve(null);
  };
  const submit = handleSubmit(async (values) => {
    setFailed(null);
    // A length this browser cannot read, or one the delivery rule refuses, is left out: the pages then
    // read it from the audio.
    const read = songDeliverySchema.shape.durationSeconds.safeParse((await length.current) ?? undefined);
    try {
      onDelivered(await deliverSong(orderId, { ...values, durationSeconds: read.success ? read.data : undefined }));
    } catch (error) {
      setFailed((error as Error).message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('stories.delivery.title')}>
      <Stack>
        {failed && (
          <Alert color="red" role="alert">
            {translateMessage(t, failed)}
          </Alert>
        )}
        <AudioUpload
          bucket="songs"
          label={t('stories.delivery.song')}
          value={song}
          onChange={chooseSong}
          error={formState.errors.songFile?.message}
        />
        <GrowingTextarea
          label={t('stories.delivery.lyrics')}
          description={t('stories.delivery.lyricsHint')}
          minRows={4}
          maxRows={12}
          maxLength={LIMITS.lyricsMaxChars}
          error={translateMessage(t, formState.errors.lyrics?.message)}
          {...register('lyrics')}
        />
        <Button
          type="submit"
          leftSection={<IconSend size={18} />}
          loading={formState.isSubmitting}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('stories.delivery.submit')}
        </Button>
      </Stack>
    </form>
  );
}

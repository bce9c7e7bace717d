import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { LIMITS, type PostImageInput, postImageSchema } from '@storysong/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../ui/ImageUpload.tsx';
import { IconPhotoPlus } from '../../../ui/icons/IconPhotoPlus.ts';
import { translateMessage } from '../../../ui/messages.ts';
import type { UploadedFile } from '../../../ui/upload.ts';

export interface InsertedImage {
  src: string;
  alt: string;
}

/**
 * Uploads an image for the post's body (chosen here, or dropped or pasted into the text) and asks
 * what it shows before it goes in: alt text is required (the server refuses a post with an image
 * that has none). The server resizes it on save.
 */
export function InsertImageDialog({
  opened,
  file,
  onClose,
  onInsert,
}: {
  opened: boolean;
  /** An image dropped or pasted into the text, uploaded as the dialog opens. */
  file: File | null;
  onClose(): void;
  onInsert(image: InsertedImage): void;
}) {
  const { t } = useTranslation(['admin', 'validation']);
  const [image, setImage] = useState<UploadedFile | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<PostImageInput>({
    resolver: zodResolver(postImageSchema),
    defaultValues: { alt: '' },
  });

  function close() {
    setImage(null);
    reset();
    onClose();
  }

  const submit = handleSubmit(({ alt }) => {
    if (!image?.publicUrl) return;
    onInsert({ src: image.publicUrl, alt });
    close();
  });

  return (
    <Modal opened={opened} onClose={close} title={t('posts.image.title')} size="lg">
      {/* Inside the post's own form in React's tree (the dialog is a portal): its submit stops here. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
      >
        <Stack gap="md">
          <ImageUpload bucket="blog-images" label={t('posts.image.file')} value={image} onChange={setImage} initialFile={file} />
          <TextInput
            label={t('posts.image.alt')}
            description={t('posts.image.altHint')}
            required
            maxLength={LIMITS.imageAltMaxChars}
            error={translateMessage(t, formState.errors.alt?.message)}
            {...register('alt')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('posts.image.cancel')}
            </Button>
            <Button type="submit" leftSection={<IconPhotoPlus size={16} aria-hidden />} disabled={!image?.publicUrl}>
              {t('posts.image.insert')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Button, Group, Image, Input, Stack } from '@mantine/core';
import type { BucketName } from '@storysong/core';
import { IMAGE_TYPES } from '@storysong/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from './FileDropZone.tsx';
import { translateMessage } from './messages.ts';
import { UploadProgress } from './UploadProgress.tsx';
import type { UploadedFile } from './upload.ts';
import { useFileUpload } from './useFileUpload.ts';

export interface UploadWidgetProps {
  bucket: BucketName;
  label: string;
  description?: string;
  value: UploadedFile | null;
  onChange(value: UploadedFile | null): void;
}

/** An image picker: idle, dragging over, uploading with progress, then a preview with Remove. */
export function ImageUpload({ bucket, label, description, value, onChange }: UploadWidgetProps) {
  // The validation namespace holds the translated file-problem messages.
  const { t } = useTranslation(['uploads', 'validation']);
  const upload = useFileUpload(bucket, onChange);
  return (
    <Input.Wrapper label={label} description={description} error={translateMessage(t, upload.error ?? undefined)}>
      <Stack gap="xs" mt={4}>
        {upload.phase.kind === 'uploading' ? (
          <>
            <Image src={upload.phase.previewUrl} alt="" mah={180} w="auto" fit="contain" radius="md" />
            <UploadProgress fileName={upload.phase.fileName} percent={upload.phase.percent} />
          </>
        ) : value ? (
          <Group align="flex-end" wrap="wrap">
            <Image
              src={value.previewUrl}
              alt={t('previewOf', { fileName: value.fileName })}
              mah={180}
              w="auto"
              fit="contain"
              radius="md"
            />
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => upload.remove(value)}>
              {t('remove')}
            </Button>
          </Group>
        ) : (
          <FileDropZone
            label={label}
            accept={IMAGE_TYPES.join(',')}
            icon={<IconPhoto size={32} aria-hidden />}
            hint={t('imageHint')}
            onFile={upload.choose}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}

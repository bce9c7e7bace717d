import { Group, Image } from '@mantine/core';
import { IMAGE_TYPES } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { IconPhoto } from './icons/IconPhoto.ts';
import { UploadFrame, type UploadWidgetProps } from './UploadFrame.tsx';

/** An image picker: idle, dragging over, uploading with its preview, then the image with Remove. */
export function ImageUpload(props: UploadWidgetProps) {
  const { t } = useTranslation('uploads');
  return (
    <UploadFrame
      {...props}
      accept={IMAGE_TYPES}
      icon={<IconPhoto size={32} aria-hidden />}
      hint={t('imageHint')}
      uploadingPreview={(previewUrl) => <Image src={previewUrl} alt="" mah={180} w="auto" fit="contain" radius="md" />}
      preview={(value, removeButton) => (
        <Group align="flex-end" wrap="wrap">
          <Image
            src={value.previewUrl}
            alt={t('previewOf', { fileName: value.fileName })}
            mah={180}
            w="auto"
            fit="contain"
            radius="md"
          />
          {removeButton}
        </Group>
      )}
    />
  );
}

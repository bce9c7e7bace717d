import { Group, Stack, Text } from '@mantine/core';
import { VIDEO_TYPES } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { IconPlayerPlayFilled } from './icons/IconPlayerPlayFilled.ts';
import { UploadFrame, type UploadWidgetProps } from './UploadFrame.tsx';

/** A video picker (a lyric video staff deliver) with a player once uploaded. */
export function VideoUpload(props: UploadWidgetProps) {
  const { t } = useTranslation('uploads');
  return (
    <UploadFrame
      {...props}
      accept={VIDEO_TYPES}
      icon={<IconPlayerPlayFilled size={32} aria-hidden />}
      hint={t('videoHint')}
      preview={(value, removeButton) => (
        <Stack gap={6}>
          <Text size="sm" fw={600} truncate>
            {value.fileName}
          </Text>
          {/* biome-ignore lint/a11y/useMediaCaption: a lyric video shows its words on screen */}
          <video controls preload="metadata" src={value.previewUrl} style={{ inlineSize: '100%', maxBlockSize: 240 }}>
            {t('videoUnsupported')}
          </video>
          <Group>{removeButton}</Group>
        </Stack>
      )}
    />
  );
}

import { Group, Stack, Text } from '@mantine/core';
import { AUDIO_TYPES } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { IconMicrophone } from './icons/IconMicrophone.ts';
import { UploadFrame, type UploadWidgetProps } from './UploadFrame.tsx';

/** An audio picker (a voice note, a finished song) with a player once uploaded. */
export function AudioUpload(props: UploadWidgetProps) {
  const { t } = useTranslation('uploads');
  return (
    <UploadFrame
      {...props}
      accept={AUDIO_TYPES}
      icon={<IconMicrophone size={32} aria-hidden />}
      hint={t(props.bucket === 'songs' ? 'songHint' : 'audioHint')}
      preview={(value, removeButton) => (
        <Stack gap={6}>
          <Text size="sm" fw={600} truncate>
            {value.fileName}
          </Text>
          {/* biome-ignore lint/a11y/useMediaCaption: a voice note or a song being uploaded has no captions to offer */}
          <audio controls src={value.previewUrl} style={{ inlineSize: '100%' }}>
            {t('audioUnsupported')}
          </audio>
          <Group>{removeButton}</Group>
        </Stack>
      )}
    />
  );
}

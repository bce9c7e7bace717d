import { Group, Stack, Text } from '@mantine/core';
import { AUDIO_TYPES } from '@storysong/core';
import { IconMicrophone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UploadFrame, type UploadWidgetProps } from './UploadFrame.tsx';

/** A voice-note picker with a player once uploaded. */
export function AudioUpload(props: UploadWidgetProps) {
  const { t } = useTranslation('uploads');
  return (
    <UploadFrame
      {...props}
      accept={AUDIO_TYPES}
      icon={<IconMicrophone size={32} aria-hidden />}
      hint={t('audioHint')}
      preview={(value, removeButton) => (
        <Stack gap={6}>
          <Text size="sm" fw={600} truncate>
            {value.fileName}
          </Text>
          {/* biome-ignore lint/a11y/useMediaCaption: a customer's own voice note has no captions to offer */}
          <audio controls src={value.previewUrl} style={{ inlineSize: '100%' }}>
            {t('audioUnsupported')}
          </audio>
          <Group>{removeButton}</Group>
        </Stack>
      )}
    />
  );
}

import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { AUDIO_TYPES } from '@storysong/core';
import { IconMicrophone, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from './FileDropZone.tsx';
import type { UploadWidgetProps } from './ImageUpload.tsx';
import { translateMessage } from './messages.ts';
import { UploadProgress } from './UploadProgress.tsx';
import { useFileUpload } from './useFileUpload.ts';

/** A voice-note picker with a player once uploaded; a failed upload clears file, name and preview. */
export function AudioUpload({ bucket, label, description, value, onChange }: UploadWidgetProps) {
  // The validation namespace holds the translated file-problem messages.
  const { t } = useTranslation(['uploads', 'validation']);
  const upload = useFileUpload(bucket, onChange);
  return (
    <Input.Wrapper label={label} description={description} error={translateMessage(t, upload.error ?? undefined)}>
      <Stack gap="xs" mt={4}>
        {upload.phase.kind === 'uploading' ? (
          <UploadProgress fileName={upload.phase.fileName} percent={upload.phase.percent} />
        ) : value ? (
          <Stack gap={6}>
            <Text size="sm" fw={600} truncate>
              {value.fileName}
            </Text>
            {/* biome-ignore lint/a11y/useMediaCaption: a customer's own voice note has no captions to offer */}
            <audio controls src={value.previewUrl} style={{ inlineSize: '100%' }}>
              {t('audioUnsupported')}
            </audio>
            <Group>
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => upload.remove(value)}>
                {t('remove')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <FileDropZone
            label={label}
            accept={AUDIO_TYPES.join(',')}
            icon={<IconMicrophone size={32} aria-hidden />}
            hint={t('audioHint')}
            onFile={upload.choose}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}

import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The uploading state both widgets share: file name and real progress. */
export function UploadProgress({ fileName, percent }: { fileName: string; percent: number }) {
  const { t } = useTranslation('uploads');
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="sm" truncate>
        {t('uploading', { percent, fileName })}
      </Text>
      <Progress value={percent} aria-label={t('progress')} animated />
    </Stack>
  );
}

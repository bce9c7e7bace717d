import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlertCircle } from '../../ui/icons/IconAlertCircle.ts';
import { translateMessage } from '../../ui/messages.ts';

/** A back-office list or figure that failed to load: the reason and a way to try again. */
export function LoadError({ message, title, onRetry }: { message: string; title?: string; onRetry(): void }) {
  const { t } = useTranslation(['admin', 'validation']);
  return (
    <Alert color="red" icon={<IconAlertCircle />} role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{translateMessage(t, message)}</Text>
        <Button size="xs" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

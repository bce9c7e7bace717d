import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../../ui/useOpenedAfterMount.ts';
import { AddToHomeScreenPicture } from './AddToHomeScreenPicture.tsx';
import { useInstallStore } from './installStore.ts';

const STEPS = ['share', 'add', 'confirm'] as const;

/** iOS Safari has no install prompt: the menu's action and the offer open these steps instead. */
export default function IosInstallSteps() {
  const { t } = useTranslation('install');
  const opened = useInstallStore((state) => state.stepsOpen);
  const close = useInstallStore((state) => state.closeSteps);
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal opened={shown} onClose={close} title={t('ios.title')} centered>
      <Stack gap="md">
        <AddToHomeScreenPicture label={t('ios.picture')} />
        <List type="ordered" spacing="xs">
          {STEPS.map((step) => (
            <List.Item key={step}>{t(`ios.${step}`)}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t('ios.after')}
        </Text>
        <Button onClick={close}>{t('ios.done')}</Button>
      </Stack>
    </Modal>
  );
}

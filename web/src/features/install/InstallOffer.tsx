import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconDeviceMobileDown } from '../../ui/icons/IconDeviceMobileDown.ts';
import classes from './install.module.css';
import { useInstallStore } from './installStore.ts';

/** The gentle offer (InstallHost decides when): install, or "Not now", which is remembered. */
export default function InstallOffer() {
  const { t } = useTranslation('install');
  const install = useInstallStore((state) => state.install);
  const dismiss = useInstallStore((state) => state.dismissOffer);
  return (
    <Paper className={classes.offer} shadow="xl" p="md" withBorder role="region" aria-label={t('offer.label')}>
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="sm">
        <IconDeviceMobileDown size={28} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-brand-7)' }} />
        <Text size="sm">{t('offer.text')}</Text>
      </Group>
      <Group gap="sm" justify="flex-end">
        <Button variant="subtle" onClick={dismiss}>
          {t('offer.notNow')}
        </Button>
        <Button onClick={() => void install()}>{t('offer.install')}</Button>
      </Group>
    </Paper>
  );
}

import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

/** Appears when a new version of the app has been downloaded and is waiting. */
export default function UpdateBanner({ applyUpdate }: { applyUpdate: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper className={classes.banner} shadow="xl" p="md" withBorder role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('update.available')}</Text>
        <Button size="sm" onClick={applyUpdate}>
          {t('update.reload')}
        </Button>
      </Group>
    </Paper>
  );
}

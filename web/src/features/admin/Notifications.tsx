import { ActionIcon, Anchor, Indicator, Popover, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconBell } from '../../ui/icons/IconBell.ts';
import { useDashboard } from './dashboard.ts';

/** The header bell: how many paid stories wait for the team, with a way to them. */
export function Notifications() {
  const { t } = useTranslation('admin');
  const { data, load } = useDashboard();
  const awaiting = data?.awaitingCount ?? 0;

  useEffect(() => {
    void load();
  }, [load]);

  // The popover's target is the button itself: its expanded state and popup belong on what is pressed,
  // not on the indicator's wrapper.
  return (
    <Indicator disabled={awaiting === 0} label={awaiting} size={16}>
      <Popover position="bottom-end" withArrow shadow="md" width={260}>
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={t('layout.notifications')}>
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text size="sm">{awaiting > 0 ? t('layout.awaiting', { count: awaiting }) : t('layout.noNotifications')}</Text>
            {awaiting > 0 && (
              <Anchor component={Link} to="/admin/stories" size="sm">
                {t('layout.viewStories')}
              </Anchor>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

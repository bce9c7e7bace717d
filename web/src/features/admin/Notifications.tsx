import { ActionIcon, Anchor, Indicator, Popover, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconBell } from '../../ui/icons/IconBell.ts';
import { useDashboard } from './dashboard.ts';
import { useInboxCounts } from './inbox/store.ts';

/** The header bell: how many paid stories wait for the team and how many conversations have unread messages, with a way to each. */
export function Notifications() {
  const { t } = useTranslation(['admin', 'inbox']);
  const { data, load } = useDashboard();
  const awaiting = data?.awaitingCount ?? 0;
  const unread = useInboxCounts((s) => s.unread);
  const total = awaiting + unread;

  useEffect(() => {
    void load();
  }, [load]);

  // The popover's target is the button itself: its expanded state and popup belong on what is pressed,
  // not on the indicator's wrapper.
  return (
    <Indicator disabled={total === 0} label={total} size={16}>
      <Popover position="bottom-end" withArrow shadow="md" width={260}>
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={t('layout.notifications')}>
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            {total === 0 && <Text size="sm">{t('layout.noNotifications')}</Text>}
            {awaiting > 0 && <Text size="sm">{t('layout.awaiting', { count: awaiting })}</Text>}
            {awaiting > 0 && (
              <Anchor component={Link} to="/admin/stories" size="sm">
                {t('layout.viewStories')}
              </Anchor>
            )}
            {unread > 0 && (
              <>
                <Text size="sm">{t('inbox:notifications.unread', { count: unread })}</Text>
                <Anchor component={Link} to="/admin/inbox" size="sm">
                  {t('inbox:notifications.view')}
                </Anchor>
              </>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

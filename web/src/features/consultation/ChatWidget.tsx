import { ActionIcon } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './consultation.module.css';

const ChatWidgetPanel = lazy(() => import('./ChatWidgetPanel.tsx'));

/** The floating chat: a small button until opened; the panel loads on first use. */
export function ChatWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <Suspense fallback={null}>
        <ChatWidgetPanel onClose={() => setOpen(false)} />
      </Suspense>
    );
  }
  return (
    <ActionIcon
      className={classes.launcher}
      size={56}
      radius="xl"
      onClick={() => setOpen(true)}
      aria-label={t('chat.open')}
      title={t('chat.open')}
    >
      <IconMessageCircle size={28} aria-hidden />
    </ActionIcon>
  );
}

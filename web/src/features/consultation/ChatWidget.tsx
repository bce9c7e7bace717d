import { ActionIcon } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconMessageCircle } from '../../ui/icons/IconMessageCircle.ts';
import classes from './consultation.module.css';

const ChatWidgetPanel = lazy(() => import('./ChatWidgetPanel.tsx'));

/** The floating chat: a small button until opened; the panel loads on first use. */
export function ChatWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const closedByPanel = useRef(false);
  // The panel held focus: closing it gives focus back to the button that opened it.
  useEffect(() => {
    if (open || !closedByPanel.current) return;
    closedByPanel.current = false;
    launcher.current?.focus();
  }, [open]);
  const close = () => {
    closedByPanel.current = true;
    setOpen(false);
  };
  if (open) {
    return (
      <Suspense fallback={null}>
        <ChatWidgetPanel onClose={close} />
      </Suspense>
    );
  }
  return (
    <ActionIcon
      ref={launcher}
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

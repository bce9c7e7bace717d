import { CloseButton, Group, Paper, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatThread } from './ChatThread.tsx';
import { reopenWidgetChat, useWidgetChat } from './chatStore.ts';
import classes from './consultation.module.css';

interface ChatWidgetPanelProps {
  onClose: () => void;
}

/** A dialog that does not block the page: focus goes to the message box on opening, and Escape closes it. */
export default function ChatWidgetPanel({ onClose }: ChatWidgetPanelProps) {
  const { t } = useTranslation('consultation');
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector('textarea')?.focus();
    reopenWidgetChat();
  }, []);
  return (
    <Paper
      ref={panel}
      className={classes.panel}
      shadow="xl"
      p="md"
      withBorder
      role="dialog"
      aria-labelledby="chat-widget-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="chat-widget-title">
          {t('widgetTitle')}
        </Title>
        <CloseButton onClick={onClose} aria-label={t('close')} />
      </Group>
      <ChatThread useChat={useWidgetChat} greeting={t('greeting')} />
    </Paper>
  );
}

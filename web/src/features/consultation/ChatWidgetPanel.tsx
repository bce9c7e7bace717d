import { CloseButton, Group, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChatThread } from './ChatThread.tsx';
import { useWidgetChat } from './chatStore.ts';
import classes from './consultation.module.css';

interface ChatWidgetPanelProps {
  onClose: () => void;
}

export default function ChatWidgetPanel({ onClose }: ChatWidgetPanelProps) {
  const { t } = useTranslation('consultation');
  return (
    <Paper className={classes.panel} shadow="xl" p="md" withBorder role="dialog" aria-labelledby="chat-widget-title">
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

import { Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GrowingTextarea } from '../../ui/GrowingTextarea.tsx';
import { IconSend } from '../../ui/icons/IconSend.ts';
import type { ChatStore } from './chatStore.ts';
import classes from './consultation.module.css';

interface ChatThreadProps {
  useChat: ChatStore;
  greeting: string;
}

/** The conversation and its composer. Enter sends, Shift+Enter adds a newline. */
export function ChatThread({ useChat, greeting }: ChatThreadProps) {
  const { t } = useTranslation('consultation');
  const { messages, pending, send } = useChat();
  const [draft, setDraft] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const blocked = pending || draft.trim() === '';

  // Keep the newest message in view as the conversation grows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when messages or the typing state change
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages, pending]);

  const submit = () => {
    if (blocked) return;
    if (send(draft, t('reply'))) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      <div ref={log} className={classes.log} role="log" aria-live="polite" aria-label={t('conversation')} style={{ flex: 1 }}>
        <Text className={classes.bubble} data-sender="ai" size="sm">
          <VisuallyHidden>{t('assistant')}: </VisuallyHidden>
          {greeting}
        </Text>
        {messages.map((message) => (
          <Text key={message.id} className={classes.bubble} data-sender={message.sender} size="sm">
            <VisuallyHidden>{message.sender === 'user' ? t('you') : t('assistant')}: </VisuallyHidden>
            {message.content}
          </Text>
        ))}
        {pending && (
          <Group gap="xs" role="status" data-testid="typing">
            <Loader type="dots" size="sm" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('typing')}
            </Text>
          </Group>
        )}
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <GrowingTextarea
            style={{ flex: 1 }}
            label={t('messageLabel')}
            placeholder={t('placeholder')}
            description={t('hint')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            minRows={1}
            maxRows={4}
          />
          <Button type="submit" disabled={blocked} aria-label={t('send')} px="sm">
            <IconSend size={18} aria-hidden />
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

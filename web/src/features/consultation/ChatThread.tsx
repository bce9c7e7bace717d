import { Alert, Anchor, Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { languageOption, type MessageAuthor, type SiteLanguage } from '@storysong/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Captcha } from '../../ui/Captcha.tsx';
import { GrowingTextarea } from '../../ui/GrowingTextarea.tsx';
import { IconSend } from '../../ui/icons/IconSend.ts';
import { translateMessage } from '../../ui/messages.ts';
import type { ChatStore, ThreadMessage } from './chatStore.ts';
import classes from './consultation.module.css';
import { EmailRequest } from './EmailRequest.tsx';
import { TeamAvailability } from './TeamAvailability.tsx';

interface ChatThreadProps {
  useChat: ChatStore;
  greeting: string;
  /** The suite the conversation is about, kept with it when it starts. */
  productId?: string | null;
}

const SENDER: Record<MessageAuthor, string> = { visitor: 'user', assistant: 'ai', staff: 'staff' };

function Bubble({ message }: { message: ThreadMessage }) {
  const { t } = useTranslation('consultation');
  const who = { visitor: t('you'), assistant: t('assistant'), staff: t('team') }[message.author];
  return (
    <div className={classes.bubble} data-sender={SENDER[message.author]} data-delivery={message.delivery}>
      {message.author === 'staff' ? (
        <Text size="xs" fw={600}>
          {who}
        </Text>
      ) : (
        <VisuallyHidden>{who}: </VisuallyHidden>
      )}
      <Text size="sm" inherit>
        {message.text}
      </Text>
      {message.link && (
        <Anchor component={Link} to={message.link} size="sm" c="inherit" underline="always">
          {t('readMore')}
        </Anchor>
      )}
      {message.delivery !== 'sent' && (
        <Text size="xs" className={classes.delivery}>
          {message.delivery === 'unsent' ? t('notSent') : t('sending')}
        </Text>
      )}
    </div>
  );
}

/**
 * The conversation and its composer. Enter sends, Shift+Enter adds a newline. The first message
 * starts the conversation on the server and needs the CAPTCHA; each one after is answered by the
 * assistant while it has the conversation, and by the team once it has handed over.
 */
export function ChatThread({ useChat, greeting, productId }: ChatThreadProps) {
  const { t, i18n } = useTranslation(['consultation', 'validation']);
  const { pathname } = useLocation();
  const {
    messages,
    pending,
    loading,
    send,
    conversationId,
    captchaToken,
    captchaRound,
    setCaptcha,
    error,
    needsEmail,
    status,
    takeReturned,
  } = useChat();
  const [draft, setDraft] = useState('');
  const log = useRef<HTMLDivElement>(null);
  // The first message starts the conversation: the CAPTCHA shows until then.
  const starting = conversationId === null;
  const needsCaptcha = starting && captchaToken === null;
  const closed = status === 'closed';
  const blocked = pending || closed || needsCaptcha || draft.trim() === '';

  // Keep the newest message in view as the conversation grows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when messages or the typing state change
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages, pending]);

  // A refused message comes back to the composer, to be corrected and sent again.
  useEffect(() => {
    if (!error) return;
    const returned = takeReturned();
    if (returned !== null) setDraft(returned);
  }, [error, takeReturned]);

  const submit = () => {
    if (blocked) return;
    const language = languageOption(i18n.language).code as SiteLanguage;
    if (send(draft, { language, path: pathname, productId })) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      <TeamAvailability />
      <div ref={log} className={classes.log} role="log" aria-live="polite" aria-label={t('conversation')} style={{ flex: 1 }}>
        <div className={classes.bubble} data-sender="ai">
          <VisuallyHidden>{t('assistant')}: </VisuallyHidden>
          <Text size="sm" inherit>
            {greeting}
          </Text>
        </div>
        {messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
        {(pending || loading) && (
          <Group gap="xs" role="status" data-testid="typing">
            <Loader type="dots" size="sm" aria-hidden />
            <Text size="sm" c="dimmed">
              {loading ? t('loading') : t('typing')}
            </Text>
          </Group>
        )}
      </div>
      {error && (
        <Alert color="red" role="alert" p="xs">
          {translateMessage(t, error)}
        </Alert>
      )}
      {needsEmail && <EmailRequest useChat={useChat} />}
      {closed ? (
        <Text size="sm" c="dark.6">
          {t('closedNote')}
        </Text>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="xs">
            {starting && <Captcha key={captchaRound} onToken={setCaptcha} />}
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
          </Stack>
        </form>
      )}
    </Stack>
  );
}

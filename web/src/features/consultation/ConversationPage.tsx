import { Alert, Card, Container, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { Loading } from '../../ui/Loading.tsx';
import { translateMessage } from '../../ui/messages.ts';
import { Seo } from '../../ui/Seo.tsx';
import { ChatThread } from './ChatThread.tsx';
import { createChatStore } from './chatStore.ts';

/** How often an open conversation page looks for the team's replies. */
const REFRESH_MS = 30_000;

const useLinkedChat = createChatStore({ channel: 'widget' });

/**
 * A visitor's conversation, opened from the private link in our email: `/conversations/<id>#<token>`.
 * The token is read from the fragment, which the browser never sends, and goes to the API in a header.
 */
export default function ConversationPage() {
  const { t } = useTranslation(['consultation', 'validation']);
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const token = hash.replace(/^#/, '');
  const open = useLinkedChat((state) => state.open);
  const conversationId = useLinkedChat((state) => state.conversationId);
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    const read = async () => {
      const opened = await open(id, token);
      if (!stopped && !opened && useLinkedChat.getState().conversationId !== id) setRefused(useLinkedChat.getState().error);
    };
    void read();
    const timer = setInterval(() => document.visibilityState === 'visible' && void read(), REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [id, token, open]);

  const problem = token ? refused : MESSAGES.conversationLinkInvalid;
  return (
    <Container size="sm" py="xl">
      <Seo title={t('pageTitle')} description={t('pageDescription')} noindex />
      <Card shadow="md" radius="lg" padding="lg" withBorder>
        <Stack gap="md">
          <Title order={1}>{t('pageTitle')}</Title>
          {problem ? (
            <Alert color="red" role="alert">
              {translateMessage(t, problem)}
            </Alert>
          ) : (
            <>
              <Text>{t('pageIntro')}</Text>
              <div style={{ height: 'min(34rem, 70dvh)', display: 'flex', flexDirection: 'column' }}>
                {conversationId === id ? <ChatThread useChat={useLinkedChat} greeting={t('pageGreeting')} /> : <Loading inline />}
              </div>
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}

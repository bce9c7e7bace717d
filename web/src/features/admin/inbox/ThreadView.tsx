import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { type ConversationMessage, countryName, type InboxThread, languageOption } from '@storysong/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { visitorTimeZone } from '../../../lib/visitorTime.ts';
import { formatDateTimeIn } from '../../../ui/format.ts';
import { IconMessageChatbot } from '../../../ui/icons/IconMessageChatbot.ts';
import { translateMessage } from '../../../ui/messages.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { staffName, visitorName } from './names.ts';
import { ReplyForm } from './ReplyForm.tsx';
import { useInbox } from './store.ts';

/** Only a path on this site is linked: an assistant's answer names the page it concerns. */
const sitePath = (link: string | undefined) => (link?.startsWith('/') && !link.startsWith('//') ? link : null);

/** Who wrote a message: the visitor by name, the assistant, or the member of staff (by name while they are on the team). */
function authorName(message: ConversationMessage, thread: InboxThread, t: TFunction): string {
  if (message.author === 'visitor') return visitorName(thread, t);
  if (message.author === 'assistant') return t('thread.assistant');
  const member = thread.staff.find((m) => m.uid === message.staffUid);
  return member ? t('thread.staffNamed', { name: staffName(member) }) : t('thread.staff');
}

/** One message, its author said in words; the assistant's answers are marked as such. Text only, never HTML. */
function MessageItem({ message, thread }: { message: ConversationMessage; thread: InboxThread }) {
  const { t, i18n } = useTranslation('inbox');
  const author = authorName(message, thread, t);
  const link = sitePath(message.link);
  const ours = message.author !== 'visitor';
  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      radius="md"
      data-testid="inbox-message"
      data-author={message.author}
      style={{
        alignSelf: ours ? 'flex-end' : 'flex-start',
        maxWidth: 'min(100%, 40rem)',
        background: message.author === 'assistant' ? 'var(--mantine-color-default-hover)' : undefined,
      }}
    >
      <Stack gap={4}>
        <Group gap={6} wrap="wrap">
          {message.author === 'assistant' && <IconMessageChatbot size={16} aria-hidden />}
          <Text size="sm" fw={600}>
            {author}
          </Text>
          {message.author === 'assistant' && (
            <Badge size="sm" variant="light" color="grape">
              {t('thread.assistantBadge')}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {formatDateTimeIn(message.createdAt, i18n.language, visitorTimeZone())}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
        {link && (
          <Anchor component={Link} to={link} size="xs" target="_blank">
            {t('thread.page', { path: link })}
          </Anchor>
        )}
        {message.handover && (
          <Text size="xs" fw={600}>
            {t(`thread.handover.${message.handover}`)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** Who the visitor is and where the conversation began. */
function VisitorDetails({ thread }: { thread: InboxThread }) {
  const { t, i18n } = useTranslation('inbox');
  const { visitor, origin } = thread;
  return (
    <Stack gap={2}>
      <Text size="sm">
        {visitor.email ? (
          <Anchor href={`mailto:${visitor.email}`} style={{ overflowWrap: 'anywhere' }}>
            {visitor.email}
          </Anchor>
        ) : (
          t('thread.noEmail')
        )}
      </Text>
      <Text size="sm" c="dimmed">
        {[
          visitor.country && countryName(visitor.country, languageOption(i18n.language).dateLocale),
          t('thread.language', { language: languageOption(thread.language).name }),
          t(`channel.${thread.channel}`),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('thread.started', { date: formatDateTimeIn(thread.createdAt, i18n.language, visitorTimeZone()) })}{' '}
        <Anchor component={Link} to={origin.path} target="_blank" style={{ overflowWrap: 'anywhere' }}>
          {origin.path}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** The assignee and closing or reopening; a refusal is said beside them. */
function ThreadActions({ thread }: { thread: InboxThread }) {
  const { t } = useTranslation(['inbox', 'validation']);
  const { assign, setClosed } = useInbox();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await action();
      setNotice({ ok: true, text: done });
    } catch (error) {
      setNotice({ ok: false, text: translateMessage(t, (error as Error).message) ?? '' });
    } finally {
      setBusy(false);
    }
  };
  const options = [
    { value: '', label: t('thread.nobody') },
    ...thread.staff.map((member) => ({ value: member.uid, label: staffName(member) })),
  ];
  // A former member of staff still named on it stays visible in the list.
  if (thread.assignee && !thread.staff.some((member) => member.uid === thread.assignee?.uid)) {
    options.push({ value: thread.assignee.uid, label: staffName(thread.assignee) });
  }
  const closed = thread.status === 'closed';
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('thread.assignee')}
          data={options}
          value={thread.assignee?.uid ?? ''}
          onChange={(value) => {
            const uid = value || null;
            const member = thread.staff.find((m) => m.uid === uid);
            void run(
              () => assign(thread.id, uid),
              member ? t('thread.assigned', { name: staffName(member) }) : t('thread.unassignedDone'),
            );
          }}
          allowDeselect={false}
          disabled={busy}
          miw={200}
          style={{ flex: 1 }}
        />
        <Button
          variant={closed ? 'light' : 'default'}
          onClick={() => void run(() => setClosed(thread.id, !closed), closed ? t('thread.reopened') : t('thread.closedDone'))}
          loading={busy}
        >
          {closed ? t('thread.reopen') : t('thread.close')}
        </Button>
      </Group>
      {notice && (
        <Text size="sm" role={notice.ok ? 'status' : 'alert'} c={notice.ok ? undefined : 'red.9'}>
          {notice.text}
        </Text>
      )}
    </Stack>
  );
}

/** One conversation as staff read it: who, the whole thread, and the reply box. */
export function ThreadView({ thread }: { thread: InboxThread }) {
  const { t } = useTranslation('inbox');
  return (
    <Stack gap="md" data-testid="inbox-thread">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {visitorName(thread, t)}
          </Title>
          <StatusBadge kind="conversation" status={thread.status}>
            {t(`status.${thread.status}`)}
          </StatusBadge>
        </Group>
        <VisitorDetails thread={thread} />
      </Stack>
      <ThreadActions thread={thread} />
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('thread.messages')}>
        {thread.messages.map((message) => (
          <MessageItem key={message.id} message={message} thread={thread} />
        ))}
      </Stack>
      <ReplyForm key={thread.id} thread={thread} />
    </Stack>
  );
}

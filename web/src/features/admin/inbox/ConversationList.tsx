import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { InboxConversation } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { visitorTimeZone } from '../../../lib/visitorTime.ts';
import { formatDateTimeIn } from '../../../ui/format.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { staffName, visitorName } from './names.ts';

/** One conversation in the list: who, its latest words, when, where it stands, whose, and what is unread. */
function ConversationLine({ conversation, selected }: { conversation: InboxConversation; selected: boolean }) {
  const { t, i18n } = useTranslation('inbox');
  const { visitor, unreadByStaff } = conversation;
  const name = visitorName(conversation, t);
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={`/admin/inbox/${encodeURIComponent(conversation.id)}`}
        aria-current={selected ? 'true' : undefined}
        data-testid="inbox-conversation"
        p="sm"
        w="100%"
        style={{
          display: 'block',
          borderRadius: 'var(--mantine-radius-md)',
          border: '1px solid var(--mantine-color-default-border)',
          background: selected ? 'var(--mantine-color-default-hover)' : undefined,
        }}
      >
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={unreadByStaff > 0 ? 700 : 600} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              {visitor.email && visitor.email !== name && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {visitor.email}
                </Text>
              )}
            </div>
            {unreadByStaff > 0 && (
              <Badge color="red.9" variant="filled" style={{ flexShrink: 0 }}>
                {t('list.unread', { count: unreadByStaff })}
              </Badge>
            )}
          </Group>
          {conversation.preview && (
            <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {conversation.preview}
            </Text>
          )}
          <Group gap={6} wrap="wrap">
            <StatusBadge kind="conversation" status={conversation.status}>
              {t(`status.${conversation.status}`)}
            </StatusBadge>
            <Badge variant="default">{t(`channel.${conversation.channel}`)}</Badge>
            <Text size="xs" c="dimmed">
              {formatDateTimeIn(conversation.lastMessageAt, i18n.language, visitorTimeZone())}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {conversation.assignee ? t('list.assignedTo', { name: staffName(conversation.assignee) }) : t('list.unassigned')}
          </Text>
        </Stack>
      </UnstyledButton>
    </li>
  );
}

/** The conversations of the status (or the address) chosen, newest activity first. */
export function ConversationList({
  conversations,
  selectedId,
}: {
  conversations: InboxConversation[];
  selectedId: string | null;
}) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="inbox-list">
      {conversations.map((conversation) => (
        <ConversationLine key={conversation.id} conversation={conversation} selected={conversation.id === selectedId} />
      ))}
    </Stack>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { CONVERSATION_LIMITS, type InboxReply, type InboxThread, inboxReplySchema } from '@storysong/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { count } from '../../../ui/format.ts';
import { GrowingTextarea } from '../../../ui/GrowingTextarea.tsx';
import { IconSend } from '../../../ui/icons/IconSend.ts';
import { translateMessage } from '../../../ui/messages.ts';
import { useInbox } from './store.ts';

/**
 * The staff reply: sent as written, emailed to the visitor when they left an address. The reply's
 * id is made when the box is emptied, so sending again after an error stores it once.
 */
export function ReplyForm({ thread }: { thread: InboxThread }) {
  const { t, i18n } = useTranslation(['inbox', 'validation']);
  const reply = useInbox((s) => s.reply);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState, reset, watch } = useForm<InboxReply>({
    resolver: zodResolver(inboxReplySchema),
    defaultValues: { message: '', clientMessageId: crypto.randomUUID() },
  });
  const length = watch('message').length;

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    setSent(false);
    try {
      await reply(thread.id, input);
      reset({ message: '', clientMessageId: crypto.randomUUID() });
      setSent(true);
    } catch (error) {
      setFailure(translateMessage(t, (error as Error).message) ?? null);
    }
  });

  if (thread.status === 'closed') {
    return (
      <Alert color="gray" role="status">
        {t('reply.closed')}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="inbox-reply-heading">
      <Stack gap="xs">
        <Text id="inbox-reply-heading" fw={600}>
          {t('reply.title')}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {sent && (
          <Alert color="green" role="status">
            {thread.visitor.email ? t('reply.sentByEmail', { email: thread.visitor.email }) : t('reply.sent')}
          </Alert>
        )}
        <GrowingTextarea
          label={t('reply.label')}
          description={thread.visitor.email ? t('reply.byEmail', { email: thread.visitor.email }) : t('reply.noEmail')}
          minRows={3}
          maxRows={12}
          required
          error={translateMessage(t, formState.errors.message?.message)}
          {...register('message')}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c={length > CONVERSATION_LIMITS.messageMaxChars ? 'red.9' : 'dimmed'}>
            {t('reply.length', {
              used: count(length, i18n.language),
              max: count(CONVERSATION_LIMITS.messageMaxChars, i18n.language),
            })}
          </Text>
          <Button type="submit" loading={formState.isSubmitting} leftSection={<IconSend size={16} />}>
            {t('reply.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

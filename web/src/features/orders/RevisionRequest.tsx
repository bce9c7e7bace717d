import { Alert, Blockquote, Button, Stack, Text, Title } from '@mantine/core';
import { LIMITS, MESSAGES, type OrderStatusView, openRevision, type RevisionNotesInput, revisionRefusal } from '@storysong/core';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyResolver } from '../../lib/lazyResolver.ts';
import { formatDate } from '../../ui/format.ts';
import { GrowingTextarea } from '../../ui/GrowingTextarea.tsx';
import { IconPencil } from '../../ui/icons/IconPencil.ts';
import { translateMessage } from '../../ui/messages.ts';
import { ordersApi } from './api.ts';

const resolver = lazyResolver(async () => (await import('./formResolvers.ts')).revisionNotesResolver);

/**
 * The revisions the suite includes and what is left of them; once the song is delivered, the form
 * to ask for one. The server decides again: this only spares the customer a form they cannot send.
 */
export function RevisionRequest({
  order,
  token,
  onRevised,
}: {
  order: OrderStatusView;
  token: string;
  onRevised(order: OrderStatusView): void;
}) {
  const { t, i18n } = useTranslation(['orders', 'validation']);
  const titleId = useId();
  const [failed, setFailed] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<RevisionNotesInput>({
    resolver,
    defaultValues: { notes: '' },
  });
  const open = openRevision(order.revisions);
  const refusal = revisionRefusal(order);

  const submit = handleSubmit(async ({ notes }) => {
    setFailed(null);
    try {
      onRevised(await ordersApi.requestRevision(order.orderId, token, notes));
      setSent(true);
      reset();
    } catch (error) {
      setFailed((error as Error).message);
    }
  });

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title id={titleId} order={2} size="h4">
        {t('revision.title')}
      </Title>
      <Text size="sm">{t('revision.left', { left: order.revisionsLeft, included: order.revisionsIncluded })}</Text>
      {sent && (
        <Alert color="teal" role="status">
          {t('revision.sent')}
        </Alert>
      )}
      {open && (
        <div>
          <Text size="sm" fw={600}>
            {t('revision.inProgress', { version: (order.song?.version ?? 0) + 1 })}
          </Text>
          <Text size="sm">{t('revision.askedOn', { date: formatDate(open.requestedAt, i18n.language) })}</Text>
          <Blockquote color="grape" p="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {open.notes}
          </Blockquote>
        </div>
      )}
      {refusal === 'revisionNotDelivered' && <Text size="sm">{t('revision.afterDelivery')}</Text>}
      {refusal === 'revisionsUsedUp' && <Alert color="gray">{translateMessage(t, MESSAGES.revisionsUsedUp)}</Alert>}
      {refusal === null && (
        <form onSubmit={submit} noValidate aria-label={t('revision.form')}>
          <Stack gap="sm">
            {failed && (
              <Alert color="red" role="alert">
                {translateMessage(t, failed)}
              </Alert>
            )}
            <GrowingTextarea
              label={t('revision.notes')}
              description={t('revision.notesHint')}
              minRows={3}
              maxRows={10}
              maxLength={LIMITS.revisionNotesMaxChars}
              error={translateMessage(t, formState.errors.notes?.message)}
              {...register('notes')}
            />
            <Button
              type="submit"
              leftSection={<IconPencil size={18} aria-hidden />}
              loading={formState.isSubmitting}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('revision.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

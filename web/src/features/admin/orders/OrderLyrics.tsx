import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Blockquote, Button, List, Stack, Text, Title } from '@mantine/core';
import {
  type AdminOrderDetail,
  LIMITS,
  type LyricDraft,
  type LyricDraftInput,
  lyricDraftRefusal,
  lyricDraftSchema,
  lyricRoundsUsed,
  openLyricDraft,
} from '@storysong/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format.ts';
import { GrowingTextarea } from '../../../ui/GrowingTextarea.tsx';
import { IconSend } from '../../../ui/icons/IconSend.ts';
import { translateMessage } from '../../../ui/messages.ts';
import { useAdminOrders } from './store.ts';

const preWrap = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** What became of a draft: waiting, approved (by the customer or for them), or changes asked with their notes. */
function DraftAnswer({ draft }: { draft: LyricDraft }) {
  const { t, i18n } = useTranslation('admin');
  const { answer } = draft;
  if (!answer) return <Text size="sm">{t('stories.lyrics.waiting')}</Text>;
  const date = formatDate(answer.at, i18n.language);
  if (answer.kind === 'approved') {
    const key = answer.automatic ? 'stories.lyrics.approvedAutomatically' : 'stories.lyrics.approved';
    return <Text size="sm">{t(key, { date, days: LIMITS.lyricAutoApprovalDays })}</Text>;
  }
  return (
    <>
      <Text size="sm">{t('stories.lyrics.changes', { date })}</Text>
      <Blockquote color="orange" p="xs" style={preWrap}>
        {answer.notes}
      </Blockquote>
    </>
  );
}

/** The drawer's form for the next draft, parsed with the schema the route reads it with. */
function SendLyricsForm({ orderId, onSent }: { orderId: string; onSent(order: AdminOrderDetail): void }) {
  const { t } = useTranslation(['admin', 'validation']);
  const sendLyrics = useAdminOrders((s) => s.sendLyrics);
  const [failed, setFailed] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LyricDraftInput>({
    resolver: zodResolver(lyricDraftSchema),
    defaultValues: { text: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFailed(null);
    try {
      onSent(await sendLyrics(orderId, values));
    } catch (error) {
      setFailed((error as Error).message);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('stories.lyrics.form')}>
      <Stack gap="sm">
        {failed && (
          <Alert color="red" role="alert">
            {translateMessage(t, failed)}
          </Alert>
        )}
        <GrowingTextarea
          label={t('stories.lyrics.text')}
          description={t('stories.lyrics.textHint')}
          minRows={4}
          maxRows={14}
          maxLength={LIMITS.lyricsMaxChars}
          error={translateMessage(t, formState.errors.text?.message)}
          {...register('text')}
        />
        <Button
          type="submit"
          leftSection={<IconSend size={18} />}
          loading={formState.isSubmitting}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('stories.lyrics.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The lyrics sent for the customer's approval before recording: the rounds of changes the customer
 * asked for, every draft with its answer, and the form for the next draft when one may be sent. The
 * server decides again; this spares a refused send.
 */
export function OrderLyrics({ order, onChanged }: { order: AdminOrderDetail; onChanged(order: AdminOrderDetail): void }) {
  const { t, i18n } = useTranslation('admin');
  const { drafts, roundsIncluded } = order.lyrics;
  const canSend = lyricDraftRefusal({ ...order, lyricDrafts: drafts }) === null;
  const open = openLyricDraft(drafts);
  return (
    <Stack gap="xs" component="section" aria-labelledby="order-lyrics">
      <Title id="order-lyrics" order={4}>
        {t('stories.lyrics.title')}
      </Title>
      <Text size="sm">{t('stories.lyrics.used', { used: lyricRoundsUsed(drafts), included: roundsIncluded })}</Text>
      {drafts.length > 0 && (
        <List size="sm" spacing="sm" listStyleType="none" withPadding={false}>
          {drafts.map((draft, index) => (
            <List.Item key={draft.sentAt}>
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('stories.lyrics.draft', { number: index + 1, date: formatDate(draft.sentAt, i18n.language) })}
                </Text>
                <Text size="sm" style={preWrap} c={draft === open ? undefined : 'dimmed'}>
                  {draft.text}
                </Text>
                <DraftAnswer draft={draft} />
              </Stack>
            </List.Item>
          ))}
        </List>
      )}
      {canSend && <SendLyricsForm orderId={order.id} onSent={onChanged} />}
    </Stack>
  );
}

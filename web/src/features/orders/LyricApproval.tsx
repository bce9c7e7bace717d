import { Alert, Blockquote, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  LIMITS,
  type LyricChangesInput,
  type LyricDraft,
  lyricAutoApprovalAt,
  type OrderStatusView,
  openLyricDraft,
} from '@storysong/core';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyResolver } from '../../lib/lazyResolver.ts';
import { formatDate } from '../../ui/format.ts';
import { GrowingTextarea } from '../../ui/GrowingTextarea.tsx';
import { IconCheck } from '../../ui/icons/IconCheck.ts';
import { IconPencil } from '../../ui/icons/IconPencil.ts';
import { translateMessage } from '../../ui/messages.ts';
import { ordersApi } from './api.ts';

const resolver = lazyResolver(async () => (await import('./formResolvers.ts')).lyricChangesResolver);
const preWrap = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** An earlier draft: when it came, and what the customer answered. */
function EarlierDraft({ draft, number }: { draft: LyricDraft; number: number }) {
  const { t, i18n } = useTranslation('orders');
  const date = (at: string) => formatDate(at, i18n.language);
  const { answer } = draft;
  return (
    <List.Item>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('lyrics.draftOf', { number, date: date(draft.sentAt) })}
        </Text>
        {answer?.kind === 'changes' && (
          <>
            <Text size="sm">{t('lyrics.askedChanges', { date: date(answer.at) })}</Text>
            <Blockquote color="grape" p="xs" style={preWrap}>
              {answer.notes}
            </Blockquote>
          </>
        )}
        {answer?.kind === 'approved' && (
          <Text size="sm">
            {t(answer.automatic ? 'lyrics.approvedAutomatically' : 'lyrics.approved', {
              date: date(answer.at),
              days: LIMITS.lyricAutoApprovalDays,
            })}
          </Text>
        )}
        <Text size="sm" c="dimmed" style={preWrap}>
          {draft.text}
        </Text>
      </Stack>
    </List.Item>
  );
}

/**
 * The lyrics before recording: the draft that waits, with Approve and, while the suite has a round of
 * changes left, a form to ask for changes; the earlier drafts below. The server decides
 * again; this spares the customer an answer it would refuse.
 */
export function LyricApproval({
  order,
  token,
  onAnswered,
}: {
  order: OrderStatusView;
  token: string;
  onAnswered(order: OrderStatusView): void;
}) {
  const { t, i18n } = useTranslation(['orders', 'validation']);
  const titleId = useId();
  const [failed, setFailed] = useState<string | null>(null);
  const [answered, setAnswered] = useState<'approved' | 'changes' | null>(null);
  const [approving, setApproving] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<LyricChangesInput>({ resolver, defaultValues: { notes: '' } });
  const { drafts, roundsLeft, roundsIncluded } = order.lyrics;
  const open = openLyricDraft(drafts);
  const round = drafts.length;
  const earlier = drafts.filter((draft) => draft !== open);

  const send = async (answer: () => Promise<OrderStatusView>, kind: 'approved' | 'changes') => {
    setFailed(null);
    try {
      onAnswered(await answer());
      setAnswered(kind);
      reset();
    } catch (error) {
      setFailed((error as Error).message);
    }
  };
  const approve = async () => {
    setApproving(true);
    await send(() => ordersApi.answerLyrics(order.orderId, token, { kind: 'approved', round }), 'approved');
    setApproving(false);
  };
  const askChanges = handleSubmit(({ notes }) =>
    send(() => ordersApi.answerLyrics(order.orderId, token, { kind: 'changes', round, notes }), 'changes'),
  );

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title id={titleId} order={2} size="h4">
        {t('lyrics.title')}
      </Title>
      <Text size="sm">{t('lyrics.rounds', { included: roundsIncluded, left: roundsLeft })}</Text>
      {answered && (
        <Alert color="teal" role="status">
          {t(answered === 'approved' ? 'lyrics.approvedSent' : 'lyrics.changesSent')}
        </Alert>
      )}
      {failed && (
        <Alert color="red" role="alert">
          {translateMessage(t, failed)}
        </Alert>
      )}
      {open && (
        <Stack gap="sm">
          <Text fw={600}>{t('lyrics.waiting', { number: round, date: formatDate(open.sentAt, i18n.language) })}</Text>
          <Blockquote color="grape" p="sm" style={preWrap} data-testid="lyric-draft">
            {open.text}
          </Blockquote>
          <Text size="sm">
            {t('lyrics.autoApproval', { date: formatDate(lyricAutoApprovalAt(open) ?? open.sentAt, i18n.language) })}
          </Text>
          <Group>
            <Button leftSection={<IconCheck size={18} aria-hidden />} onClick={approve} loading={approving}>
              {t('lyrics.approve')}
            </Button>
          </Group>
          {roundsLeft > 0 ? (
            <form onSubmit={askChanges} noValidate aria-label={t('lyrics.changesForm')}>
              <Stack gap="sm">
                <GrowingTextarea
                  label={t('lyrics.notes')}
                  description={t('lyrics.notesHint')}
                  minRows={3}
                  maxRows={10}
                  maxLength={LIMITS.lyricNotesMaxChars}
                  error={translateMessage(t, formState.errors.notes?.message)}
                  {...register('notes')}
                />
                <Button
                  type="submit"
                  variant="outline"
                  leftSection={<IconPencil size={18} aria-hidden />}
                  loading={formState.isSubmitting}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('lyrics.askChanges')}
                </Button>
              </Stack>
            </form>
          ) : (
            <Text size="sm">{t('lyrics.lastDraft')}</Text>
          )}
        </Stack>
      )}
      {earlier.length > 0 && (
        <List size="sm" spacing="sm" listStyleType="none" withPadding={false} aria-label={t('lyrics.earlier')}>
          {earlier.map((draft) => (
            <EarlierDraft key={draft.sentAt} draft={draft} number={drafts.indexOf(draft) + 1} />
          ))}
        </List>
      )}
    </Stack>
  );
}

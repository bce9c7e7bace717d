import { Alert, Blockquote, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { OrderStatusView, RevealView } from '@storysong/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCalendarHeart } from '../../ui/icons/IconCalendarHeart.ts';
import { IconMailCheck } from '../../ui/icons/IconMailCheck.ts';
import { IconX } from '../../ui/icons/IconX.ts';
import { Loading } from '../../ui/Loading.tsx';
import { revealApi } from './revealApi.ts';
import { formatRevealMoment, revealMessage } from './revealWords.ts';

/**
 * The form and its time-zone picker (Mantine's Select, its combobox, popover and focus trap: a
 * fifth of the order page's code) are needed only once a reveal is being set, so they load then,
 * not with the page; a pointer or focus on the button starts the download (issue 30 §3).
 */
const loadRevealForm = () => import('./RevealForm.tsx');
const RevealForm = lazy(() => loadRevealForm().then((module) => ({ default: module.RevealForm })));

/** Where the reveal stands: when and to whom, sent or not, opened or not, and the customer's message. */
function RevealStatus({ reveal }: { reveal: RevealView }) {
  const { t, i18n } = useTranslation('reveal');
  const moment = (iso: string) => formatRevealMoment(iso, reveal.timeZone, i18n.language);
  const email = reveal.recipientEmail;
  return (
    <Stack gap={4}>
      {reveal.status === 'scheduled' && (
        <>
          <Text fw={600}>{t('status.scheduled', { moment: moment(reveal.revealAt) })}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('status.to', { email })}
          </Text>
        </>
      )}
      {reveal.status === 'sending' && <Text fw={600}>{t('status.sending', { email })}</Text>}
      {reveal.sentAt && (
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {t('status.sent', { email, moment: moment(reveal.sentAt) })}
        </Text>
      )}
      {reveal.status === 'sent' && (
        <Group gap={6} wrap="nowrap" align="flex-start" mt={4}>
          <IconMailCheck size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" fw={600} c={reveal.openedAt ? 'teal.9' : 'dimmed'}>
            {reveal.openedAt ? t('status.opened', { moment: moment(reveal.openedAt) }) : t('status.notOpened')}
          </Text>
        </Group>
      )}
      <Text size="sm" fw={600} mt="xs">
        {t('status.message')}
      </Text>
      <Blockquote color="grape" p="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {reveal.message}
      </Blockquote>
    </Stack>
  );
}

/**
 * The reveal on the day, on the customer's order page once the song is delivered: schedule when
 * the person it is for is emailed the gift link, change or cancel it until it goes, then see
 * whether it went and was opened.
 */
export function RevealSection({
  order,
  token,
  onChanged,
}: {
  order: OrderStatusView;
  token: string;
  onChanged(order: OrderStatusView): void;
}) {
  const { t } = useTranslation(['reveal', 'validation']);
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<'saved' | 'cancelled' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const reveal = order.reveal;
  const changeable = reveal === null || reveal.status === 'scheduled';

  const cancel = async () => {
    setFailed(null);
    setNotice(null);
    setCancelling(true);
    try {
      onChanged(await revealApi.cancel(order.orderId, token));
      setNotice('cancelled');
    } catch (error) {
      setFailed((error as Error).message);
    } finally {
      setCancelling(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title id={titleId} order={2} size="h4">
          {t('section.title')}
        </Title>
        {!reveal && <Text size="sm">{t('section.intro')}</Text>}
        {notice && (
          <Alert color="teal" role="status">
            {t(notice === 'saved' ? 'section.saved' : 'section.cancelled')}
          </Alert>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {revealMessage(t, failed)}
          </Alert>
        )}
        {reveal && !editing && <RevealStatus reveal={reveal} />}
        {editing && (
          <Suspense fallback={<Loading inline />}>
            <RevealForm
              order={order}
              token={token}
              current={reveal}
              onSaved={(saved) => {
                onChanged(saved);
                setEditing(false);
                setNotice('saved');
              }}
              onClose={() => setEditing(false)}
            />
          </Suspense>
        )}
        {!editing && changeable && (
          <Group gap="sm">
            <Button
              variant={reveal ? 'light' : 'filled'}
              leftSection={<IconCalendarHeart size={18} aria-hidden />}
              onPointerEnter={() => void loadRevealForm()}
              onFocus={() => void loadRevealForm()}
              onClick={() => {
                setNotice(null);
                setFailed(null);
                setEditing(true);
              }}
            >
              {reveal ? t('section.change') : t('section.schedule')}
            </Button>
            {reveal && (
              <Button variant="default" leftSection={<IconX size={18} aria-hidden />} loading={cancelling} onClick={cancel}>
                {t('section.cancel')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { erasureConfirmationIn, type OrderStatusView } from '@storysong/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { downloadBlob } from '../../lib/download.ts';
import { formatDate } from '../../ui/format.ts';
import { translateMessage } from '../../ui/messages.ts';
import { ordersApi } from './api.ts';
import { privacyApi } from './privacyApi.ts';

type Busy = 'download' | 'keep' | 'ask' | 'confirm' | null;

/**
 * "Your data" on the private order page: when the story and files go, download them all, keep them
 * another year, or delete them (asked here, confirmed by the emailed link, whose confirmation
 * arrives in this page's fragment), and what the law makes us keep.
 */
export function OrderPrivacy({
  order,
  token,
  onChanged,
}: {
  order: OrderStatusView;
  token: string;
  onChanged(order: OrderStatusView): void;
}) {
  const { t, i18n } = useTranslation(['privacy', 'validation']);
  const { hash } = useLocation();
  const confirmation = erasureConfirmationIn(hash);
  const [busy, setBusy] = useState<Busy>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const link = { order: order.orderId, token };
  const { privacy } = order;
  const day = (iso: string) => formatDate(iso, i18n.language, { day: 'numeric', month: 'long', year: 'numeric' });

  async function run(what: Exclude<Busy, null>, action: () => Promise<string | null>) {
    setBusy(what);
    setFailed(null);
    setDone(null);
    try {
      setDone(await action());
    } catch (error) {
      setFailed(translateMessage(t, (error as Error).message) ?? null);
    } finally {
      setBusy(null);
    }
  }
  const reload = async () => onChanged(await ordersApi.status(order.orderId, token));

  return (
    <Card withBorder padding="lg" id="your-data" component="section" aria-labelledby="your-data-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="your-data-title">
          {t('order.title')}
        </Title>
        {privacy.erasedAt ? (
          <Text>{t('order.erased', { date: day(privacy.erasedAt) })}</Text>
        ) : (
          <Text>
            {privacy.deleteAfter
              ? t(privacy.asked ? 'order.deletedOn' : 'order.keptUntil', { date: day(privacy.deleteAfter) })
              : t('order.keptWhile')}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('order.law')}
        </Text>
        {done && (
          <Alert color="green" role="status">
            {done}
          </Alert>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {failed}
          </Alert>
        )}
        {confirmation && privacy.canErase && (
          <Alert color="red" title={t('order.confirmTitle')}>
            <Stack gap="xs">
              <Text size="sm">{t('order.confirmText')}</Text>
              <Group>
                <Button
                  // The theme's darkest red: white on red.6 is 3.3:1, under AA's 4.5.
                  color="red.9"
                  loading={busy === 'confirm'}
                  onClick={() =>
                    run('confirm', async () => {
                      await privacyApi.confirmErasure(link, confirmation);
                      await reload();
                      return t('order.deleted');
                    })
                  }
                >
                  {t('order.confirm')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            loading={busy === 'download'}
            onClick={() =>
              run('download', async () => {
                const { fileName, blob } = await privacyApi.download(link);
                downloadBlob(fileName, blob);
                return null;
              })
            }
          >
            {t('order.download')}
          </Button>
          {privacy.canKeep && (
            <Button
              variant="default"
              loading={busy === 'keep'}
              onClick={() =>
                run('keep', async () => {
                  const { deleteAfter } = await privacyApi.keep(link);
                  await reload();
                  return t('order.keptDone', { date: day(deleteAfter) });
                })
              }
            >
              {t('order.keep')}
            </Button>
          )}
          {privacy.canErase && !confirmation && (
            <Button
              color="red"
              variant="light"
              loading={busy === 'ask'}
              onClick={() =>
                run('ask', async () => {
                  await privacyApi.askErasure(link);
                  return t('order.asked');
                })
              }
            >
              {t('order.delete')}
            </Button>
          )}
        </Group>
        {!privacy.erasedAt && !privacy.canErase && (
          <Text size="sm" c="dimmed">
            {t('order.inProduction')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

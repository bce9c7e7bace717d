import { Alert, Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { songPagePath, TIMINGS } from '@storysong/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCopy } from '../../ui/icons/IconCopy.ts';
import { IconRefresh } from '../../ui/icons/IconRefresh.ts';
import { siteOrigin } from '../../ui/Seo.tsx';
import { ordersApi } from './api.ts';

/** The gift link for the person the song is for; a new link revokes the old one. */
export function ShareSongLink({ orderId, token, shareId }: { orderId: string; token: string; shareId: string }) {
  const { t } = useTranslation('orders');
  const [current, setCurrent] = useState(shareId);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [renewed, setRenewed] = useState(false);
  const url = `${siteOrigin()}${songPagePath(current)}`;

  const renew = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setCurrent((await ordersApi.renewShareLink(orderId, token)).shareId);
      setRenewed(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('song.share.title')}
      </Title>
      <Text size="sm">{t('song.share.hint')}</Text>
      <TextInput label={t('song.share.link')} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
      <Group>
        <CopyButton value={url} timeout={TIMINGS.copiedNoticeMs}>
          {({ copied, copy }) => (
            <Button onClick={copy} leftSection={<IconCopy size={18} aria-hidden />} color={copied ? 'teal' : undefined}>
              {copied ? t('song.share.copied') : t('song.share.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={renew} loading={busy} leftSection={<IconRefresh size={18} aria-hidden />}>
          {t('song.share.renew')}
        </Button>
      </Group>
      <Text size="sm">{t('song.share.renewHint')}</Text>
      {renewed && (
        <Alert color="teal" role="status">
          {t('song.share.renewed')}
        </Alert>
      )}
      {failed && (
        <Alert color="red" role="alert">
          {t('song.share.renewFailed')}
        </Alert>
      )}
    </Stack>
  );
}

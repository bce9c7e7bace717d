import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import {
  type AdminOrderDetail,
  EXTRA_FILE_BUCKETS,
  EXTRA_FILE_IDS,
  type ExtraFileDeliveryInput,
  type ExtraFileId,
  extraFileDeliverySchema,
} from '@storysong/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AudioUpload } from '../../../ui/AudioUpload.tsx';
import { formatDate } from '../../../ui/format.ts';
import { IconSend } from '../../../ui/icons/IconSend.ts';
import { translateMessage } from '../../../ui/messages.ts';
import type { UploadedFile } from '../../../ui/upload.ts';
import { VideoUpload } from '../../../ui/VideoUpload.tsx';
import { useAdminOrders } from './store.ts';

type FormValues = z.input<typeof extraFileDeliverySchema>;

/** One extra's file: the one delivered, if any, and the form that delivers it (or a new one in its place). */
function DeliverExtraFileForm({
  order,
  extra,
  onDelivered,
}: {
  order: AdminOrderDetail;
  extra: ExtraFileId;
  onDelivered(order: AdminOrderDetail): void;
}) {
  const { t, i18n } = useTranslation(['admin', 'orders', 'validation']);
  const deliverExtraFile = useAdminOrders((s) => s.deliverExtraFile);
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const { handleSubmit, formState, setValue } = useForm<FormValues, unknown, ExtraFileDeliveryInput>({
    resolver: zodResolver(extraFileDeliverySchema),
    defaultValues: { extra, file: '' },
  });
  const name = t(`orders:extras.names.${extra}`);
  const delivered = order.extraFiles.find((candidate) => candidate.extra === extra);
  const choose = (chosen: UploadedFile | null) => {
    setFile(chosen);
    setValue('file', chosen?.fileId ?? '', { shouldValidate: formState.isSubmitted });
  };
  const submit = handleSubmit(async (values) => {
    setFailed(null);
    try {
      onDelivered(await deliverExtraFile(order.id, values));
      choose(null);
    } catch (error) {
      setFailed((error as Error).message);
    }
  });
  const Upload = EXTRA_FILE_BUCKETS[extra] === 'videos' ? VideoUpload : AudioUpload;
  return (
    <form onSubmit={submit} noValidate aria-label={t('production.extras.deliverTitle', { name })}>
      <Stack gap="xs">
        <Title order={5}>{name}</Title>
        {delivered && (
          <Text size="sm" data-testid={`delivered-${extra}`}>
            {t('production.extras.delivered', { date: formatDate(delivered.deliveredAt, i18n.language) })}{' '}
            <Anchor href={delivered.url} target="_blank" rel="noreferrer">
              {delivered.fileName}
            </Anchor>
          </Text>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {translateMessage(t, failed)}
          </Alert>
        )}
        <Upload
          bucket={EXTRA_FILE_BUCKETS[extra]}
          label={t(delivered ? 'production.extras.replaceFile' : 'production.extras.file', { name })}
          value={file}
          onChange={choose}
          error={formState.errors.file?.message}
        />
        <Button
          type="submit"
          variant="light"
          leftSection={<IconSend size={18} />}
          loading={formState.isSubmitting}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('production.extras.deliver', { name })}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The extras bought as files of their own (the lyric video, the instrumental), delivered after the
 * song; the server refuses one the order did not buy.
 */
export function DeliverExtraFiles({
  order,
  onDelivered,
}: {
  order: AdminOrderDetail;
  onDelivered(order: AdminOrderDetail): void;
}) {
  const bought = EXTRA_FILE_IDS.filter((extra) => order.extras.some((candidate) => candidate.id === extra));
  if (!order.song || bought.length === 0) return null;
  return (
    <Stack gap="md" data-testid="extra-files">
      {bought.map((extra) => (
        <DeliverExtraFileForm key={extra} order={order} extra={extra} onDelivered={onDelivered} />
      ))}
    </Stack>
  );
}

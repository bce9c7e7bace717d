import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { LIMITS, type OrderStatusView, type SongTitleInput } from '@storysong/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyResolver } from '../../lib/lazyResolver.ts';
import { IconDeviceFloppy } from '../../ui/icons/IconDeviceFloppy.ts';
import { translateMessage } from '../../ui/messages.ts';
import { ordersApi } from './api.ts';

const resolver = lazyResolver(async () => (await import('./formResolvers.ts')).songTitleResolver);

/** The title the gift page and its link previews show; until the customer chooses one, the suite's name. */
export function SongTitleForm({
  order,
  token,
  onSaved,
}: {
  order: OrderStatusView;
  token: string;
  onSaved(order: OrderStatusView): void;
}) {
  const { t } = useTranslation(['orders', 'validation', 'products']);
  const [failed, setFailed] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const suiteName = t(`products:items.${order.productId}.name`, { defaultValue: order.productName });
  const { register, handleSubmit, formState } = useForm<SongTitleInput>({
    resolver,
    defaultValues: { title: order.songTitle ?? suiteName },
  });

  const submit = handleSubmit(async ({ title }) => {
    setFailed(null);
    setSaved(false);
    try {
      onSaved(await ordersApi.setSongTitle(order.orderId, token, title));
      setSaved(true);
    } catch (error) {
      setFailed((error as Error).message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('song.titleForm.form')}>
      <Stack gap="sm">
        {failed && (
          <Alert color="red" role="alert">
            {translateMessage(t, failed)}
          </Alert>
        )}
        <TextInput
          label={t('song.titleForm.label')}
          description={t('song.titleForm.hint')}
          maxLength={LIMITS.songTitleMaxChars}
          error={translateMessage(t, formState.errors.title?.message)}
          {...register('title')}
        />
        <Button
          type="submit"
          variant="light"
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          loading={formState.isSubmitting}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('song.titleForm.save')}
        </Button>
        {saved && (
          <Alert color="teal" role="status">
            {t('song.titleForm.saved')}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

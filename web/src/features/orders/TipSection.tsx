import { Alert, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import {
  type OrderStatusView,
  poundsToPence,
  TIP_LIMITS,
  TIP_PRESETS_POUNDS,
  type TipInput,
  type TipView,
  tipRefusal,
} from '@storysong/core';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyResolver } from '../../lib/lazyResolver.ts';
import { money } from '../../ui/format.ts';
import { IconAlertCircle } from '../../ui/icons/IconAlertCircle.ts';
import { IconHeart } from '../../ui/icons/IconHeart.ts';
import { translateMessage } from '../../ui/messages.ts';
import { tipUrlFor } from './checkout.ts';
import { usePaymentRedirect } from './usePaymentRedirect.ts';
import { useStatusPoll } from './useStatusPoll.ts';

const resolver = lazyResolver(async () => (await import('./formResolvers.ts')).tipResolver);

/** Whether every tip the customer paid for has been confirmed to us. */
const allConfirmed = (tips: readonly TipView[]) => tips.every((tip) => tip.status === 'paid');

/** The customer's tips: thanked once paid, said to be confirming while the payment's event is on its way. */
export function TipReceipts({ tips }: { tips: readonly TipView[] }) {
  const { t, i18n } = useTranslation('tips');
  return tips.map((tip) => {
    const amount = money(tip.amountPence, i18n.language, 0);
    return tip.status === 'paid' ? (
      <Alert key={tip.id} color="teal" role="status" icon={<IconHeart size={18} aria-hidden />}>
        {t('received', { amount })}
      </Alert>
    ) : (
      <Alert key={tip.id} color="blue" role="status">
        {t('confirming', { amount })}
      </Alert>
    );
  });
}

/**
 * "Say thank you" once the song is delivered: a preset or another whole amount, then a checkout of
 * its own (the provider's page, or the local one offline). The server decides again; the order is
 * read again while a tip is being confirmed.
 */
export function TipSection({
  order,
  token,
  onChanged,
}: {
  order: OrderStatusView;
  token: string;
  onChanged(order: OrderStatusView): void;
}) {
  const { t, i18n } = useTranslation(['tips', 'validation']);
  const titleId = useId();
  const { busy, error, go } = usePaymentRedirect();
  const { control, handleSubmit, setValue, watch, formState } = useForm<TipInput>({
    resolver,
    defaultValues: { amountPounds: TIP_PRESETS_POUNDS[1] },
  });
  useStatusPoll(order.orderId, token, !allConfirmed(order.tips), (now) => allConfirmed(now.tips), onChanged);
  if (tipRefusal({ stage: order.stage, delivered: order.song !== null, erasedAt: order.privacy.erasedAt })) return null;

  const chosen = watch('amountPounds');
  const amount = (pounds: number) => money(poundsToPence(pounds), i18n.language, 0);
  const submit = handleSubmit(({ amountPounds }) => go(() => tipUrlFor(order.orderId, token, amountPounds)));
  const sendable =
    typeof chosen === 'number' && Number.isInteger(chosen) && chosen >= TIP_LIMITS.minPounds && chosen <= TIP_LIMITS.maxPounds;

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title id={titleId} order={2} size="h4">
        {t('title')}
      </Title>
      <Text size="sm">{t('intro')}</Text>
      <TipReceipts tips={order.tips} />
      <form onSubmit={submit} noValidate aria-label={t('form')}>
        <Stack gap="sm">
          {error && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert">
              {error}
            </Alert>
          )}
          <Group gap="xs" role="group" aria-label={t('presets')}>
            {TIP_PRESETS_POUNDS.map((preset) => (
              <Button
                key={preset}
                variant={chosen === preset ? 'filled' : 'default'}
                aria-pressed={chosen === preset}
                onClick={() => setValue('amountPounds', preset, { shouldValidate: formState.isSubmitted })}
              >
                {amount(preset)}
              </Button>
            ))}
          </Group>
          <Controller
            control={control}
            name="amountPounds"
            render={({ field: { value, onChange, ...field } }) => (
              <NumberInput
                label={t('other')}
                description={t('otherHint')}
                min={TIP_LIMITS.minPounds}
                max={TIP_LIMITS.maxPounds}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                inputMode="numeric"
                value={value ?? ''}
                // An emptied field is no amount: the schema's message says what to enter.
                onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
                error={translateMessage(t, formState.errors.amountPounds?.message)}
                styles={{ wrapper: { maxWidth: 240 } }}
                {...field}
              />
            )}
          />
          <Button
            type="submit"
            leftSection={<IconHeart size={18} aria-hidden />}
            disabled={busy}
            style={{ alignSelf: 'flex-start' }}
          >
            {busy ? t('opening') : sendable ? t('submit', { amount: amount(chosen) }) : t('submitNone')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

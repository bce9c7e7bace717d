import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  deviceTimeZone,
  languageOption,
  type OrderStatusView,
  REVEAL_LIMITS,
  type RevealInput,
  type RevealView,
  timeZoneChoices,
} from '@storysong/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { lazyResolver } from '../../lib/lazyResolver.ts';
import { GrowingTextarea } from '../../ui/GrowingTextarea.tsx';
import { IconCalendarHeart } from '../../ui/icons/IconCalendarHeart.ts';
import { revealApi } from './revealApi.ts';
import { localDateIn, revealMessage, timeZoneOptions } from './revealWords.ts';

const resolver = lazyResolver(async () => (await import('./formResolvers.ts')).revealResolver);

const FIELDS = ['recipientEmail', 'message', 'date', 'time', 'timeZone'] as const;

/** The form a reveal is scheduled or changed with; the same schema as the route, on this device's clock (the server's decides). */
export function RevealForm({
  order,
  token,
  current,
  onSaved,
  onClose,
}: {
  order: OrderStatusView;
  token: string;
  current: RevealView | null;
  onSaved(order: OrderStatusView): void;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation(['reveal', 'validation']);
  const [failed, setFailed] = useState<string | null>(null);
  const ownZone = useMemo(deviceTimeZone, []);
  const zones = useMemo(
    () => timeZoneOptions(timeZoneChoices([ownZone, ...(current ? [current.timeZone] : [])]), i18n.language),
    [ownZone, current, i18n.language],
  );
  const { register, control, handleSubmit, formState, setError } = useForm<RevealInput>({
    resolver,
    defaultValues: current
      ? {
          recipientEmail: current.recipientEmail,
          message: current.message,
          date: current.date,
          time: current.time,
          timeZone: current.timeZone,
        }
      : { recipientEmail: '', message: '', date: localDateIn(1), time: '09:00', timeZone: ownZone },
  });
  const error = (field: (typeof FIELDS)[number]) => revealMessage(t, formState.errors[field]?.message);

  const submit = handleSubmit(async (reveal) => {
    setFailed(null);
    try {
      onSaved(await revealApi.schedule(order.orderId, token, reveal, languageOption(i18n.language).code));
    } catch (caught) {
      const fields = caught instanceof ApiError ? caught.fields : {};
      const known = FIELDS.filter((field) => fields[field]);
      for (const field of known) setError(field, { message: fields[field] }, { shouldFocus: field === known[0] });
      if (known.length === 0) setFailed((caught as Error).message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack gap="sm">
        {failed && (
          <Alert color="red" role="alert">
            {revealMessage(t, failed)}
          </Alert>
        )}
        <TextInput
          type="email"
          autoComplete="off"
          label={t('form.recipientEmail')}
          description={t('form.recipientEmailHint')}
          error={error('recipientEmail')}
          {...register('recipientEmail')}
        />
        <GrowingTextarea
          label={t('form.message')}
          description={t('form.messageHint', { max: REVEAL_LIMITS.messageMaxChars })}
          minRows={3}
          maxRows={8}
          maxLength={REVEAL_LIMITS.messageMaxChars}
          error={error('message')}
          {...register('message')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="date" label={t('form.date')} error={error('date')} {...register('date')} />
          <TextInput type="time" label={t('form.time')} error={error('time')} {...register('time')} />
        </SimpleGrid>
        <Controller
          control={control}
          name="timeZone"
          render={({ field }) => (
            <Select
              label={t('form.timeZone')}
              description={t('form.timeZoneHint')}
              data={zones}
              searchable
              nothingFoundMessage={t('form.timeZoneNone')}
              allowDeselect={false}
              maxDropdownHeight={280}
              comboboxProps={{ position: 'bottom-start' }}
              error={error('timeZone')}
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Group gap="sm">
          <Button type="submit" leftSection={<IconCalendarHeart size={18} aria-hidden />} loading={formState.isSubmitting}>
            {current ? t('form.save') : t('form.submit')}
          </Button>
          <Button variant="default" onClick={onClose} disabled={formState.isSubmitting}>
            {t('form.close')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

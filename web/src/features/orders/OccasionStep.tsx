import { Alert, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  LIMITS,
  OCCASIONS,
  type OccasionEstimate,
  occasionDateRefusal,
  occasionDateWindow,
  occasionEstimate,
  poundsToPence,
  TERMS,
} from '@storysong/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { visitorTimeZone, visitorToday } from '../../lib/visitorTime.ts';
import { FormCheckbox } from '../../ui/FormCheckbox.tsx';
import { formatCalendarDate, money } from '../../ui/format.ts';
import { IconAlertTriangle } from '../../ui/icons/IconAlertTriangle.ts';
import { IconBolt } from '../../ui/icons/IconBolt.ts';
import { IconCalendarCheck } from '../../ui/icons/IconCalendarCheck.ts';
import { translateMessage } from '../../ui/messages.ts';
import { TermsLinked } from '../../ui/TermsLinked.tsx';
import { ExtrasChoice } from './ExtrasChoice.tsx';
import { useOrderStore } from './store.ts';
import type { StoryForm } from './storyForm.ts';

/** Dropdowns stay inside the dialog's scroll area so they track their input on a full-screen phone dialog. */
const COMBOBOX_PROPS = { withinPortal: false } as const;

/**
 * When the song will be ready, and whether that meets the occasion: in time, only with rush delivery
 * (offered here, priced by the suite; the server prices the order again), or not at all, said plainly.
 */
function ReadyEstimate({ estimate, date, form }: { estimate: OccasionEstimate; date: string | null; form: StoryForm }) {
  const { t, i18n } = useTranslation('orders');
  const day = (value: string) => formatCalendarDate(value, i18n.language);
  const readyBy = t('occasion.readyBy', { date: day(estimate.readyBy) });
  if (estimate.fit === 'no_date' || !date) {
    return (
      <Text size="sm" role="status">
        {readyBy}
      </Text>
    );
  }
  if (estimate.fit === 'in_time') {
    return (
      <Alert color="green" icon={<IconCalendarCheck />} role="status">
        {readyBy} {t('occasion.inTime', { date: day(date) })}
      </Alert>
    );
  }
  if (estimate.fit === 'rush' && estimate.rush) {
    const price = money(poundsToPence(estimate.rush.pricePounds), i18n.language, 0);
    return (
      <Alert color="yellow" icon={<IconBolt />} role="status">
        <Stack gap="xs">
          <Text size="sm">
            {readyBy} {t('occasion.late', { date: day(date) })} {t('occasion.rushOffer', { date: day(estimate.rush.readyBy) })}
          </Text>
          <FormCheckbox control={form.control} name="rush" label={t('occasion.rushLabel', { price })} />
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertTriangle />} role="status">
      {t('occasion.tooLate', { date: day(date), ready: day(estimate.rush?.readyBy ?? estimate.readyBy) })}
    </Alert>
  );
}

/**
 * The wizard's last step: what the song is for, its date (or none), when it will be ready, the
 * extras to add, and the customer's word that they accept the terms and are old enough.
 */
export function OccasionStep({ form }: { form: StoryForm }) {
  const { t } = useTranslation(['orders', 'validation']);
  const product = useOrderStore((s) => s.product);
  const occasion = form.watch('occasion');
  const date = form.watch('occasionDate')?.trim() ?? '';
  const today = visitorToday();
  const { earliest, latest } = occasionDateWindow(today);
  // Only a date the schema would take is measured against: a past one is refused, not estimated.
  const validDate = date && occasionDateRefusal(date, today) === null ? date : null;
  const estimate = product ? occasionEstimate(product.id, validDate, Date.now(), visitorTimeZone()) : null;
  const fit = estimate?.fit;

  // Rush is bought only where it is what meets the date: a change of date that makes it pointless drops it.
  useEffect(() => {
    if (fit !== 'rush' && form.getValues('rush')) form.setValue('rush', false);
  }, [fit, form]);

  const error = (name: 'occasion' | 'occasionDate') => translateMessage(t, form.formState.errors[name]?.message);
  return (
    <Stack>
      <Controller
        control={form.control}
        name="occasion"
        render={({ field }) => (
          <Select
            label={t('occasion.kind')}
            description={t('occasion.kindHint')}
            placeholder={t('wizard.choose')}
            clearable
            comboboxProps={COMBOBOX_PROPS}
            data={OCCASIONS.map((value) => ({ value, label: t(`occasion.kinds.${value}`) }))}
            value={field.value ?? null}
            onChange={(value) => {
              form.clearErrors('occasion');
              field.onChange(value ?? undefined);
              // No occasion, no date: the date names the occasion's day.
              if (!value) form.setValue('occasionDate', '');
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={error('occasion')}
          />
        )}
      />
      {(occasion || date) && (
        <TextInput
          type="date"
          label={t('occasion.date')}
          description={t('occasion.dateHint')}
          min={earliest}
          max={latest}
          {...form.register('occasionDate', { onChange: () => form.clearErrors(['occasionDate', 'occasion']) })}
          error={error('occasionDate')}
        />
      )}
      {estimate && <ReadyEstimate estimate={estimate} date={validDate} form={form} />}
      {product && <ExtrasChoice form={form} product={product} />}
      <Stack gap="xs" mt="xs">
        {/* Said before the order is placed: an unanswered lyric draft does not hold the song up for ever. */}
        <Text size="sm">{t('wizard.lyricsApproval', { days: LIMITS.lyricAutoApprovalDays })}</Text>
        <FormCheckbox control={form.control} name="ageConfirmed" label={t('wizard.ageConfirmed', { age: TERMS.minimumAge })} />
        <FormCheckbox control={form.control} name="acceptTerms" label={<TermsLinked t={t} i18nKey="wizard.acceptTerms" />} />
      </Stack>
    </Stack>
  );
}

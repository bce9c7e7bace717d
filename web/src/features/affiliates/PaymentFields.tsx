import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type affiliateRegisterSchema,
  LIMITS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type paymentDetailsSchema,
} from '@storysong/core';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CountryPicker } from '../../ui/CountryPicker.tsx';

export type RegisterFormInput = z.input<typeof affiliateRegisterSchema>;
export type RegisterFieldName = FieldPath<RegisterFormInput>;

/** What a form holding payment details has: registering, and changing them later. */
type PaymentForm = { paymentDetails: z.input<typeof paymentDetailsSchema> };
type PaymentFieldName = FieldPath<PaymentForm>;

const BANK_OPTIONAL = ['routingNumber', 'swiftCode', 'sortCode', 'iban'] as const;

/** How the affiliate is paid: the method, then only that method's fields. */
export function PaymentFields<T extends PaymentForm & FieldValues>({
  form,
  error,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  /** The field's error, translated. */
  error(name: PaymentFieldName): string | undefined;
}) {
  const { t } = useTranslation('affiliates');
  // These fields only name paths under `paymentDetails`, which every such form has; TypeScript
  // cannot see that a path of PaymentForm is one of T, so the form is viewed as just that part.
  const { register, control, watch } = form as unknown as UseFormReturn<PaymentForm>;
  const method = watch('paymentDetails.method');
  return (
    <>
      <Controller
        control={control}
        name="paymentDetails.method"
        render={({ field }) => (
          <Stack gap={4}>
            <Text component="label" id="payment-method-label" size="sm" fw={500}>
              {t('fields.paymentMethod')}
            </Text>
            <SegmentedControl
              aria-labelledby="payment-method-label"
              fullWidth
              value={field.value}
              onChange={(value) => field.onChange(value as PaymentMethod)}
              data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
            />
          </Stack>
        )}
      />

      {method === 'paypal' && (
        <TextInput
          label={t('fields.paypalEmail')}
          type="email"
          required
          {...register('paymentDetails.paypalEmail')}
          error={error('paymentDetails.paypalEmail')}
        />
      )}
      {method === 'cashapp' && (
        <TextInput
          label={t('fields.cashappTag')}
          description={t('register.cashappHint')}
          leftSection="$"
          required
          {...register('paymentDetails.cashappTag', { setValueAs: (v: string) => v.replace(/^\$+/, '') })}
          error={error('paymentDetails.cashappTag')}
        />
      )}
      {method === 'bank' && (
        <>
          <TextInput
            label={t('fields.bankName')}
            required
            maxLength={LIMITS.nameMaxChars}
            {...register('paymentDetails.bankName')}
            error={error('paymentDetails.bankName')}
          />
          <TextInput
            label={t('fields.accountNumber')}
            required
            {...register('paymentDetails.accountNumber')}
            error={error('paymentDetails.accountNumber')}
          />
          <Controller
            control={control}
            name="paymentDetails.country"
            render={({ field }) => (
              <CountryPicker
                label={t('fields.country')}
                required
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={error('paymentDetails.country')}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {BANK_OPTIONAL.map((key) => (
              <TextInput
                key={key}
                label={t(`fields.${key}`)}
                {...register(`paymentDetails.${key}`)}
                error={error(`paymentDetails.${key}`)}
              />
            ))}
          </SimpleGrid>
        </>
      )}
    </>
  );
}

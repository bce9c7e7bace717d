import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { languageOption, type PaymentDetails, type PaymentDetailsChangeInput, paymentDetailsChangeSchema } from '@storysong/core';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { translateMessage } from '../../ui/messages.ts';
import { changePaymentDetails } from './api.ts';
import { PaymentFields } from './PaymentFields.tsx';

type ChangeFormInput = z.input<typeof paymentDetailsChangeSchema>;

const emptyDetails = (method: PaymentDetails['method']): ChangeFormInput['paymentDetails'] =>
  method === 'paypal'
    ? { method, paypalEmail: '' }
    : method === 'cashapp'
      ? { method, cashappTag: '' }
      : { method, bankName: '', accountNumber: '', country: '' };

/**
 * New payment details, confirmed with the affiliate's password. The form starts empty on the
 * current method: the dashboard knows the current details only masked. The server checks the password
 * against Firebase Auth and answers a wrong one on the password field; nothing changes until then.
 */
export function PaymentDetailsForm({
  method,
  onChanged,
  onCancel,
}: {
  method: PaymentDetails['method'];
  onChanged(): void;
  onCancel(): void;
}) {
  const { t, i18n } = useTranslation(['affiliates', 'validation']);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangeFormInput, unknown, PaymentDetailsChangeInput>({
    resolver: zodResolver(paymentDetailsChangeSchema),
    defaultValues: { password: '', paymentDetails: emptyDetails(method) },
  });
  const { register, handleSubmit, formState, getFieldState, setError, resetField } = form;
  const error = (name: FieldPath<ChangeFormInput>) => translateMessage(t, getFieldState(name, formState).error?.message);

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      // The site's own code for the language (i18next may hold a regional one): the email is written in it.
      await changePaymentDetails({ ...input, language: languageOption(i18n.language).code });
      onChanged();
    } catch (caught) {
      resetField('password');
      if (caught instanceof ApiError && caught.fields.password) {
        setError('password', { message: caught.fields.password }, { shouldFocus: true });
        return;
      }
      const message = caught instanceof ApiError && caught.status < 500 ? caught.message : undefined;
      setFailure(translateMessage(t, message) ?? t('dashboard.payment.failed'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('dashboard.payment.changeIntro')}
        </Text>
        <PaymentFields form={form} error={error} />
        <PasswordInput
          label={t('dashboard.payment.currentPassword')}
          autoComplete="current-password"
          required
          {...register('password')}
          error={error('password')}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('dashboard.payment.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('dashboard.payment.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

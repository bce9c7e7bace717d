import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  CopyButton,
  Group,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type AffiliateRegisterInput,
  affiliateRegisterSchema,
  LIMITS,
  PAYMENT_METHODS,
  type PaymentMethod,
  TIMINGS,
} from '@storysong/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { signIn } from '../../lib/auth.ts';
import { CountryPicker } from '../../ui/CountryPicker.tsx';
import { translateMessage } from '../../ui/messages.ts';
import { AffiliateCard } from './AffiliateCard.tsx';
import { registerAffiliate } from './api.ts';

type FormInput = z.input<typeof affiliateRegisterSchema>;
type FieldName = FieldPath<FormInput>;

const BANK_OPTIONAL = ['routingNumber', 'swiftCode', 'sortCode', 'iban'] as const;

/** /affiliate/register: the application form, then the new referral code. */
export default function RegisterPage() {
  const { t } = useTranslation(['affiliate', 'validation']);
  const [code, setCode] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, AffiliateRegisterInput>({
    resolver: zodResolver(affiliateRegisterSchema),
    defaultValues: { fullName: '', email: '', password: '', paymentDetails: { method: 'paypal', paypalEmail: '' } },
  });
  const { register, control, handleSubmit, formState, watch, getFieldState } = form;
  const method = watch('paymentDetails.method');
  const error = (name: FieldName) => translateMessage(t, getFieldState(name, formState).error?.message);

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const { referralCode } = await registerAffiliate(input);
      // The account exists now; signing in first lets "Go to dashboard" open straight away.
      // Should it fail, the dashboard sends the affiliate to sign in, so the code is shown regardless.
      await signIn(input.email, input.password, true).catch(() => undefined);
      setCode(referralCode);
    } catch (caught) {
      const message = caught instanceof ApiError && caught.status < 500 ? caught.message : t('register.failed');
      setFailure(translateMessage(t, message) ?? message);
    }
  });

  if (code) {
    return (
      <AffiliateCard title={t('register.successTitle')} subtitle={t('register.successText')}>
        <Text size="sm">{t('register.yourCode')}</Text>
        <Group>
          <Text ff="monospace" fz={28} fw={700} data-testid="referral-code">
            {code}
          </Text>
          <CopyButton value={code} timeout={TIMINGS.copiedNoticeMs}>
            {({ copied, copy }) => (
              <Button variant="light" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
                {copied ? t('dashboard.copied') : t('dashboard.copyCode')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Button component={Link} to="/affiliate/dashboard">
          {t('register.goToDashboard')}
        </Button>
      </AffiliateCard>
    );
  }

  return (
    <AffiliateCard size="sm" title={t('register.title')} subtitle={t('register.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('fields.fullName')}
            autoComplete="name"
            required
            maxLength={LIMITS.nameMaxChars}
            {...register('fullName')}
            error={error('fullName')}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            {...register('email')}
            error={error('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            required
            {...register('password')}
            error={error('password')}
          />

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

          <Controller
            control={control}
            name="acceptTerms"
            render={({ field }) => (
              <Checkbox
                checked={field.value === true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                error={error('acceptTerms')}
                label={
                  <>
                    {t('register.acceptTerms')}{' '}
                    <Anchor component={Link} to="/terms" target="_blank">
                      {t('register.termsLink')}
                    </Anchor>
                  </>
                }
              />
            )}
          />

          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            {t('register.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to="/affiliate">
              {t('signIn.submit')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AffiliateCard>
  );
}

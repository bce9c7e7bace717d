import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type AffiliateRegisterInput, affiliateRegisterSchema, LIMITS } from '@storysong/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../lib/api.ts';
import { signIn } from '../../lib/auth.ts';
import { EmailField } from '../../ui/EmailField.tsx';
import { FormCheckbox } from '../../ui/FormCheckbox.tsx';
import { translateMessage } from '../../ui/messages.ts';
import { TermsLinked } from '../../ui/TermsLinked.tsx';
import { AffiliateCard } from './AffiliateCard.tsx';
import { registerAffiliate } from './api.ts';
import { PaymentFields, type RegisterFieldName, type RegisterFormInput } from './PaymentFields.tsx';
import { RegisterSuccess } from './RegisterSuccess.tsx';

/** /affiliate/register: the application form, then the new referral code. */
export default function RegisterPage() {
  const { t } = useTranslation(['affiliates', 'validation']);
  const [code, setCode] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegisterFormInput, unknown, AffiliateRegisterInput>({
    resolver: zodResolver(affiliateRegisterSchema),
    defaultValues: { fullName: '', email: '', password: '', paymentDetails: { method: 'paypal', paypalEmail: '' } },
  });
  const { register, control, handleSubmit, formState, getFieldState } = form;
  const error = (name: RegisterFieldName) => translateMessage(t, getFieldState(name, formState).error?.message);

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

  if (code) return <RegisterSuccess code={code} />;

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
          <EmailField
            label={t('fields.email')}
            registration={register('email')}
            error={getFieldState('email', formState).error?.message}
          />
          <PasswordInput
            label={t('fields.password')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            required
            {...register('password')}
            error={error('password')}
          />

          <PaymentFields form={form} error={error} />

          <FormCheckbox control={control} name="acceptTerms" label={<TermsLinked t={t} i18nKey="register.acceptTerms" />} />

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

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Loader, PasswordInput, Progress, Stack, Text } from '@mantine/core';
import { newPasswordSchema, passwordStrength, TIMINGS } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { confirmReset, verifyResetCode } from '../../lib/auth.ts';
import { translateMessage } from '../../ui/messages.ts';
import { AffiliateCard } from './AffiliateCard.tsx';
import { VerifyEmailAction } from './VerifyEmailAction.tsx';

type ResetInput = z.infer<typeof newPasswordSchema>;
type Phase = 'verifying' | 'invalid' | 'form' | 'success';

/**
 * /affiliate/reset-password: the page Firebase's mails link to. Its action URL is one setting for
 * every template, so the verification mail's link (mode=verifyEmail) lands here too.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const verifyCode = params.get('mode') === 'verifyEmail' ? params.get('oobCode') : null;
  return verifyCode ? <VerifyEmailAction oobCode={verifyCode} /> : <ResetPassword />;
}

function ResetPassword() {
  const { t } = useTranslation(['affiliates', 'validation']);
  const [params] = useSearchParams();
  const oobCode = params.get('mode') === 'resetPassword' ? params.get('oobCode') : null;
  const [phase, setPhase] = useState<Phase>('verifying');

  useEffect(() => {
    if (!oobCode) return;
    let active = true;
    verifyResetCode(oobCode)
      .then(() => active && setPhase('form'))
      .catch(() => active && setPhase('invalid'));
    return () => {
      active = false;
    };
  }, [oobCode]);

  if (!oobCode) {
    return (
      <AffiliateCard title={t('reset.title')}>
        <Alert color="yellow" role="alert">
          {t('reset.needLink')}
        </Alert>
        <Anchor component={Link} to="/affiliate/forgot-password">
          {t('reset.requestNew')}
        </Anchor>
      </AffiliateCard>
    );
  }
  if (phase === 'verifying') {
    return (
      <AffiliateCard title={t('reset.title')}>
        <Stack align="center" role="status">
          <Loader />
          <Text>{t('reset.verifying')}</Text>
        </Stack>
      </AffiliateCard>
    );
  }
  if (phase === 'invalid') {
    return (
      <AffiliateCard title={t('reset.invalidTitle')}>
        <Alert color="red" role="alert">
          {t('reset.invalid')}
        </Alert>
        <Text size="sm">{t('reset.validity')}</Text>
        <Button component={Link} to="/affiliate/forgot-password">
          {t('reset.requestNew')}
        </Button>
      </AffiliateCard>
    );
  }
  if (phase === 'success') return <ResetSuccess />;
  return <ResetForm oobCode={oobCode} onDone={() => setPhase('success')} />;
}

function ResetSuccess() {
  const { t } = useTranslation('affiliates');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/affiliate'), TIMINGS.resetRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <AffiliateCard title={t('reset.successTitle')} outcome>
      <Alert color="green" role="status">
        {t('reset.success')}
      </Alert>
      <Anchor component={Link} to="/affiliate">
        {t('forgot.back')}
      </Anchor>
    </AffiliateCard>
  );
}

function ResetForm({ oobCode, onDone }: { oobCode: string; onDone(): void }) {
  const { t } = useTranslation(['affiliates', 'validation']);
  const [failure, setFailure] = useState(false);
  const { register, handleSubmit, formState, watch } = useForm<ResetInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = watch(['password', 'confirmPassword']);
  const strong = passwordStrength(password) === 'strong';
  const ready = password.length > 0 && confirmPassword.length > 0 && password === confirmPassword;

  const submit = handleSubmit(async (input) => {
    setFailure(false);
    try {
      await confirmReset(oobCode, input.password);
      onDone();
    } catch {
      setFailure(true);
    }
  });

  return (
    <AffiliateCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={t('reset.newPassword')}
            autoComplete="new-password"
            required
            {...register('password')}
            error={translateMessage(t, formState.errors.password?.message)}
          />
          {password && (
            <div>
              <Progress value={strong ? 100 : 25} color={strong ? 'green' : 'red'} aria-hidden />
              <Text size="sm" c={strong ? 'green' : 'red'} mt={4} aria-live="polite">
                {t('reset.strength', { level: strong ? t('reset.strong') : t('reset.veryWeak') })}
              </Text>
            </div>
          )}
          <PasswordInput
            label={t('reset.confirmPassword')}
            autoComplete="new-password"
            required
            {...register('confirmPassword')}
            error={
              translateMessage(t, formState.errors.confirmPassword?.message) ??
              (confirmPassword && password !== confirmPassword ? t('validation:passwordsMismatch') : undefined)
            }
          />
          {failure && (
            <Alert color="red" role="alert">
              {t('reset.failed')}
            </Alert>
          )}
          <Button type="submit" disabled={!ready} loading={formState.isSubmitting} fullWidth>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AffiliateCard>
  );
}

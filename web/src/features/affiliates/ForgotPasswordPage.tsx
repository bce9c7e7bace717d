import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { forgotPasswordSchema, MESSAGES } from '@storysong/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { Captcha } from '../../ui/Captcha.tsx';
import { EmailField } from '../../ui/EmailField.tsx';
import { IconMailCheck } from '../../ui/icons/IconMailCheck.ts';
import { translateMessage } from '../../ui/messages.ts';
import { AffiliateCard } from './AffiliateCard.tsx';
import { requestPasswordReset } from './api.ts';

type ForgotInput = z.infer<typeof forgotPasswordSchema>;

/** The server's lockout and limits, in the words the spec gives them. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 423) return MESSAGES.forgotPasswordLocked;
    if (error.status === 429) return MESSAGES.tooManyAttempts;
    if (error.status === 400) return error.message;
  }
  return MESSAGES.genericError;
}

/** /affiliate/forgot-password: asks for a reset link; the answer never says whether the email is registered. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['affiliates', 'validation']);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [lockedUntil, setLockedUntil] = useState(0);
  // A new widget for every attempt: hosted CAPTCHA tokens are single-use.
  const [captchaRound, setCaptchaRound] = useState(0);
  const { register, handleSubmit, formState, setValue, reset } = useForm<ForgotInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '', captchaToken: '' },
  });

  const submit = handleSubmit(async ({ email, captchaToken }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email, captchaToken);
      setSentTo(email);
    } catch (error) {
      setFailure(failureMessage(error));
      if (error instanceof ApiError && error.status === 423) setLockedUntil(Date.now() + (error.retryAfterSeconds ?? 0) * 1000);
      setValue('captchaToken', '');
      setCaptchaRound((n) => n + 1);
    }
  });

  const tryAgain = () => {
    setSentTo(null);
    reset({ email: '', captchaToken: '' });
    setCaptchaRound((n) => n + 1);
  };

  if (sentTo) {
    return (
      <AffiliateCard title={t('forgot.sentTitle')} outcome>
        <ThemeIcon size={48} radius="xl" color="green" variant="light">
          <IconMailCheck size={28} aria-hidden />
        </ThemeIcon>
        <Text>{t('forgot.sentText', { email: sentTo })}</Text>
        <Text size="sm" c="dimmed">
          {t('forgot.sentHint')}
        </Text>
        <Button variant="light" onClick={tryAgain}>
          {t('forgot.tryAgain')}
        </Button>
        <Anchor component={Link} to="/affiliate" size="sm">
          {t('forgot.back')}
        </Anchor>
      </AffiliateCard>
    );
  }

  const locked = lockedUntil > Date.now();
  return (
    <AffiliateCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <EmailField label={t('fields.email')} registration={register('email')} error={formState.errors.email?.message} />
          <Captcha
            key={captchaRound}
            onToken={(token) => setValue('captchaToken', token ?? '', { shouldValidate: formState.isSubmitted })}
            error={translateMessage(t, formState.errors.captchaToken?.message)}
          />
          {failure && (
            <Alert color="red" role="alert">
              {translateMessage(t, failure)}
            </Alert>
          )}
          <Button type="submit" loading={formState.isSubmitting} disabled={locked} fullWidth>
            {t('forgot.submit')}
          </Button>
          <Anchor component={Link} to="/affiliate" size="sm">
            {t('forgot.back')}
          </Anchor>
        </Stack>
      </form>
    </AffiliateCard>
  );
}

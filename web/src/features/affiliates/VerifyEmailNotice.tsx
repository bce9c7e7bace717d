import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { IconMailForward } from '../../ui/icons/IconMailForward.ts';
import { translateMessage } from '../../ui/messages.ts';
import { resendVerification } from './api.ts';

type Outcome = { kind: 'sent' } | { kind: 'limited'; minutes: number } | { kind: 'failed'; message?: string };

/**
 * Tells an affiliate whose email is not verified that referrals earn nothing until it is, and
 * sends the link again on request (the server limits how often).
 */
export function VerifyEmailNotice({ email, onVerified }: { email: string; onVerified(): void }) {
  const { t } = useTranslation(['affiliates', 'validation']);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const resend = async () => {
    setSending(true);
    try {
      const { emailVerified } = await resendVerification();
      if (emailVerified) onVerified();
      else setOutcome({ kind: 'sent' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setOutcome({ kind: 'limited', minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) });
      } else {
        setOutcome({ kind: 'failed', message: error instanceof ApiError ? error.message : undefined });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert color="yellow" icon={<IconMailForward size={18} />} title={t('dashboard.verify.title')} data-testid="verify-notice">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('dashboard.verify.body', { email })}</Text>
        <Button size="xs" variant="default" loading={sending} onClick={() => void resend()}>
          {t('dashboard.verify.resend')}
        </Button>
        {outcome && (
          <Text size="sm" role="status" c={outcome.kind === 'sent' ? undefined : 'red.9'}>
            {outcome.kind === 'sent' && t('dashboard.verify.sent', { email })}
            {outcome.kind === 'limited' && t('dashboard.verify.limited', { minutes: outcome.minutes })}
            {outcome.kind === 'failed' && (translateMessage(t, outcome.message) ?? t('dashboard.verify.failed'))}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

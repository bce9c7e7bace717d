import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { applyVerificationCode } from '../../lib/auth.ts';
import { AffiliateCard } from './AffiliateCard.tsx';

type Phase = 'verifying' | 'verified' | 'invalid';

/** Applies the email-verification link's code, then sends the affiliate on to their dashboard. */
export function VerifyEmailAction({ oobCode }: { oobCode: string }) {
  const { t } = useTranslation('affiliates');
  const [phase, setPhase] = useState<Phase>('verifying');

  useEffect(() => {
    let active = true;
    applyVerificationCode(oobCode)
      .then(() => active && setPhase('verified'))
      .catch(() => active && setPhase('invalid'));
    return () => {
      active = false;
    };
  }, [oobCode]);

  if (phase === 'verifying') {
    return (
      <AffiliateCard title={t('verifyLink.title')}>
        <Stack align="center" role="status">
          <Loader />
          <Text>{t('verifyLink.verifying')}</Text>
        </Stack>
      </AffiliateCard>
    );
  }
  const verified = phase === 'verified';
  return (
    <AffiliateCard title={verified ? t('verifyLink.verifiedTitle') : t('verifyLink.invalidTitle')}>
      <Alert color={verified ? 'green' : 'red'} role={verified ? 'status' : 'alert'}>
        {verified ? t('verifyLink.verified') : t('verifyLink.invalid')}
      </Alert>
      <Button component={Link} to="/affiliate/dashboard">
        {t('verifyLink.toDashboard')}
      </Button>
    </AffiliateCard>
  );
}

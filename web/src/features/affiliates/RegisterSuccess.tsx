import { Button, CopyButton, Group, Text } from '@mantine/core';
import { TIMINGS } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconCheck } from '../../ui/icons/IconCheck.ts';
import { IconCopy } from '../../ui/icons/IconCopy.ts';
import { AffiliateCard } from './AffiliateCard.tsx';

/** After registering: the new referral code, ready to copy, and the way to the dashboard. */
export function RegisterSuccess({ code }: { code: string }) {
  const { t } = useTranslation('affiliates');
  return (
    <AffiliateCard title={t('register.successTitle')} subtitle={t('register.successText')} outcome>
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

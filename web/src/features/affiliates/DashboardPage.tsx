import { Alert, Anchor, Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LIMITS } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { currentUser } from '../../lib/auth.ts';
import { AffiliateStatusBadge } from '../../ui/AffiliateStatusBadge.tsx';
import { percent } from '../../ui/format.ts';
import { IconCloudOff } from '../../ui/icons/IconCloudOff.ts';
import { IconHelpCircle } from '../../ui/icons/IconHelpCircle.ts';
import { IconLogout } from '../../ui/icons/IconLogout.ts';
import { IconRefresh } from '../../ui/icons/IconRefresh.ts';
import { IconShare } from '../../ui/icons/IconShare.ts';
import { Loading } from '../../ui/Loading.tsx';
import { translateMessage } from '../../ui/messages.ts';
import { AccountCard } from './AccountCard.tsx';
import { EarningsCard } from './EarningsCard.tsx';
import { dateTime, monthYear, shareLink } from './format.ts';
import { PaymentMethodCard } from './PaymentMethodCard.tsx';
import { PayoutsCard } from './PayoutsCard.tsx';
import { ReferralActivityCard } from './ReferralActivityCard.tsx';
import { ReferralCodeCard } from './ReferralCodeCard.tsx';
import { StatCards } from './StatCards.tsx';
import { signOutAffiliate } from './session.ts';
import { useDashboardStore } from './store.ts';
import { TransactionsCard } from './TransactionsCard.tsx';
import { VerifyEmailNotice } from './VerifyEmailNotice.tsx';

const TIP_KEYS = ['personal', 'occasions', 'social', 'discount'] as const;

/** /affiliate/dashboard: the signed-in affiliate's earnings, code and commissions; works offline from the last copy. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation(['affiliates', 'validation']);
  const navigate = useNavigate();
  const { uid, snapshot, status, offline, error, load } = useDashboardStore();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let active = true;
    currentUser()
      .then((user) => {
        if (!active) return;
        if (!user) navigate('/affiliate', { replace: true });
        else void load(user.uid);
        setChecked(true);
      })
      .catch(() => navigate('/affiliate', { replace: true }));
    return () => {
      active = false;
    };
  }, [load, navigate]);

  const refresh = () => {
    if (uid) void load(uid);
  };
  const leave = async () => {
    await signOutAffiliate();
    navigate('/affiliate', { replace: true });
  };
  const share = async () => {
    if (!snapshot) return;
    const url = shareLink(snapshot.affiliate.referralCode);
    if (navigator.share) await navigator.share({ title: t('dashboard.shareTitle'), url }).catch(() => undefined);
    else await navigator.clipboard.writeText(url).catch(() => undefined);
  };

  if (!checked || (!snapshot && status !== 'error')) return <Loading />;

  if (!snapshot) {
    const missing = error?.status === 404;
    return (
      <Container size="sm" py="xl">
        <Alert color={missing ? 'yellow' : 'red'} role="alert" title={t('dashboard.errorTitle')}>
          <Stack gap="xs">
            <Text>
              {missing ? t('validation:affiliateNotFound') : (translateMessage(t, error?.message) ?? t('dashboard.loadFailed'))}
            </Text>
            <Group>
              {missing ? (
                <Button component={Link} to="/affiliate/register" size="xs">
                  {t('dashboard.register')}
                </Button>
              ) : (
                <Button size="xs" leftSection={<IconRefresh size={14} />} onClick={refresh}>
                  {t('dashboard.refresh')}
                </Button>
              )}
              <Button size="xs" variant="subtle" onClick={() => void leave()}>
                {t('dashboard.signOut')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </Container>
    );
  }

  const { affiliate, transactions, activity, payouts, savedAt } = snapshot;
  return (
    <Container size="lg" py="lg" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {t('dashboard.welcome', { name: affiliate.fullName })}
            </Title>
            <Group gap="xs" mt={4}>
              <Text c="dimmed" size="sm">
                {t('dashboard.since', { date: monthYear(affiliate.createdAt, i18n.language) })}
              </Text>
              <AffiliateStatusBadge status={affiliate.status} />
            </Group>
          </div>
          <Group gap="xs">
            <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={refresh} loading={status === 'loading'}>
              {t('dashboard.refresh')}
            </Button>
            <Button variant="subtle" leftSection={<IconLogout size={16} />} onClick={() => void leave()}>
              {t('dashboard.signOut')}
            </Button>
          </Group>
        </Group>

        {affiliate.emailVerified === false && <VerifyEmailNotice email={affiliate.email} onVerified={refresh} />}
        {offline && (
          <Alert color="gray" icon={<IconCloudOff size={18} />} role="status" data-testid="offline-notice">
            {t('dashboard.offline', { time: dateTime(savedAt, i18n.language) })}
          </Alert>
        )}
        {status === 'error' && !offline && (
          <Alert color="red" role="alert">
            {translateMessage(t, error?.message) ?? t('dashboard.loadFailed')}
          </Alert>
        )}

        <StatCards affiliate={affiliate} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ReferralCodeCard code={affiliate.referralCode} />
          <PaymentMethodCard details={affiliate.paymentDetails} heldUntil={affiliate.payoutHeldUntil} onChanged={refresh} />
        </SimpleGrid>
        <PayoutsCard payouts={payouts} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ReferralActivityCard activity={activity} paidOrders={affiliate.referralCount} />
          <EarningsCard transactions={transactions} />
        </SimpleGrid>
        <TransactionsCard transactions={transactions} />

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t('dashboard.quickActions')}
            </Title>
            <Stack gap="xs" align="flex-start">
              <Button variant="light" leftSection={<IconShare size={16} />} onClick={() => void share()}>
                {t('dashboard.share')}
              </Button>
              <Button variant="light" leftSection={<IconHelpCircle size={16} />} component={Link} to="/affiliate/support">
                {t('dashboard.support')}
              </Button>
              <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={refresh}>
                {t('dashboard.refresh')}
              </Button>
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t('dashboard.tipsTitle')}
            </Title>
            <List spacing="xs" size="sm">
              {TIP_KEYS.map((key) => (
                <List.Item key={key}>
                  {t(`dashboard.tips.${key}`, { discount: percent(LIMITS.referralDiscountPercent, i18n.language) })}
                </List.Item>
              ))}
            </List>
          </Paper>
        </SimpleGrid>
        <AccountCard payouts={payouts} />
        <Text size="sm" c="dimmed">
          {t('dashboard.questions')}{' '}
          <Anchor component={Link} to="/contact">
            {t('dashboard.contact')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}

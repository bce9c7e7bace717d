import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  List,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { LIMITS, signInSchema } from '@storysong/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { signIn } from '../../lib/auth.ts';
import { EmailField } from '../../ui/EmailField.tsx';
import { IconCoinPound } from '../../ui/icons/IconCoinPound.ts';
import { IconDiscount } from '../../ui/icons/IconDiscount.ts';
import { IconHelpCircle } from '../../ui/icons/IconHelpCircle.ts';
import { IconHourglass } from '../../ui/icons/IconHourglass.ts';
import { translateMessage } from '../../ui/messages.ts';
import { fetchMyAffiliate } from './api.ts';
import { signOutAffiliate } from './session.ts';

type SignInInput = z.infer<typeof signInSchema>;

/** Firebase's error codes for a wrong email or password, which we word kindly and never tell apart. */
const BAD_CREDENTIALS = ['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email'];

function signInFailure(t: TFunction, error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('auth/')) {
    if (BAD_CREDENTIALS.includes(code)) return t('affiliates:signIn.errors.badCredentials');
    if (code === 'auth/too-many-requests') return t('affiliates:signIn.errors.tooManyRequests');
    if (code === 'auth/network-request-failed') return t('affiliates:signIn.errors.offline');
    return t('affiliates:signIn.errors.failed');
  }
  if (error instanceof ApiError) return translateMessage(t, error.message) ?? t('affiliates:signIn.errors.failed');
  return t('affiliates:signIn.errors.failed');
}

/** /affiliate: sign-in beside the programme pitch. */
export default function SignInPage() {
  const { t } = useTranslation(['affiliates', 'validation']);
  const navigate = useNavigate();
  // Sent here by closing their account (AccountCard): say it is done.
  const justClosed = (useLocation().state as { closed?: boolean } | null)?.closed === true;
  const [remember, setRemember] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signIn(email, password, remember);
    } catch (error) {
      setFailure(signInFailure(t, error));
      return;
    }
    try {
      await fetchMyAffiliate();
      navigate('/affiliate/dashboard');
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        await signOutAffiliate();
        setFailure(t('signIn.errors.notAffiliate'));
        return;
      }
      setFailure(signInFailure(t, error));
    }
  });

  return (
    <Container size="lg" py="xl" px="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Title order={1} size="h2">
                {t('signIn.title')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('signIn.subtitle')}
              </Text>
              {justClosed && (
                <Alert color="green" role="status" data-testid="account-closed">
                  {t('signIn.closed')}
                </Alert>
              )}
              <EmailField label={t('fields.email')} registration={register('email')} error={formState.errors.email?.message} />
              <PasswordInput
                label={t('fields.password')}
                autoComplete="current-password"
                required
                {...register('password')}
                error={translateMessage(t, formState.errors.password?.message)}
              />
              <Group justify="space-between" wrap="wrap">
                <Checkbox
                  label={t('signIn.remember')}
                  checked={remember}
                  onChange={(e) => setRemember(e.currentTarget.checked)}
                />
                <Anchor component={Link} to="/affiliate/forgot-password" size="sm">
                  {t('signIn.forgot')}
                </Anchor>
              </Group>
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              <Button type="submit" loading={formState.isSubmitting} fullWidth>
                {t('signIn.submit')}
              </Button>
              <Anchor component={Link} to="/affiliate/support" size="sm">
                <Group gap={4} component="span">
                  <IconHelpCircle size={16} aria-hidden />
                  {t('signIn.help')}
                </Group>
              </Anchor>
            </Stack>
          </form>
        </Paper>

        <Stack gap="md" justify="center">
          <Title order={2}>{t('pitch.title')}</Title>
          <Text>{t('pitch.text')}</Text>
          <List spacing="sm" center>
            <List.Item icon={<IconCoinPound size={20} aria-hidden />}>
              {t('pitch.commission', { rate: LIMITS.defaultCommissionRate })}
            </List.Item>
            <List.Item icon={<IconDiscount size={20} aria-hidden />}>
              {t('pitch.discount', { rate: LIMITS.referralDiscountPercent })}
            </List.Item>
            <List.Item icon={<IconHourglass size={20} aria-hidden />}>{t('pitch.review')}</List.Item>
          </List>
          <Button component={Link} to="/affiliate/register" size="md" variant="gradient" w="fit-content">
            {t('pitch.apply')}
          </Button>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}

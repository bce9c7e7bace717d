import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FactorProof, signInSchema } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { EmailField } from '../../ui/EmailField.tsx';
import { translateMessage } from '../../ui/messages.ts';
import { Seo } from '../../ui/Seo.tsx';
import { EnrolmentPanel, FactorCodeForm, openStaffSession } from '../security/exports.ts';
import { useAdminSession } from './session.ts';

type Credentials = z.infer<typeof signInSchema>;

function PasswordStep() {
  const { t } = useTranslation(['admin', 'validation']);
  const signIn = useAdminSession((s) => s.signIn);
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState } = useForm<Credentials>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    setFailed(false);
    try {
      await signIn(email, password);
    } catch {
      setFailed(true);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={1} size="h2">
          {t('login.title')}
        </Title>
        {failed && (
          <Alert color="red" role="alert">
            {t('login.invalid')}
          </Alert>
        )}
        <EmailField
          label={t('login.email')}
          autoComplete="username"
          registration={register('email')}
          error={formState.errors.email?.message}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          required
          error={translateMessage(t, formState.errors.password?.message)}
          {...register('password')}
        />
        <Button type="submit" loading={formState.isSubmitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep({ onProved }: { onProved(): void }) {
  const { t } = useTranslation('security');
  const prove = async (proof: FactorProof) => {
    await openStaffSession(proof);
    onProved();
  };
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('signIn.title')}
      </Title>
      <Text size="sm">{t('signIn.body')}</Text>
      <FactorCodeForm onProof={prove} submitLabel={t('signIn.submit')} allowRecovery />
    </Stack>
  );
}

/** Staff sign in with their password, then prove the second factor (setting the app up the first time). */
export default function AdminLoginPage() {
  const { t } = useTranslation(['admin', 'security']);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith('/admin/') ? from : '/admin';
  const { status, email, restore, factorProved, signOut } = useAdminSession();

  useEffect(() => {
    void restore();
  }, [restore]);
  useEffect(() => {
    if (status === 'signedIn') navigate(back, { replace: true });
  }, [status, navigate, back]);

  const proved = () => factorProved();
  const secondStep = status === 'needsFactor' || status === 'needsEnrolment';

  return (
    <Center mih="100vh" p="md">
      <Seo title={t('login.title')} description={t('login.title')} noindex />
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={secondStep ? 560 : 420}>
        <Stack>
          {status === 'needsFactor' && <CodeStep onProved={proved} />}
          {status === 'needsEnrolment' && <EnrolmentPanel onDone={proved} />}
          {!secondStep && <PasswordStep />}
          {secondStep && (
            <Text size="sm" c="dimmed">
              {t('security:signIn.as', { email })}{' '}
              <Anchor component="button" type="button" size="sm" onClick={() => void signOut()}>
                {t('security:signIn.other')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { signInSchema } from '@storysong/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { EmailField } from '../../ui/EmailField.tsx';
import { translateMessage } from '../../ui/messages.ts';
import { Seo } from '../../ui/Seo.tsx';
import { useAdminSession } from './session.ts';

type Credentials = z.infer<typeof signInSchema>;

export default function AdminLoginPage() {
  const { t } = useTranslation(['admin', 'validation']);
  const navigate = useNavigate();
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
      navigate('/admin', { replace: true });
    } catch {
      setFailed(true);
    }
  });

  return (
    <Center mih="100vh" p="md">
      <Seo title={t('login.title')} description={t('login.title')} noindex />
      <Paper component="form" onSubmit={submit} withBorder shadow="sm" p="xl" w="100%" maw={420} noValidate>
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
      </Paper>
    </Center>
  );
}

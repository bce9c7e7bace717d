import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type FindOrderInput, findOrderSchema, MESSAGES } from '@storysong/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../lib/api.ts';
import { Captcha } from '../../ui/Captcha.tsx';
import { EmailField } from '../../ui/EmailField.tsx';
import { IconMailCheck } from '../../ui/icons/IconMailCheck.ts';
import { translateMessage } from '../../ui/messages.ts';
import { Seo } from '../../ui/Seo.tsx';
import { ordersApi } from './api.ts';

/** The server's refusal in the visitor's language: its own words for bad input, the limit's when reached. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return MESSAGES.tooManyAttempts;
  if (error instanceof ApiError && error.status === 400) return error.message;
  return MESSAGES.genericError;
}

/**
 * /orders/find: a customer who lost their order's link asks for it by email. The answer is the same
 * whether the address ordered or not, so the page never says who has.
 */
export default function FindOrderPage() {
  const { t } = useTranslation(['orders', 'validation']);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A new widget for every attempt: hosted CAPTCHA tokens are single-use.
  const [captchaRound, setCaptchaRound] = useState(0);
  const { register, handleSubmit, formState, setValue, reset } = useForm<FindOrderInput>({
    resolver: zodResolver(findOrderSchema),
    defaultValues: { email: '', captchaToken: '' },
  });

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await ordersApi.find(input);
      setSentTo(input.email);
    } catch (error) {
      setFailure(failureMessage(error));
      setValue('captchaToken', '');
      setCaptchaRound((n) => n + 1);
    }
  });

  const again = () => {
    setSentTo(null);
    reset({ email: '', captchaToken: '' });
    setCaptchaRound((n) => n + 1);
  };

  return (
    <Container size="xs" py="xl">
      <Seo title={t('find.title')} description={t('find.intro')} path="/orders/find" noindex />
      {sentTo ? (
        <Stack align="flex-start" role="status">
          <ThemeIcon size={48} radius="xl" color="green" variant="light">
            <IconMailCheck size={28} aria-hidden />
          </ThemeIcon>
          <Title order={1}>{t('find.sentTitle')}</Title>
          <Text>{t('find.sentText', { email: sentTo })}</Text>
          <Text size="sm" c="dimmed">
            {t('find.sentHint')}
          </Text>
          <Button variant="light" onClick={again}>
            {t('find.again')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={1}>{t('find.title')}</Title>
            <Text>{t('find.intro')}</Text>
            <EmailField label={t('find.email')} registration={register('email')} error={formState.errors.email?.message} />
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
            <Button type="submit" loading={formState.isSubmitting}>
              {t('find.submit')}
            </Button>
            <Anchor component={Link} to="/contact" size="sm">
              {t('result.support')}
            </Anchor>
          </Stack>
        </form>
      )}
    </Container>
  );
}

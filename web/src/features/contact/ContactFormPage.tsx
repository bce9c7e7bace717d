import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Container, List, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  breadcrumbJsonLd,
  CONVERSATION_LIMITS,
  type ContactForm,
  contactRequestSchema,
  countryName,
  LIMITS,
  languageOption,
  type SiteLanguage,
} from '@storysong/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { Captcha } from '../../ui/Captcha.tsx';
import { CountryPicker } from '../../ui/CountryPicker.tsx';
import { GrowingTextarea } from '../../ui/GrowingTextarea.tsx';
import { translateMessage } from '../../ui/messages.ts';
import { Seo, siteOrigin } from '../../ui/Seo.tsx';
import { sendContactForm } from '../consultation/exports.ts';

/** The form's fields: the request's, but for the language, which is the page's. */
const formSchema = contactRequestSchema.omit({ language: true });
type FormValues = z.output<typeof formSchema>;

function ThankYou({ details }: { details: ContactForm }) {
  const { t, i18n } = useTranslation('contact');
  return (
    <Stack role="status">
      <Title order={2}>{t('form.thanksTitle', { name: details.fullName })}</Title>
      <Text>{t('form.thanksText')}</Text>
      <List spacing={4}>
        <List.Item>
          <strong>{t('form.fullName')}:</strong> {details.fullName}
        </List.Item>
        <List.Item>
          <strong>{t('form.email')}:</strong> {details.email}
        </List.Item>
        <List.Item>
          <strong>{t('form.country')}:</strong> {countryName(details.country, i18n.language)}
        </List.Item>
        {details.message && (
          <List.Item>
            <strong>{t('form.message')}:</strong> <span style={{ whiteSpace: 'pre-wrap' }}>{details.message}</span>
          </List.Item>
        )}
      </List>
      <Text>{t('form.linkSent', { email: details.email })}</Text>
    </Stack>
  );
}

/**
 * Contact Information: the spec's fields and an optional message, sent to the team as a
 * conversation (the visitor is emailed its private link), then the spec's thank-you summary.
 */
export default function ContactFormPage() {
  const { t, i18n } = useTranslation(['contact', 'validation']);
  const [submitted, setSubmitted] = useState<ContactForm | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<z.input<typeof formSchema>, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { fullName: '', email: '', country: '', message: '', captchaToken: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ captchaToken, ...values }) => {
    setFailure(null);
    try {
      await sendContactForm({ ...values, captchaToken, language: languageOption(i18n.language).code as SiteLanguage });
      setSubmitted(values);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
      // A CAPTCHA's token is good for one answer: a refused form asks for it again.
      setValue('captchaToken', '');
      setCaptchaRound((n) => n + 1);
    }
  });

  return (
    <Container size="sm" py="xl">
      <Seo
        title={t('form.title')}
        description={t('form.description')}
        jsonLd={[breadcrumbJsonLd(siteOrigin(), [{ name: 'Contact form', path: '/contact-form' }])]}
      />
      <Card shadow="md" radius="lg" padding="xl" withBorder>
        <Stack gap="lg">
          <Title order={1}>{t('form.title')}</Title>
          {submitted ? (
            <ThankYou details={submitted} />
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <Stack>
                <Text>{t('form.intro')}</Text>
                <TextInput
                  label={t('form.fullName')}
                  autoComplete="name"
                  required
                  maxLength={LIMITS.nameMaxChars}
                  error={translateMessage(t, errors.fullName?.message)}
                  {...register('fullName')}
                />
                <TextInput
                  label={t('form.email')}
                  type="email"
                  autoComplete="email"
                  required
                  error={translateMessage(t, errors.email?.message)}
                  {...register('email')}
                />
                <Controller
                  control={control}
                  name="country"
                  render={({ field }) => (
                    <CountryPicker
                      label={t('form.country')}
                      required
                      name={field.name}
                      inputRef={field.ref}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={translateMessage(t, errors.country?.message)}
                    />
                  )}
                />
                <GrowingTextarea
                  label={t('form.message')}
                  description={t('form.messageHint')}
                  minRows={3}
                  maxRows={10}
                  maxLength={CONVERSATION_LIMITS.messageMaxChars}
                  error={translateMessage(t, errors.message?.message)}
                  {...register('message')}
                />
                <Captcha
                  key={captchaRound}
                  onToken={(token) => setValue('captchaToken', token ?? '', { shouldValidate: isSubmitted })}
                  error={translateMessage(t, errors.captchaToken?.message)}
                />
                {failure && (
                  <Alert color="red" role="alert">
                    {translateMessage(t, failure)}
                  </Alert>
                )}
                <Button type="submit" loading={isSubmitting} size="md">
                  {t('form.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Card>
    </Container>
  );
}

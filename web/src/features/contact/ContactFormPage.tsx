import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Container, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { breadcrumbJsonLd, type ContactForm, contactFormSchema, countryName, LIMITS, TIMINGS } from '@storysong/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { wait } from '../../lib/wait.ts';
import { CountryPicker } from '../../ui/CountryPicker.tsx';
import { translateMessage } from '../../ui/messages.ts';
import { Seo, siteOrigin } from '../../ui/Seo.tsx';

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
      </List>
    </Stack>
  );
}

/** Contact Information: simulated submit (spec section 7), then a thank-you summary. */
export default function ContactFormPage() {
  const { t } = useTranslation(['contact', 'validation']);
  const [submitted, setSubmitted] = useState<ContactForm | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof contactFormSchema>, unknown, ContactForm>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { fullName: '', email: '', country: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    await wait(TIMINGS.contactSubmitMs);
    setSubmitted(values);
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

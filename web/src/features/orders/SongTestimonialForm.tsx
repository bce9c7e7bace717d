import { Alert, Button, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { type CustomerTestimonial, type CustomerTestimonialInput, LIMITS } from '@storysong/core';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyResolver } from '../../lib/lazyResolver.ts';
import { GrowingTextarea } from '../../ui/GrowingTextarea.tsx';
import { IconHeart } from '../../ui/icons/IconHeart.ts';
import { translateMessage } from '../../ui/messages.ts';
import { ordersApi } from './api.ts';

const resolver = lazyResolver(async () => (await import('./formResolvers.ts')).songTestimonialResolver);

/**
 * The gift page's invitation to say what the song meant: it reaches staff, who approve it before it
 * appears among the testimonies. Sending again replaces what was sent before.
 */
export function SongTestimonialForm({ shareId }: { shareId: string }) {
  const { t } = useTranslation(['orders', 'validation']);
  const titleId = useId();
  const [failed, setFailed] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm<CustomerTestimonialInput, unknown, CustomerTestimonial>({
    resolver,
    defaultValues: { title: '', description: '', linkUrl: '', consent: false },
  });
  const error = (message: string | undefined) => translateMessage(t, message);

  const submit = handleSubmit(async (input) => {
    setFailed(null);
    try {
      await ordersApi.leaveTestimonial(shareId, input);
      setSent(true);
    } catch (failure) {
      setFailed((failure as Error).message);
    }
  });

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm" mt="lg">
      <Title id={titleId} order={2} size="h3">
        {t('testimonial.title')}
      </Title>
      <Text size="sm">{t('testimonial.intro')}</Text>
      {sent && (
        <Alert color="teal" role="status">
          {t('testimonial.sent')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label={t('testimonial.form')}>
        <Stack gap="sm">
          {failed && (
            <Alert color="red" role="alert">
              {error(failed)}
            </Alert>
          )}
          <TextInput
            label={t('testimonial.fields.title')}
            maxLength={LIMITS.titleMaxChars}
            required
            error={error(formState.errors.title?.message)}
            {...register('title')}
          />
          <GrowingTextarea
            label={t('testimonial.fields.description')}
            minRows={3}
            maxRows={10}
            maxLength={LIMITS.testimonialTextMaxChars}
            required
            error={error(formState.errors.description?.message)}
            {...register('description')}
          />
          <TextInput
            type="url"
            label={t('testimonial.fields.linkUrl')}
            description={t('testimonial.hints.linkUrl')}
            inputMode="url"
            error={error(formState.errors.linkUrl?.message)}
            {...register('linkUrl')}
          />
          <Checkbox
            label={t('testimonial.fields.consent')}
            error={error(formState.errors.consent?.message)}
            {...register('consent')}
          />
          <Button
            type="submit"
            leftSection={<IconHeart size={18} aria-hidden />}
            loading={formState.isSubmitting}
            style={{ alignSelf: 'flex-start' }}
          >
            {sent ? t('testimonial.resubmit') : t('testimonial.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

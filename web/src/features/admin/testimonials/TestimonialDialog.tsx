import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput, Tooltip } from '@mantine/core';
import { LIMITS, type Testimonial, type TestimonialInput, testimonialInputSchema } from '@storysong/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GrowingTextarea } from '../../../ui/GrowingTextarea.tsx';
import { IconInfoCircle } from '../../../ui/icons/IconInfoCircle.ts';
import { translateMessage } from '../../../ui/messages.ts';
import { useTestimonials } from './store.ts';

type FormValues = z.input<typeof testimonialInputSchema>;

function Hint({ text }: { text: string }) {
  return (
    <Tooltip label={text} multiline w={240} withArrow events={{ hover: true, focus: true, touch: true }}>
      <IconInfoCircle size={16} tabIndex={0} aria-label={text} role="img" style={{ verticalAlign: 'middle' }} />
    </Tooltip>
  );
}

interface TestimonialDialogProps {
  opened: boolean;
  testimonial: Testimonial | null;
  onClose(): void;
  onSaved(): void;
}

export function TestimonialDialog({ opened, testimonial, onClose, onSaved }: TestimonialDialogProps) {
  const { t } = useTranslation(['admin', 'validation']);
  const save = useTestimonials((s) => s.save);
  const [failed, setFailed] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<FormValues, unknown, TestimonialInput>({
    resolver: zodResolver(testimonialInputSchema),
    values: {
      title: testimonial?.title ?? '',
      description: testimonial?.description ?? '',
      linkUrl: testimonial?.linkUrl ?? '',
    },
  });

  const close = () => {
    setFailed(null);
    reset();
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    setFailed(null);
    try {
      await save(values, testimonial?.id ?? null);
      onSaved();
      close();
    } catch (error) {
      console.warn('Saving the testimonial failed', error);
      setFailed((error as Error).message);
    }
  });

  const label = (text: string, hint: string) => (
    <>
      {text} <Hint text={hint} />
    </>
  );
  return (
    <Modal opened={opened} onClose={close} title={testimonial ? t('testimonials.editTitle') : t('testimonials.newTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {failed && (
            <Alert color="red" role="alert">
              {failed}
            </Alert>
          )}
          <TextInput
            label={label(t('testimonials.fields.title'), t('testimonials.hints.title'))}
            required
            maxLength={LIMITS.titleMaxChars}
            error={translateMessage(t, formState.errors.title?.message)}
            {...register('title')}
          />
          <GrowingTextarea
            label={label(t('testimonials.fields.description'), t('testimonials.hints.description'))}
            minRows={3}
            error={translateMessage(t, formState.errors.description?.message)}
            {...register('description')}
          />
          <TextInput
            label={label(t('testimonials.fields.linkUrl'), t('testimonials.hints.linkUrl'))}
            required
            type="url"
            placeholder="https://www.youtube.com/watch?v=…"
            error={translateMessage(t, formState.errors.linkUrl?.message)}
            {...register('linkUrl')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {testimonial ? t('testimonials.update') : t('testimonials.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

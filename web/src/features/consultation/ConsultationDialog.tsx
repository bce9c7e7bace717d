import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type ConsultationDetails, consultationDetailsSchema, LIMITS } from '@storysong/core';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../ui/messages.ts';
import { useOpenedAfterMount } from '../../ui/useOpenedAfterMount.ts';
import { ChatThread } from './ChatThread.tsx';
import { useDialogChat } from './chatStore.ts';
import { useConsultationStore } from './consultationStore.ts';

function DetailsForm() {
  const { t } = useTranslation(['consultation', 'validation']);
  const setDetails = useDialogChat((state) => state.setDetails);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConsultationDetails>({
    resolver: zodResolver(consultationDetailsSchema),
    defaultValues: { fullName: '', email: '' },
  });

  // The details go with the first message, which starts the conversation on the server.
  const onSubmit = handleSubmit((details) => setDetails(details));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text>{t('detailsIntro')}</Text>
        <TextInput
          label={t('fullName')}
          autoComplete="name"
          maxLength={LIMITS.nameMaxChars}
          required
          error={translateMessage(t, errors.fullName?.message)}
          {...register('fullName')}
        />
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          error={translateMessage(t, errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit">{t('startChat')}</Button>
      </Stack>
    </form>
  );
}

/** 'AI Consultation': full name and email first, then the chat. */
export default function ConsultationDialog() {
  const { t } = useTranslation('consultation');
  const { opened, close, productId } = useConsultationStore();
  const details = useDialogChat((state) => state.details);
  const shown = useOpenedAfterMount(opened);
  const chat = useRef<HTMLDivElement>(null);
  // The details form is replaced by the chat: its message box takes the focus the form's button had.
  useEffect(() => {
    if (details) chat.current?.querySelector('textarea')?.focus();
  }, [details]);
  return (
    <Modal opened={shown} onClose={close} title={t('dialogTitle')} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      {details ? (
        <div ref={chat} style={{ height: 'min(28rem, 70dvh)', display: 'flex', flexDirection: 'column' }}>
          <ChatThread useChat={useDialogChat} greeting={t('dialogGreeting', { name: details.fullName })} productId={productId} />
        </div>
      ) : (
        <DetailsForm />
      )}
    </Modal>
  );
}

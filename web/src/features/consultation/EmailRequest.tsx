import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { visitorEmailSchema } from '@storysong/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '../../ui/messages.ts';
import type { ChatStore } from './chatStore.ts';

/** Handed over with no address on record: the team needs one to reply. */
export function EmailRequest({ useChat }: { useChat: ChatStore }) {
  const { t } = useTranslation(['consultation', 'validation']);
  const saveEmail = useChat((state) => state.saveEmail);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof visitorEmailSchema>, unknown, z.output<typeof visitorEmailSchema>>({
    resolver: zodResolver(visitorEmailSchema),
    defaultValues: { email: '' },
  });
  return (
    <form onSubmit={handleSubmit(({ email }) => saveEmail(email))} noValidate>
      <Stack gap={4}>
        <Text size="sm">{t('emailAsk')}</Text>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('emailLabel')}
            type="email"
            autoComplete="email"
            required
            error={translateMessage(t, errors.email?.message)}
            {...register('email')}
          />
          <Button type="submit" loading={isSubmitting} mt={25}>
            {t('emailSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

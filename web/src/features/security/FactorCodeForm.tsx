import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FactorProof, recoveryCodeSchema, totpCodeSchema } from '@storysong/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../lib/api.ts';

const codeForm = z.object({ code: totpCodeSchema });
const recoveryForm = z.object({ recoveryCode: recoveryCodeSchema });

interface Props {
  /** Sends the proof to the server; a rejection is shown on the form. */
  onProof(proof: FactorProof): Promise<unknown>;
  submitLabel: string;
  /** Recovery codes stand in for the app only once it is enrolled. */
  allowRecovery?: boolean;
  onCancel?: () => void;
}

function errorText(t: (key: string) => string, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.code === 'rate_limited') return t('errors.tooMany');
  if (error.code === 'validation_failed') return t('errors.wrongCode');
  if (error.code === 'network') return t('errors.offline');
  return t('errors.generic');
}

function CodeFields({ onProof, submitLabel, onCancel }: Omit<Props, 'allowRecovery'>) {
  const { t } = useTranslation('security');
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<z.input<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await onProof({ code });
    } catch (error) {
      setFailure(errorText(t, error));
      reset({ code: '' });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('code.label')}
          description={t('code.description')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          data-autofocus
          error={formState.errors.code && t('errors.sixDigits')}
          {...register('code')}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryFields({ onProof, submitLabel, onCancel }: Omit<Props, 'allowRecovery'>) {
  const { t } = useTranslation('security');
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<typeof recoveryForm>>({
    resolver: zodResolver(recoveryForm),
    defaultValues: { recoveryCode: '' },
  });
  const submit = handleSubmit(async ({ recoveryCode }) => {
    setFailure(null);
    try {
      await onProof({ recoveryCode });
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('recovery.label')}
          description={t('recovery.description')}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          error={formState.errors.recoveryCode && t('errors.recoveryShape')}
          {...register('recoveryCode')}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The code from the authenticator app, or (enrolled staff only) one of their recovery codes. */
export function FactorCodeForm({ allowRecovery = false, ...props }: Props) {
  const { t } = useTranslation('security');
  const [recovery, setRecovery] = useState(false);
  return (
    <Stack gap="sm">
      {recovery ? <RecoveryFields {...props} /> : <CodeFields {...props} />}
      {allowRecovery && (
        <Anchor component="button" type="button" size="sm" onClick={() => setRecovery(!recovery)}>
          {recovery ? t('recovery.useApp') : t('recovery.useCode')}
        </Anchor>
      )}
    </Stack>
  );
}

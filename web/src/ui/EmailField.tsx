import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from './messages.ts';

interface EmailFieldProps {
  label: string;
  /** The form's `register(name)` for the field. */
  registration: UseFormRegisterReturn;
  /** The schema's message for the field, translated here. */
  error: string | undefined;
  /** `username` where the address is the account's sign-in name to a password manager. */
  autoComplete?: 'email' | 'username';
}

/** The account email of a sign-in, recovery or registration form, validated by the form's core schema. */
export function EmailField({ label, registration, error, autoComplete = 'email' }: EmailFieldProps) {
  const { t } = useTranslation('validation');
  return (
    <TextInput
      label={label}
      type="email"
      autoComplete={autoComplete}
      required
      {...registration}
      error={translateMessage(t, error)}
    />
  );
}

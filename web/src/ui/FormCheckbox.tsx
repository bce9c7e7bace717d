import { Checkbox, type CheckboxProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from './messages.ts';

/**
 * A yes/no field of a react-hook-form form as Mantine's checkbox: ticked holds `true`, unticked
 * `false`, and the schema's message shows under it in the visitor's language.
 */
export function FormCheckbox<Values extends FieldValues, Transformed>({
  control,
  name,
  label,
  onChecked,
  ...props
}: {
  control: Control<Values, unknown, Transformed>;
  name: FieldPath<Values>;
  label: ReactNode;
  /** Called with the new value after the form has it, for what else a tick changes. */
  onChecked?(checked: boolean): void;
} & Omit<CheckboxProps, 'checked' | 'onChange' | 'onBlur' | 'error' | 'label' | 'name'>) {
  const { t } = useTranslation('validation');
  const { field, fieldState } = useController<Values, FieldPath<Values>, Transformed>({ control, name });
  return (
    <Checkbox
      {...props}
      label={label}
      name={field.name}
      checked={field.value === true}
      onChange={(event) => {
        const { checked } = event.currentTarget;
        field.onChange(checked);
        onChecked?.(checked);
      }}
      onBlur={field.onBlur}
      ref={field.ref}
      error={translateMessage(t, fieldState.error?.message)}
    />
  );
}

import { Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type DragEvent, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import focus from './focus.module.css';

export interface FileDropZoneProps {
  label: string;
  accept: string;
  icon: ReactNode;
  hint: string;
  disabled?: boolean;
  onFile(file: File): void;
}

/** Drag a file onto it, or click / press Enter or Space to pick one. */
export function FileDropZone({ label, accept, icon, hint, disabled, onFile }: FileDropZoneProps) {
  const { t } = useTranslation('uploads');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      input.current?.click();
    }
  };

  return (
    <Paper
      withBorder
      p="lg"
      role="button"
      className={focus.ring}
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled}
      onClick={() => input.current?.click()}
      onKeyDown={onKeyDown}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        cursor: disabled ? 'not-allowed' : 'pointer',
        borderColor: dragging ? 'var(--mantine-color-brand-6)' : undefined,
        background: dragging ? 'var(--mantine-color-brand-0)' : undefined,
      }}
    >
      {/* Named by its content, so the name holds the words on the zone (a voice-control user says what they see). */}
      <Stack align="center" gap={4} ta="center">
        <VisuallyHidden>{label}</VisuallyHidden>
        {icon}
        <Text fw={600}>{dragging ? t('dropHere') : t('chooseOrDrop')}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Stack>
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={label}
        hidden
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </Paper>
  );
}

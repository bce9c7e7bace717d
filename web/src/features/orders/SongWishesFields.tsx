import { Button, Fieldset, Input, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, VOICES } from '@storysong/core';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AudioUpload } from '../../ui/AudioUpload.tsx';
import { GrowingTextarea } from '../../ui/GrowingTextarea.tsx';
import { IconTrash } from '../../ui/icons/IconTrash.ts';
import { translateMessage } from '../../ui/messages.ts';
import { useOrderStore } from './store.ts';
import type { StoryForm } from './storyForm.ts';

/** Dropdowns stay inside the dialog's scroll area so they track their input on a full-screen phone dialog. */
const COMBOBOX_PROPS = { withinPortal: false } as const;

/** One name to be sung: the name, how to say it, and maybe a recording of it said aloud. */
function SungNameRow({ form, index, onRemove }: { form: StoryForm; index: number; onRemove(): void }) {
  const { t } = useTranslation(['orders', 'validation']);
  const recordings = useOrderStore((s) => s.nameRecordings);
  const keepRecording = useOrderStore((s) => s.keepNameRecording);
  const recording = form.watch(`names.${index}.recording`);
  const errors = form.formState.errors.names?.[index];
  const number = index + 1;
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={t('wishes.nameNumbered', { number })}>
      <Stack gap="sm">
        <TextInput
          label={t('wishes.nameNumbered', { number })}
          maxLength={LIMITS.nameMaxChars}
          required
          {...form.register(`names.${index}.name`, { onChange: () => form.clearErrors(`names.${index}.name`) })}
          error={translateMessage(t, errors?.name?.message)}
        />
        <TextInput
          label={t('wishes.pronunciation')}
          description={t('wishes.pronunciationHint')}
          maxLength={LIMITS.pronunciationMaxChars}
          {...form.register(`names.${index}.pronunciation`)}
          error={translateMessage(t, errors?.pronunciation?.message)}
        />
        <AudioUpload
          bucket="voice-notes"
          label={t('wishes.recording')}
          description={t('wishes.recordingHint')}
          value={recording ? (recordings[recording] ?? null) : null}
          onChange={(file) => {
            if (file) keepRecording(file);
            form.setValue(`names.${index}.recording`, file?.fileId);
          }}
          error={translateMessage(t, errors?.recording?.message)}
        />
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onRemove}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('wishes.removeName', { number })}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * What makes the song theirs, on the relationship step: the voice, the names to be sung and how to
 * say each, lines it must hold and what to avoid. All optional; core's step schema checks them.
 */
export function SongWishesFields({ form }: { form: StoryForm }) {
  const { t } = useTranslation(['orders', 'validation']);
  const names = useFieldArray({ control: form.control, name: 'names' });
  const error = (name: 'voice' | 'mustInclude' | 'avoid') => translateMessage(t, form.formState.errors[name]?.message);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('wishes.intro')}
      </Text>
      <Controller
        control={form.control}
        name="voice"
        render={({ field }) => (
          <Select
            label={t('wishes.voice')}
            placeholder={t('wizard.choose')}
            clearable
            comboboxProps={COMBOBOX_PROPS}
            data={VOICES.map((value) => ({ value, label: t(`wishes.voices.${value}`) }))}
            value={field.value ?? null}
            onChange={(value) => {
              form.clearErrors('voice');
              field.onChange(value ?? undefined);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={error('voice')}
          />
        )}
      />
      {/* The legend reads as the step's other field labels do. */}
      <Fieldset legend={<Input.Label component="span">{t('wishes.names')}</Input.Label>} variant="unstyled">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('wishes.namesHint', { max: LIMITS.sungNamesMax })}
          </Text>
          {names.fields.map((entry, index) => (
            <SungNameRow key={entry.id} form={form} index={index} onRemove={() => names.remove(index)} />
          ))}
          {names.fields.length < LIMITS.sungNamesMax && (
            <Button
              variant="light"
              onClick={() => names.append({ name: '', pronunciation: '' })}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('wishes.addName')}
            </Button>
          )}
        </Stack>
      </Fieldset>
      <GrowingTextarea
        label={t('wishes.mustInclude')}
        minRows={2}
        maxLength={LIMITS.mustIncludeMaxChars}
        {...form.register('mustInclude', { onChange: () => form.clearErrors('mustInclude') })}
        error={error('mustInclude')}
      />
      <GrowingTextarea
        label={t('wishes.avoid')}
        minRows={2}
        maxLength={LIMITS.avoidMaxChars}
        {...form.register('avoid', { onChange: () => form.clearErrors('avoid') })}
        error={error('avoid')}
      />
    </Stack>
  );
}

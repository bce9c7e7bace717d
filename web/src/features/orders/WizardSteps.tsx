import { Select, Stack, TextInput } from '@mantine/core';
import { EMOTIONS, GENRES, LIMITS, languageOption, RELATIONSHIP_GROUPS, SONG_LANGUAGES } from '@storysong/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AudioUpload } from '../../ui/AudioUpload.tsx';
import { CountryPicker } from '../../ui/CountryPicker.tsx';
import { FormCheckbox } from '../../ui/FormCheckbox.tsx';
import { GrowingTextarea } from '../../ui/GrowingTextarea.tsx';
import { ImageUpload } from '../../ui/ImageUpload.tsx';
import { translateMessage } from '../../ui/messages.ts';
import { SongWishesFields } from './SongWishesFields.tsx';
import { useOrderStore } from './store.ts';
import type { StoryForm, StoryFormValues } from './storyForm.ts';

interface StepProps {
  form: StoryForm;
}

/** Dropdowns stay inside the dialog's scroll area so they track their input on a full-screen phone dialog. */
const COMBOBOX_PROPS = { withinPortal: false } as const;

function useStepHelpers(form: StoryForm) {
  const { t } = useTranslation(['orders', 'validation']);
  const error = (name: keyof StoryFormValues) => translateMessage(t, form.formState.errors[name]?.message);
  // A field's error clears as soon as the visitor edits it (spec section 5).
  const field = (name: keyof StoryFormValues) => form.register(name, { onChange: () => form.clearErrors(name) });
  return { t, error, field };
}

export function PersonalStep({ form }: StepProps) {
  const { t, error, field } = useStepHelpers(form);
  const photo = useOrderStore((s) => s.photo);
  const setPhoto = useOrderStore((s) => s.setPhoto);
  return (
    <Stack>
      <TextInput
        label={t('wizard.fullName')}
        autoComplete="name"
        maxLength={LIMITS.nameMaxChars}
        required
        {...field('fullName')}
        error={error('fullName')}
      />
      <TextInput
        label={t('wizard.email')}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
        error={error('email')}
      />
      <Controller
        control={form.control}
        name="country"
        render={({ field: country }) => (
          <CountryPicker
            label={t('wizard.country')}
            required
            name={country.name}
            inputRef={country.ref}
            value={country.value}
            onChange={(value) => {
              form.clearErrors('country');
              country.onChange(value);
            }}
            onBlur={country.onBlur}
            error={error('country')}
            withinPortal={COMBOBOX_PROPS.withinPortal}
          />
        )}
      />
      <ImageUpload
        bucket="profile-pictures"
        label={t('wizard.photo')}
        description={t('wizard.photoHint')}
        value={photo}
        onChange={setPhoto}
      />
      {photo && <FormCheckbox control={form.control} name="photoAsPreview" label={t('wizard.photoAsPreview')} />}
    </Stack>
  );
}

export function LanguageStep({ form }: StepProps) {
  const { t, error } = useStepHelpers(form);
  return (
    <Controller
      control={form.control}
      name="language"
      render={({ field }) => (
        <Select
          label={t('wizard.language')}
          placeholder={t('wizard.choose')}
          required
          comboboxProps={COMBOBOX_PROPS}
          data={SONG_LANGUAGES.map((code) => ({
            value: code,
            label: `${languageOption(code).name} (${t(`languages.${code}`)})`,
          }))}
          value={field.value ?? null}
          onChange={(value) => {
            form.clearErrors('language');
            field.onChange(value ?? undefined);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error('language')}
        />
      )}
    />
  );
}

export function StoryStep({ form }: StepProps) {
  const { t, error, field } = useStepHelpers(form);
  const voiceNote = useOrderStore((s) => s.voiceNote);
  const setVoiceNote = useOrderStore((s) => s.setVoiceNote);
  const hasVoiceNote = form.watch('hasVoiceNote');
  return (
    <Stack>
      <Controller
        control={form.control}
        name="emotion"
        render={({ field: f }) => (
          <Select
            label={t('wizard.emotion')}
            placeholder={t('wizard.choose')}
            required
            comboboxProps={COMBOBOX_PROPS}
            data={EMOTIONS.map((value) => ({ value, label: t(`emotions.${value}`) }))}
            value={f.value ?? null}
            onChange={(value) => {
              form.clearErrors('emotion');
              f.onChange(value ?? undefined);
            }}
            ref={f.ref}
            error={error('emotion')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="genre"
        render={({ field: f }) => (
          <Select
            label={t('wizard.genre')}
            placeholder={t('wizard.choose')}
            required
            comboboxProps={COMBOBOX_PROPS}
            data={GENRES.map((value) => ({ value, label: t(`genres.${value}`) }))}
            value={f.value ?? null}
            onChange={(value) => {
              form.clearErrors('genre');
              f.onChange(value ?? undefined);
            }}
            ref={f.ref}
            error={error('genre')}
          />
        )}
      />
      <GrowingTextarea
        label={t('wizard.story')}
        description={t('wizard.storyHint', { count: LIMITS.storyMinChars })}
        minRows={5}
        required
        {...field('story')}
        error={error('story')}
      />
      <FormCheckbox
        control={form.control}
        name="hasVoiceNote"
        label={t('wizard.hasVoiceNote')}
        // Unticking drops any chosen voice note (spec section 4).
        onChecked={(checked) => {
          if (!checked) setVoiceNote(null);
        }}
      />
      {hasVoiceNote && (
        <AudioUpload
          bucket="voice-notes"
          label={t('wizard.voiceNote')}
          description={t('wizard.voiceNoteHint')}
          value={voiceNote}
          onChange={setVoiceNote}
        />
      )}
    </Stack>
  );
}

/** Who the song is for, then what makes it theirs. */
export function RelationshipStep({ form }: StepProps) {
  const { t, error } = useStepHelpers(form);
  const groups = (Object.entries(RELATIONSHIP_GROUPS) as [keyof typeof RELATIONSHIP_GROUPS, readonly string[]][]).map(
    ([group, items]) => ({
      group: t(`relationshipGroups.${group}`),
      items: items.map((value) => ({ value, label: t(`relationships.${value}`) })),
    }),
  );
  return (
    <Stack>
      <Controller
        control={form.control}
        name="relationship"
        render={({ field }) => (
          <Select
            label={t('wizard.relationship')}
            placeholder={t('wizard.choose')}
            required
            comboboxProps={COMBOBOX_PROPS}
            data={groups}
            value={field.value ?? null}
            onChange={(value) => {
              form.clearErrors('relationship');
              field.onChange(value ?? undefined);
            }}
            ref={field.ref}
            error={error('relationship')}
          />
        )}
      />
      <SongWishesFields form={form} />
    </Stack>
  );
}

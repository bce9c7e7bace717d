import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Loader, NumberInput, PasswordInput, Stack, Switch, TextInput, Title } from '@mantine/core';
import {
  type AdminProfile,
  type AdminProfileInput,
  adminProfileSchema,
  MAX_COMMISSION_HOLDING_DAYS,
  newPasswordSchema,
  type ProgrammeSettings,
  programmeSettingsSchema,
} from '@storysong/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../lib/api.ts';
import { changePassword } from '../../lib/auth.ts';
import { translateMessage } from '../../ui/messages.ts';

type Feedback = { ok: boolean; text: string } | null;

function FeedbackAlert({ feedback }: { feedback: Feedback }) {
  if (!feedback) return null;
  return (
    <Alert color={feedback.ok ? 'green' : 'red'} role={feedback.ok ? 'status' : 'alert'}>
      {feedback.text}
    </Alert>
  );
}

function ProfileForm({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation(['admin', 'validation']);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { register, control, handleSubmit, formState } = useForm<AdminProfileInput>({
    resolver: zodResolver(adminProfileSchema),
    defaultValues: {
      displayName: profile.displayName,
      notifyNewOrders: profile.notifyNewOrders,
      notifyMessages: profile.notifyMessages,
    },
  });
  const submit = handleSubmit(async (values) => {
    setFeedback(null);
    try {
      await api<AdminProfile>('/admin/profile', { method: 'PUT', body: values });
      setFeedback({ ok: true, text: t('settings.saved') });
    } catch (error) {
      setFeedback({ ok: false, text: translateMessage(t, (error as Error).message) ?? '' });
    }
  });
  return (
    <Card withBorder component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          {t('settings.profile')}
        </Title>
        <FeedbackAlert feedback={feedback} />
        <TextInput label={t('settings.email')} value={profile.email} readOnly />
        <TextInput
          label={t('settings.displayName')}
          required
          error={translateMessage(t, formState.errors.displayName?.message)}
          {...register('displayName')}
        />
        {/* Controlled: registered as a plain input, the switch ignored its stored value and loaded off. */}
        <Controller
          control={control}
          name="notifyNewOrders"
          render={({ field: { value, onChange, ...field } }) => (
            <Switch label={t('settings.notify')} checked={value} onChange={(e) => onChange(e.currentTarget.checked)} {...field} />
          )}
        />
        <Controller
          control={control}
          name="notifyMessages"
          render={({ field: { value, onChange, ...field } }) => (
            <Switch
              label={t('settings.notifyMessages')}
              checked={value ?? true}
              onChange={(e) => onChange(e.currentTarget.checked)}
              {...field}
            />
          )}
        />
        <Button type="submit" loading={formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('settings.save')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The affiliate programme's holding period, for every affiliate: a site setting, not the staff member's own. */
function ProgrammeSettingsForm({ settings }: { settings: ProgrammeSettings }) {
  const { t } = useTranslation(['admin', 'validation']);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { control, handleSubmit, formState } = useForm<ProgrammeSettings>({
    resolver: zodResolver(programmeSettingsSchema),
    defaultValues: settings,
  });
  const submit = handleSubmit(async (values) => {
    setFeedback(null);
    try {
      await api<ProgrammeSettings>('/admin/affiliate-settings', { method: 'PUT', body: values });
      setFeedback({ ok: true, text: t('settings.saved') });
    } catch (error) {
      setFeedback({ ok: false, text: translateMessage(t, (error as Error).message) ?? '' });
    }
  });
  return (
    <Card withBorder component="form" onSubmit={submit} noValidate data-testid="programme-settings">
      <Stack>
        <Title order={2} size="h4">
          {t('settings.programme')}
        </Title>
        <FeedbackAlert feedback={feedback} />
        <Controller
          control={control}
          name="holdingDays"
          render={({ field: { value, onChange, ...field } }) => (
            <NumberInput
              label={t('settings.holdingDays')}
              description={t('settings.holdingDaysHint')}
              required
              min={0}
              max={MAX_COMMISSION_HOLDING_DAYS}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={value}
              // An emptied field is no number: the schema's message says what to enter.
              onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
              error={translateMessage(t, formState.errors.holdingDays?.message)}
              // The field is narrow (a few digits); its hint keeps the card's width.
              styles={{ wrapper: { maxWidth: 240 } }}
              {...field}
            />
          )}
        />
        <Button type="submit" loading={formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('settings.save')}
        </Button>
      </Stack>
    </Card>
  );
}

const passwordSchema = z.object({ currentPassword: z.string().min(1) }).and(newPasswordSchema);
type PasswordForm = z.infer<typeof passwordSchema>;

/** Firebase changes a password only for a recent sign-in, so the browser re-authenticates with the current one first. */
function PasswordChangeForm() {
  const { t } = useTranslation(['admin', 'validation']);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { register, handleSubmit, formState, reset } = useForm<PasswordForm>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const submit = handleSubmit(async ({ currentPassword, password }) => {
    setFeedback(null);
    try {
      await changePassword(currentPassword, password);
      reset();
      setFeedback({ ok: true, text: t('settings.passwordChanged') });
    } catch {
      setFeedback({ ok: false, text: t('settings.passwordFailed') });
    }
  });
  return (
    <Card withBorder component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          {t('settings.password')}
        </Title>
        <FeedbackAlert feedback={feedback} />
        <PasswordInput
          label={t('settings.currentPassword')}
          autoComplete="current-password"
          required
          error={formState.errors.currentPassword && t('validation:passwordRequired')}
          {...register('currentPassword')}
        />
        <PasswordInput
          label={t('settings.newPassword')}
          autoComplete="new-password"
          required
          error={translateMessage(t, formState.errors.password?.message)}
          {...register('password')}
        />
        <PasswordInput
          label={t('settings.confirmPassword')}
          autoComplete="new-password"
          required
          error={translateMessage(t, formState.errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <Button type="submit" loading={formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('settings.changePassword')}
        </Button>
      </Stack>
    </Card>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation(['admin', 'validation']);
  const [profile, setProfile] = useState<AdminProfile | null>(null);
  const [programme, setProgramme] = useState<ProgrammeSettings | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    Promise.all([api<AdminProfile>('/admin/profile'), api<ProgrammeSettings>('/admin/affiliate-settings')])
      .then(([loadedProfile, loadedProgramme]) => {
        setProfile(loadedProfile);
        setProgramme(loadedProgramme);
      })
      .catch((e: Error) => setError(e.message));
  }, []);

  return (
    <Stack maw={640}>
      <Title order={1}>{t('nav.settings')}</Title>
      {error && (
        <Alert color="red" role="alert">
          {translateMessage(t, error)}
        </Alert>
      )}
      {profile ? <ProfileForm profile={profile} /> : !error && <Loader role="img" aria-label={t('common.loading')} />}
      <PasswordChangeForm />
      {programme && <ProgrammeSettingsForm settings={programme} />}
    </Stack>
  );
}

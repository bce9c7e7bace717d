import { Alert, Button, Group, Modal, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type StoryInput, WIZARD_STEPS, type WizardStep } from '@storysong/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import focus from '../../ui/focus.module.css';
import { IconAlertCircle } from '../../ui/icons/IconAlertCircle.ts';
import { IconInfoCircle } from '../../ui/icons/IconInfoCircle.ts';
import { translateMessage } from '../../ui/messages.ts';
import { useOpenedAfterMount } from '../../ui/useOpenedAfterMount.ts';
import { OccasionStep } from './OccasionStep.tsx';
import { useOrderStore } from './store.ts';
import { firstError, type StoryForm, type StoryFormValues, stepFields, useStoryForm } from './storyForm.ts';
import { LanguageStep, PersonalStep, RelationshipStep, StoryStep } from './WizardSteps.tsx';

const PHONE = '(max-width: 36em)';
/** Below this the five step labels do not fit across the dialog in every language: the steps show their numbers. */
const NUMBERED_STEPS = '(max-width: 62em)';
const STEP_VIEWS = {
  personal: PersonalStep,
  language: LanguageStep,
  story: StoryStep,
  relationship: RelationshipStep,
  occasion: OccasionStep,
} as const;

/** The form lives only while the dialog is open; every keystroke is mirrored into the store. */
function WizardForm() {
  const { t } = useTranslation(['orders', 'validation']);
  const { draft, step, product, referralNotice, submitting, submitFailed, saveDraft, setStep, submit, checkReferralFor } =
    useOrderStore();
  const form: StoryForm = useStoryForm(draft);
  const narrow = useMediaQuery(NUMBERED_STEPS) ?? false;
  const phone = useMediaQuery(PHONE) ?? false;
  // The field to focus once its step is on screen (it may not be mounted when the check fails).
  const [focusTarget, setFocusTarget] = useState<keyof StoryFormValues | null>(null);
  const last = step === WIZARD_STEPS.length - 1;
  const current = WIZARD_STEPS[step] ?? 'personal';
  const View = STEP_VIEWS[current];
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // The occasion step's words sit with the rest of the occasion's (orders.json `occasion`).
  const stepName = (name: WizardStep) => (name === 'occasion' ? t('occasion.step') : t(`wizard.steps.${name}`));

  // A new step replaces the fields a keyboard user was on: focus its heading, which says where they are.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(values as typeof draft));
    return () => subscription.unsubscribe();
  }, [form, saveDraft]);

  useEffect(() => {
    if (!focusTarget) return;
    form.setFocus(focusTarget);
    setFocusTarget(null);
  }, [form, focusTarget]);

  const next = async () => {
    if (!(await form.trigger(stepFields(current), { shouldFocus: true }))) return;
    if (current === 'personal') void checkReferralFor(form.getValues('email'));
    setStep(step + 1);
  };
  const send = form.handleSubmit(
    (story: StoryInput) => submit(story),
    (errors) => {
      const first = firstError(errors);
      if (!first) return;
      setStep(first.step);
      setFocusTarget(first.field);
    },
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (last) void send(event);
        else void next();
      }}
    >
      {product && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('wizard.forProduct', { product: t(`products:items.${product.id}.name`) })}
        </Text>
      )}
      <Stepper active={step} size="sm" allowNextStepsSelect={false} mb={narrow ? 'xs' : 'lg'} wrap={false}>
        {WIZARD_STEPS.map((name, index) => (
          // Five labels do not fit across a phone or a tablet in every language: there the numbered steps carry
          // their names for screen readers (with the number they show), and the current one is
          // written out below them.
          <Stepper.Step
            key={name}
            label={narrow ? undefined : stepName(name)}
            aria-label={narrow ? t('wizard.stepNumbered', { number: index + 1, name: stepName(name) }) : undefined}
          />
        ))}
      </Stepper>
      {/* Focused at each step; on a phone it also names the step the numbers leave out. */}
      <Text
        component="h3"
        ref={stepHeading}
        tabIndex={-1}
        fw={600}
        mt={0}
        mb="md"
        ta={narrow ? 'center' : undefined}
        className={focus.ring}
      >
        {t('wizard.stepOf', { number: step + 1, total: WIZARD_STEPS.length, name: stepName(current) })}
      </Text>
      <View form={form} />
      {referralNotice && (
        <Alert color="blue" icon={<IconInfoCircle />} mt="md">
          {translateMessage(t, referralNotice)}
        </Alert>
      )}
      {submitFailed && (
        <Alert color="red" icon={<IconAlertCircle />} mt="md" role="alert">
          {t('wizard.failed')}
        </Alert>
      )}
      {/* The chat's floating button (56 px, 1rem from the screen's corner) sits above the full-screen
          dialog on a phone: room below the last row lets Next scroll clear of it on a long step. */}
      <Group justify="space-between" mt="xl" pb={phone ? 'calc(56px + 2rem)' : undefined}>
        <Button variant="default" onClick={() => setStep(step - 1)} disabled={step === 0 || submitting}>
          {t('wizard.back')}
        </Button>
        <Button type="submit" loading={submitting}>
          {last ? t('wizard.submit') : t('wizard.next')}
        </Button>
      </Group>
    </form>
  );
}

/** The story wizard: personal, language, story, relationship, occasion; Next validates the step, Back never does. */
export function StoryWizard() {
  const { t } = useTranslation('orders');
  const open = useOpenedAfterMount(useOrderStore((s) => s.wizardOpen));
  const close = useOrderStore((s) => s.closeWizard);
  const phone = useMediaQuery(PHONE);
  return (
    <Modal opened={open} onClose={close} title={t('wizard.title')} size="xl" fullScreen={phone} centered>
      {open && <WizardForm />}
    </Modal>
  );
}

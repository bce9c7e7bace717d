import { zodResolver } from '@hookform/resolvers/zod';
import {
  type StoryFormInput,
  type StoryInput,
  storySchemaAt,
  WIZARD_STEPS,
  type WizardStep,
  wizardStepSchemas,
} from '@storysong/core';
import { type FieldErrors, type UseFormReturn, useForm } from 'react-hook-form';
import { visitorToday } from '../../lib/visitorTime.ts';

export type StoryFormValues = StoryFormInput;
export type StoryForm = UseFormReturn<StoryFormValues, unknown, StoryInput>;

/**
 * What the visitor has typed so far, as the form holds it (a country may still be typed text); the
 * order store keeps it so closing the wizard or a failed submit loses nothing.
 */
export type StoryDraft = Partial<StoryFormValues>;

/** The fields each step owns, straight from core's step schemas. */
export function stepFields(step: WizardStep): (keyof StoryFormValues)[] {
  return Object.keys(wizardStepSchemas[step].shape) as (keyof StoryFormValues)[];
}

/**
 * The first step holding a field with an error, and that field, so a failed final check shows
 * where to look. It reads the errors the check produced: the form's `formState` is a snapshot
 * of the last render and, inside the submit handler, still holds none.
 */
export function firstError(errors: FieldErrors<StoryFormValues>): { step: number; field: keyof StoryFormValues } | null {
  for (const [step, name] of WIZARD_STEPS.entries()) {
    const field = stepFields(name).find((candidate) => errors[candidate]);
    if (field) return { step, field };
  }
  return null;
}

/**
 * One form for the whole story, validated by core's schema (the server uses the same one), the
 * occasion's date judged from the visitor's own today.
 */
export function useStoryForm(draft: StoryDraft): StoryForm {
  return useForm<StoryFormValues, unknown, StoryInput>({
    resolver: zodResolver(storySchemaAt(visitorToday())),
    defaultValues: draft,
    mode: 'onSubmit',
    // The wizard focuses the first error itself, once its step is on screen.
    shouldFocusError: false,
  });
}

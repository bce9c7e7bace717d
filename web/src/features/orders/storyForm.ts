import { zodResolver } from '@hookform/resolvers/zod';
import { type StoryInput, storySchema, WIZARD_STEPS, type WizardStep, wizardStepSchemas } from '@storysong/core';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { StoryDraft } from './store.ts';

export type StoryFormValues = z.input<typeof storySchema>;
export type StoryForm = UseFormReturn<StoryFormValues, unknown, StoryInput>;

/** The fields each step owns, straight from core's step schemas. */
export function stepFields(step: WizardStep): (keyof StoryFormValues)[] {
  return Object.keys(wizardStepSchemas[step].shape) as (keyof StoryFormValues)[];
}

/** The first step holding a field with an error, so a failed final check shows where to look. */
export function firstStepWithError(form: StoryForm): number {
  const index = WIZARD_STEPS.findIndex((step) => stepFields(step).some((name) => form.formState.errors[name]));
  return Math.max(0, index);
}

/** One form for the whole story, validated by core's schema (the server uses the same one). */
export function useStoryForm(draft: StoryDraft): StoryForm {
  return useForm<StoryFormValues, unknown, StoryInput>({
    resolver: zodResolver(storySchema),
    defaultValues: draft,
    mode: 'onSubmit',
  });
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Select, Stack, Tabs, Text, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import {
  KNOWLEDGE_FACTS,
  KNOWLEDGE_LIMITS,
  KNOWLEDGE_LINKS,
  type KnowledgeEntry,
  type KnowledgeEntryData,
  type KnowledgeEntryForm,
  knowledgeEntryFormSchema,
  LANGUAGES,
  PRODUCTS,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@storysong/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useKnowledge } from './store.ts';
import { knowledgeMessage } from './words.ts';

const blank = { question: '', answer: '', keywords: '' };
const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code;

function formOf(entry: KnowledgeEntry | null): KnowledgeEntryForm {
  return {
    link: entry?.link ?? KNOWLEDGE_LINKS[0],
    fact: { key: entry?.fact?.key ?? '', productId: entry?.fact?.productId ?? '' },
    translations: Object.fromEntries(
      SITE_LANGUAGES.map((language) => [language, { ...blank, ...entry?.translations[language] }]),
    ) as KnowledgeEntryForm['translations'],
  };
}

interface EntryDialogProps {
  opened: boolean;
  entry: KnowledgeEntry | null;
  /** The tab open first: the language the list shows. */
  language: SiteLanguage;
  onClose(): void;
  onSaved(): void;
}

/** One entry in every language: its page, the fact it answers with, and each language's wording. */
export function EntryDialog({ opened, entry, language, onClose, onSaved }: EntryDialogProps) {
  const { t } = useTranslation(['knowledge', 'admin', 'products', 'validation']);
  const save = useKnowledge((s) => s.save);
  const [failed, setFailed] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, reset, watch } = useForm<KnowledgeEntryForm, unknown, KnowledgeEntryData>({
    resolver: zodResolver(knowledgeEntryFormSchema),
    values: formOf(entry),
  });
  const translations = watch('translations');
  const errors = formState.errors.translations as Record<string, Record<string, { message?: string }>> & { message?: string };

  const close = () => {
    setFailed(null);
    reset();
    onClose();
  };
  const submit = handleSubmit(async (input) => {
    setFailed(null);
    try {
      await save(input, entry?.id ?? null);
      onSaved();
      close();
    } catch (error) {
      setFailed((error as Error).message);
    }
  });

  return (
    <Modal opened={opened} onClose={close} size="lg" title={entry ? t('dialog.editTitle') : t('dialog.newTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {failed && (
            <Alert color="red" role="alert">
              {knowledgeMessage(t, failed)}
            </Alert>
          )}
          <Controller
            control={control}
            name="link"
            render={({ field }) => (
              <Select
                label={t('dialog.link')}
                description={t('dialog.linkHint')}
                data={[...KNOWLEDGE_LINKS]}
                allowDeselect={false}
                value={field.value}
                onChange={(value) => field.onChange(value ?? KNOWLEDGE_LINKS[0])}
              />
            )}
          />
          <Group grow align="flex-start" wrap="wrap">
            <Controller
              control={control}
              name="fact.key"
              render={({ field }) => (
                <Select
                  label={t('dialog.fact')}
                  description={t('dialog.factHint')}
                  data={[
                    { value: '', label: t('dialog.noFact') },
                    ...KNOWLEDGE_FACTS.map((key) => ({ value: key, label: t(`facts.${key}`) })),
                  ]}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? '')}
                />
              )}
            />
            <Controller
              control={control}
              name="fact.productId"
              render={({ field }) => (
                <Select
                  label={t('dialog.product')}
                  description={t('dialog.productHint')}
                  data={[
                    { value: '', label: t('dialog.anyProduct') },
                    ...PRODUCTS.map((p) => ({ value: p.id, label: t(`products:items.${p.id}.name`) })),
                  ]}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? '')}
                />
              )}
            />
          </Group>
          {errors?.message && (
            <Text c="red" size="sm" role="alert">
              {knowledgeMessage(t, errors.message)}
            </Text>
          )}
          <Tabs defaultValue={language} keepMounted>
            <Tabs.List>
              {SITE_LANGUAGES.map((code) => {
                const written = `${translations?.[code]?.question ?? ''}`.trim() !== '';
                return (
                  <Tabs.Tab key={code} value={code} c={errors?.[code] ? 'red' : undefined}>
                    {languageName(code)}
                    {!written && (
                      <>
                        <span aria-hidden> ○</span>
                        <VisuallyHidden> ({t('missing')})</VisuallyHidden>
                      </>
                    )}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            {SITE_LANGUAGES.map((code) => {
              const dir = LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
              return (
                <Tabs.Panel key={code} value={code} pt="sm">
                  <Stack gap="sm" dir={dir} lang={code}>
                    <TextInput
                      label={t('dialog.question')}
                      maxLength={KNOWLEDGE_LIMITS.questionMaxChars}
                      error={knowledgeMessage(t, errors?.[code]?.question?.message)}
                      {...register(`translations.${code}.question`)}
                    />
                    <Textarea
                      label={t('dialog.answer')}
                      description={t('dialog.answerHint')}
                      autosize
                      minRows={3}
                      maxLength={KNOWLEDGE_LIMITS.answerMaxChars}
                      error={knowledgeMessage(t, errors?.[code]?.answer?.message)}
                      {...register(`translations.${code}.answer`)}
                    />
                    <TextInput
                      label={t('dialog.keywords')}
                      description={t('dialog.keywordsHint')}
                      maxLength={KNOWLEDGE_LIMITS.keywordsMaxChars}
                      error={knowledgeMessage(t, errors?.[code]?.keywords?.message)}
                      {...register(`translations.${code}.keywords`)}
                    />
                  </Stack>
                </Tabs.Panel>
              );
            })}
          </Tabs>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('admin:common.cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {t('dialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  KNOWLEDGE_LIMITS,
  type KnowledgeTryInput,
  knowledgeTrySchema,
  LANGUAGES,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@storysong/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type TriedAnswer, tryQuestion } from './store.ts';
import { knowledgeMessage } from './words.ts';

const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code;

/** Ask as a visitor would and see what the assistant answers, in the language chosen. */
export function TryQuestion({ language }: { language: SiteLanguage }) {
  const { t } = useTranslation(['knowledge', 'admin', 'validation']);
  const [answer, setAnswer] = useState<TriedAnswer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm<KnowledgeTryInput>({
    resolver: zodResolver(knowledgeTrySchema),
    values: { question: '', language },
    resetOptions: { keepDirtyValues: true },
  });
  const submit = handleSubmit(async (input) => {
    setFailed(null);
    try {
      setAnswer(await tryQuestion(input));
    } catch (error) {
      setFailed((error as Error).message);
    }
  });

  return (
    <Card withBorder component="section" aria-labelledby="knowledge-try-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="knowledge-try-title">
            {t('try.title')}
          </Title>
          <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
            <Textarea
              label={t('try.question')}
              autosize
              minRows={2}
              maxLength={KNOWLEDGE_LIMITS.tryQuestionMaxChars}
              error={knowledgeMessage(t, formState.errors.question?.message)}
              style={{ flex: '3 1 16rem' }}
              {...register('question')}
            />
            <Controller
              control={control}
              name="language"
              render={({ field }) => (
                <Select
                  label={t('try.language')}
                  data={SITE_LANGUAGES.map((code) => ({ value: code, label: languageName(code) }))}
                  allowDeselect={false}
                  style={{ flex: '1 1 10rem' }}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? language)}
                />
              )}
            />
          </Group>
          <Group>
            <Button type="submit" loading={formState.isSubmitting}>
              {t('try.ask')}
            </Button>
          </Group>
          {failed && (
            <Alert color="red" role="alert">
              {knowledgeMessage(t, failed)}
            </Alert>
          )}
          <div aria-live="polite">
            {answer?.kind === 'answer' && (
              <Alert color="teal" title={t('try.answered')}>
                <Stack gap={4}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {answer.text}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('try.fromEntry', { id: answer.entryId ?? '' })}
                    {answer.link && (
                      <>
                        {' · '}
                        <Anchor href={answer.link} target="_blank" size="xs">
                          {answer.link}
                        </Anchor>
                      </>
                    )}
                  </Text>
                </Stack>
              </Alert>
            )}
            {answer?.kind === 'handover' && (
              <Alert color="yellow" title={t('try.handedOver')}>
                <Text size="sm">{t(`try.reasons.${answer.reason}`)}</Text>
              </Alert>
            )}
          </div>
        </Stack>
      </form>
    </Card>
  );
}

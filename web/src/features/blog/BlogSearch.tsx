import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { type blogSearchSchema, LIMITS } from '@storysong/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { lazyResolver } from '../../lib/lazyResolver.ts';
import { IconSearch } from '../../ui/icons/IconSearch.ts';
import { IconX } from '../../ui/icons/IconX.ts';
import { translateMessage } from '../../ui/messages.ts';

type SearchForm = z.input<typeof blogSearchSchema>;

// zod and the schema (130 KB) are evaluated while /blog hydrates otherwise, for a form rarely submitted.
const resolver = lazyResolver(async () => (await import('./blogSearchResolver.ts')).blogSearchResolver);

interface BlogSearchProps {
  /** The words searched for now (from the address), empty for none. */
  value: string;
  onSearch(q: string): void;
}

/** The blog's search box: titles, excerpts and tags, searched by the server. */
export function BlogSearch({ value, onSearch }: BlogSearchProps) {
  const { t } = useTranslation(['blog', 'validation']);
  const { register, handleSubmit, reset, getValues, formState } = useForm<SearchForm>({
    resolver,
    defaultValues: { q: value },
  });
  // The box follows the address (back, forward, the clear button). Only when they differ: on the
  // first render they agree, and a reset there re-rendered the form just after /blog hydrated.
  useEffect(() => {
    if (getValues('q') !== value) reset({ q: value });
  }, [value, reset, getValues]);
  const submit = handleSubmit((form) => onSearch(form.q ?? ''));
  return (
    <search>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            type="search"
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={LIMITS.blogSearchMaxChars}
            error={translateMessage(t, formState.errors.q?.message)}
            style={{ flex: 1 }}
            rightSection={
              value ? (
                <ActionIcon variant="subtle" color="gray" aria-label={t('search.clear')} onClick={() => onSearch('')}>
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              ) : null
            }
            {...register('q')}
          />
          <Button type="submit">{t('search.submit')}</Button>
        </Group>
      </form>
    </search>
  );
}

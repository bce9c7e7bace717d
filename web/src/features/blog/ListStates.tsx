import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlertTriangle } from '../../ui/icons/IconAlertTriangle.ts';
import type { PagedList } from './store.ts';

interface ListStatesProps<T> {
  list: PagedList<T>;
  errorText: string;
  emptyText: string;
  /** Testimonials fail as a full-page error with an icon, as the spec shows. */
  fullPageError?: boolean;
  children(items: T[]): ReactNode;
}

/** Loading, error and empty views around a paged list; children render the items. */
export function ListStates<T>({ list, errorText, emptyText, fullPageError, children }: ListStatesProps<T>) {
  const { t } = useTranslation('common');
  if (list.failed) {
    return fullPageError ? (
      <Stack align="center" py={64} role="alert">
        <IconAlertTriangle size={48} color="var(--mantine-color-red-6)" aria-hidden />
        <Text fw={600}>{errorText}</Text>
      </Stack>
    ) : (
      <Alert color="red" role="alert">
        {errorText}
      </Alert>
    );
  }
  if (!list.data) {
    return (
      <Center py="xl">
        <Loader role="img" aria-label={t('loading', 'Loading…')} />
      </Center>
    );
  }
  if (list.data.items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  }
  return children(list.data.items);
}

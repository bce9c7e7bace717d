import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The fallback while a lazily loaded page arrives. */
export function Loading() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader role="img" aria-label={t('loading', 'Loading…')} />
    </Center>
  );
}

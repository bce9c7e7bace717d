import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The fallback while a lazily loaded page arrives; `inline`, while a part of a page does. */
export function Loading({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Center mih={inline ? undefined : '50vh'} py={inline ? 'md' : undefined} role="status" aria-live="polite">
      <Loader size={inline ? 'sm' : undefined} role="img" aria-label={t('loading', 'Loading…')} />
    </Center>
  );
}

import { LoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A dialog's fallback while its code arrives: the tap that opened it shows at once. */
export function DialogLoading() {
  const { t } = useTranslation('common', { useSuspense: false });
  return <LoadingOverlay visible pos="fixed" zIndex={300} loaderProps={{ role: 'img', 'aria-label': t('loading') }} />;
}

import { LoadingOverlay } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderStore } from './store.ts';

const StoryWizard = lazy(() => import('./StoryWizard.tsx').then((module) => ({ default: module.StoryWizard })));
const PaymentDialog = lazy(() => import('./PaymentDialog.tsx').then((module) => ({ default: module.PaymentDialog })));

/**
 * The story wizard and the payment dialog, loaded when a visitor first starts an order: their
 * forms and validation are not needed to read a product page. Once loaded they stay mounted, so
 * closing a dialog still plays its transition.
 */
export function OrderDialogs() {
  const { t } = useTranslation();
  const opened = useOrderStore((state) => state.wizardOpen || state.paymentOpen);
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense
      fallback={<LoadingOverlay visible pos="fixed" zIndex={300} loaderProps={{ role: 'img', 'aria-label': t('loading') }} />}
    >
      <StoryWizard />
      <PaymentDialog />
    </Suspense>
  );
}
